import { Datagrid, FunctionField, List, NumberField, SimpleList, TextField, type Identifier, type RaRecord } from 'react-admin';
import type { LowStockVariant } from '@shop/api-client';
import { describeAttributes } from '../catalog/attributes';
import { useSmallScreen } from '../layout/useSmallScreen';
import { fieldsOf } from '../recordFields';

/** LowStockVariant field names, checked against the API contract. */
const lowField = fieldsOf<LowStockVariant>();

/** The API's list of variants under their own low-stock level (GET /api/inventory/low-stock/). */
export const LOW_STOCK_RESOURCE = 'inventory/low-stock';

const attributesText = (variant: LowStockVariant) => (variant.attributes.length ? describeAttributes(variant.attributes) : '-');

/** A row opens its product's page, where staff see every variant and can restock from the inventory page. */
const productPath = (_id: Identifier, _resource: string, variant: RaRecord) => `/products/${String(variant[lowField('product_id')])}`;

/** /inventory/low-stock: active variants whose stock is below their own level, lowest stock first. */
export const LowStockList = () => {
  const small = useSmallScreen();
  return (
    <List
      resource={LOW_STOCK_RESOURCE}
      title="Low stock"
      sort={{ field: 'stock', order: 'ASC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      {small ? (
        <SimpleList<LowStockVariant>
          rowClick={productPath}
          primaryText={variant => variant.product_name}
          secondaryText={variant => `${variant.sku} · ${attributesText(variant)}`}
          tertiaryText={variant => `${variant.stock} left · low below ${variant.low_stock_threshold}`}
          sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid rowClick={productPath} bulkActionButtons={false}>
          <TextField source={lowField('product_name')} label="Product" sortable={false} />
          <TextField source={lowField('sku')} label="SKU" />
          <FunctionField<LowStockVariant> label="Attributes" sortable={false} render={attributesText} />
          <NumberField source={lowField('stock')} />
          <NumberField source={lowField('low_stock_threshold')} label="Low below" />
        </Datagrid>
      )}
    </List>
  );
};
