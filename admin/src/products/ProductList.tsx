import { Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Datagrid,
  Link as RouterLink,
  List,
  RecordContextProvider,
  SelectInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { Category, Product } from '@shop/api-client';
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
import { useSmallScreen } from '../layout/useSmallScreen';

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

/** On a phone each product is a compact card with the same fields and actions as a table row. */
const ProductCards = () => {
  const { data } = useListContext<Product>();
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data?.map(product => (
        <RecordContextProvider key={product.id} value={product}>
          <Card variant="outlined" data-testid="product-card">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <ProductNameField />
                <ProductRowActions />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <CategoryNameField />
              </Typography>
              <VariantsField />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

const ProductTable = () => {
  const { isPending } = useListContext();
  const small = useSmallScreen();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading products...</Typography>;
  if (small) return <ProductCards />;
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
