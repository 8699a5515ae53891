import { Datagrid, DateField, EmailField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { Role, User } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { RoleField } from './RoleField';
import { fieldsOf } from '../recordFields';
import { RowEnd } from '../layout/ListParts';

/** User field names, checked against the API contract. */
const userField = fieldsOf<User>();

// Every role the API knows, named; a new one fails the build until it is named here.
const ROLE_NAMES: Record<Role, string> = { customer: 'Customer', staff: 'Staff', admin: 'Admin' };
const roleChoices = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

export const UserList = () => {
  const small = useSmallScreen();
  return (
    <List title="Users" filters={filters} sort={{ field: 'date_joined', order: 'DESC' }}>
      {small ? (
        <SimpleList<User>
          rowClick="show"
          primaryText={user => user.username}
          tertiaryText={
            <RowEnd><RoleField /></RowEnd>
          }
          secondaryText={user => [user.full_name, user.email].filter(Boolean).join(' · ')}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source={userField('username')} />
          <EmailField source={userField('email')} />
          <TextField source={userField('full_name')} label="Full name" sortable={false} />
          <RoleField label="Role" />
          <DateField source={userField('date_joined')} label="Date joined" />
        </Datagrid>
      )}
    </List>
  );
};
