import { Box } from '@mui/material';
import { Datagrid, DateField, EmailField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { ShopUser } from '../auth/session';
import { useSmallScreen } from '../layout/useSmallScreen';
import { RoleField } from './RoleField';

const roleChoices = [
  { id: 'customer', name: 'Customer' },
  { id: 'staff', name: 'Staff' },
  { id: 'admin', name: 'Admin' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

export const UserList = () => {
  const small = useSmallScreen();
  return (
    <List title="Users" filters={filters} sort={{ field: 'date_joined', order: 'DESC' }}>
      {small ? (
        <SimpleList<ShopUser>
          rowClick="show"
          primaryText={user => user.username}
          tertiaryText={
            <Box component="span" sx={{ float: 'right' }}>
              <RoleField />
            </Box>
          }
          secondaryText={user => [user.full_name, user.email].filter(Boolean).join(' · ')}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="username" />
          <EmailField source="email" />
          <TextField source="full_name" label="Full name" sortable={false} />
          <RoleField label="Role" />
          <DateField source="date_joined" label="Date joined" />
        </Datagrid>
      )}
    </List>
  );
};
