import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { formatKsh } from '../catalog/money';
import { NeedsAttention } from './NeedsAttention';
import { OrderStatusField } from './OrderStatusBadge';
import { statusChoices } from './status';
import { customerName, itemCount, type Order } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, name or email" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} emptyText="All statuses" alwaysOn />,
];

/** The columns every order table shares: the orders list and a customer's orders. */
export const OrderColumns = ({ withCustomer = true }: { withCustomer?: boolean }) => (
  <Datagrid rowClick="show" bulkActionButtons={false} resource="orders">
    <TextField source="reference" label="Order ID" sortBy="id" />
    {withCustomer && <FunctionField<Order> label="Customer" sortable={false} render={customerName} />}
    <FunctionField<Order> label="Items" sortable={false} render={itemCount} />
    <FunctionField<Order> label="Total" sortBy="total_price" render={order => formatKsh(order.total_price)} />
    <OrderStatusField label="Status" sortBy="status" />
    <DateField source="created_at" label="Date" showTime locales="en-KE" />
  </Datagrid>
);

export const OrderList = () => (
  <>
    <NeedsAttention />
    <List title="Orders" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <OrderColumns />
    </List>
  </>
);
