import { Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Datagrid,
  Link as RouterLink,
  List,
  SelectInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { Category } from '../catalog/types';
import { useAll } from '../catalog/useAll';
import { useConsolePath } from '../catalog/useConsolePath';
import {
  CategoryNameField,
  ProductNameField,
  ProductRowActions,
  RowNumberField,
  VariantsField,
} from './ProductCells';
import { ProductStockTiles } from './ProductStockTiles';

const CategoryFilter = (_props: { source: string; alwaysOn: boolean }) => {
  const { data } = useAll<Category>('categories', {}, { field: 'name', order: 'ASC' });
  return (
    <SelectInput
      source="category"
      label="Category"
      choices={data?.data ?? []}
      emptyText="All Categories"
      alwaysOn
      sx={{ minWidth: 200 }}
    />
  );
};

const ListActions = () => {
  const consolePath = useConsolePath();
  return (
    <TopToolbar>
      <Button component={RouterLink} to={consolePath('/products/addproduct')} label="Add Product">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

const ProductTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading products...</Typography>;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <RowNumberField label="#" />
      <ProductNameField label="Product" />
      <CategoryNameField label="Category" />
      <VariantsField label="Variants" />
      <ProductRowActions label="Actions" />
    </Datagrid>
  );
};

export const ProductList = () => (
  <List
    resource="products"
    title="Products"
    filters={[<CategoryFilter key="category" source="category" alwaysOn />]}
    actions={<ListActions />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    empty={false}
  >
    <ProductStockTiles />
    <ProductTable />
  </List>
);
