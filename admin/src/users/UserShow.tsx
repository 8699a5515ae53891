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
import { PhoneField } from '../layout/PhoneLink';
import { fieldsOf } from '../recordFields';

/** User field names, checked against the API contract. */
const userField = fieldsOf<User>();

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
      <TextField source={userField('username')} />
      <TextField source={userField('full_name')} label="Full name" />
      <EmailField source={userField('email')} />
      <PhoneField source={userField('phone')} emptyText="Not provided" />
      <TextField source={userField('address')} emptyText="Not provided" />
      <Labeled label="Role">
        <RoleField />
      </Labeled>
      <DateField source={userField('date_joined')} label="Date joined" showTime />
    </SimpleShowLayout>
  </Show>
);
