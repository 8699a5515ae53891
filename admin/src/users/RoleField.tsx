import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ShopUser } from '../auth/session';

const colours = { admin: 'error', staff: 'primary', customer: 'default' } as const;

export const RoleField = (_props: { label?: string }) => {
  const user = useRecordContext<ShopUser>();
  if (!user) return null;
  return <Chip size="small" label={user.role} color={colours[user.role] ?? 'default'} variant="outlined" />;
};
