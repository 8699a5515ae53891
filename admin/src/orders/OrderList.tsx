import { AutocompleteInput, Datagrid, DateField, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import type { Order } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { useSmallScreen } from '../layout/useSmallScreen';
import { NeedsAttention } from './NeedsAttention';
import { OrderStatusField } from './OrderStatusBadge';
import { statusChoices } from './status';
import { customerName, itemCount, orderSummary } from './orderText';
import { fieldsOf } from '../recordFields';
import { RowEnd } from '../layout/ListParts';

/** Order field names, checked against the API contract. */
const orderField = fieldsOf<Order>();

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, name or email" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} emptyText="All statuses" alwaysOn />,
  // A discount code's page links here with this filter set: its orders.
  <TextInput key="discount_code" source="discount_code" label="Discount code" />,
  // The county the order goes to (issue 30): the API filters on its code.
  <ReferenceInput key="delivery_county" source="delivery_county" label="County" reference="counties" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="County" optionText="name" filterToQuery={() => ({})} />
  </ReferenceInput>,
];

/** The columns every order table shares (the orders list and a customer's orders); a SimpleList on a phone. */
export const OrderColumns = ({ withCustomer = true }: { withCustomer?: boolean }) => {
  const small = useSmallScreen();
  if (small)
    return (
      <SimpleList<Order>
        resource="orders"
        rowClick="show"
        primaryText={order => order.reference}
        // An element, not a function: SimpleList would dim it like secondary text.
        tertiaryText={
          <RowEnd><OrderStatusField /></RowEnd>
        }
        secondaryText={order => orderSummary(order, withCustomer)}
      />
    );
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} resource="orders">
      <TextField source={orderField('reference')} label="Order ID" sortBy={orderField('id')} />
      {withCustomer && <FunctionField<Order> label="Customer" sortable={false} render={customerName} />}
      <FunctionField<Order> label="Items" sortable={false} render={itemCount} />
      <FunctionField<Order> label="Total" sortBy={orderField('total_price')} render={order => formatKsh(order.total_price)} />
      <OrderStatusField label="Status" sortBy={orderField('status')} />
      <FunctionField<Order> label="Tracking" sortable={false} render={order => order.tracking_id ?? ''} />
      <DateField source={orderField('created_at')} label="Date" showTime locales="en-KE" />
    </Datagrid>
  );
};

export const OrderList = () => (
  <>
    <NeedsAttention />
    <List title="Orders" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <OrderColumns />
    </List>
  </>
);
