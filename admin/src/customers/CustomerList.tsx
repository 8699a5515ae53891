import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  useBasename,
  type Identifier,
} from 'react-admin';
import type { User } from '@shop/api-client';
import { phoneText } from '../layout/phone';
import { PhoneField } from '../layout/PhoneLink';
import { useSmallScreen } from '../layout/useSmallScreen';
import { fieldsOf } from '../recordFields';

/** User field names, checked against the API contract. */
const customerField = fieldsOf<User>();

// Customers are the users whose role is customer (GET /api/users/?filter={"role":"customer"}).
export const CUSTOMER_FILTER = { role: 'customer' } as const;

export const CustomerList = () => {
  const basename = useBasename();
  const small = useSmallScreen();
  const show = (id: Identifier) => `${basename}/customers/${id}`;
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
      {small ? (
        <SimpleList<User>
          rowClick={show}
          primaryText={customer => customer.full_name || customer.username}
          secondaryText={customer => [customer.email, phoneText(customer.phone)].filter(Boolean).join(' · ')}
        />
      ) : (
        <Datagrid rowClick={show} bulkActionButtons={false}>
          <TextField source={customerField('username')} />
          <TextField source={customerField('full_name')} label="Full name" sortable={false} />
          <EmailField source={customerField('email')} />
          <PhoneField source={customerField('phone')} />
          <DateField source={customerField('date_joined')} label="Customer since" locales="en-KE" />
        </Datagrid>
      )}
    </List>
  );
};
