import type { Role, User } from '@shop/api-client';
import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';

const colours: Record<Role, ChipProps['color']> = { admin: 'error', staff: 'primary', customer: 'default' };

export const RoleField = (_props: { label?: string }) => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return <Chip size="small" label={user.role} color={colours[user.role]} variant="outlined" />;
};
