import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  TextField,
  useBasename,
  type Identifier,
} from 'react-admin';

// Customers are the users whose role is customer (GET /api/users/?filter={"role":"customer"}).
export const CUSTOMER_FILTER = { role: 'customer' } as const;

export const CustomerList = () => {
  const basename = useBasename();
  return (
    <List
      resource="users"
      title="Customers"
      filter={CUSTOMER_FILTER}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Username, email or name" />]}
      sort={{ field: 'date_joined', order: 'DESC' }}
      storeKey="customers.listParams"
      perPage={25}
    >
      <Datagrid rowClick={(id: Identifier) => `${basename}/customers/${id}`} bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="full_name" label="Full name" sortable={false} />
        <EmailField source="email" />
        <TextField source="phone" sortable={false} emptyText="-" />
        <DateField source="date_joined" label="Customer since" locales="en-KE" />
      </Datagrid>
    </List>
  );
};
