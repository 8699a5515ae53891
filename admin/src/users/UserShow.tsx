import { Avatar } from '@mui/material';
import {
  DateField,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { User } from '@shop/api-client';
import { RoleField } from './RoleField';

const initials = (user: User) =>
  `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || user.username[0]?.toUpperCase();

const UserAvatar = (_props: { label?: string }) => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <Avatar src={user.profile_image ?? undefined} sx={{ width: 64, height: 64 }}>
      {initials(user)}
    </Avatar>
  );
};

const UserTitle = () => {
  const user = useRecordContext<User>();
  return <>{user ? `User ${user.username}` : 'User'}</>;
};

export const UserShow = () => (
  <Show title={<UserTitle />}>
    <SimpleShowLayout>
      <Labeled label="Profile image">
        <UserAvatar />
      </Labeled>
      <TextField source="username" />
      <TextField source="full_name" label="Full name" />
      <EmailField source="email" />
      <TextField source="phone" emptyText="Not provided" />
      <TextField source="address" emptyText="Not provided" />
      <Labeled label="Role">
        <RoleField />
      </Labeled>
      <DateField source="date_joined" label="Date joined" showTime />
    </SimpleShowLayout>
  </Show>
);
