import type { Order } from '@shop/api-client';
import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { badgeStyle, statusLabel, type BadgeStyle, type Handover } from './status';

// The spec's badge styles in MUI terms: filled primary, filled grey, outlined, filled red;
// money waiting on staff in filled amber.
const CHIP_PROPS: Record<BadgeStyle, Pick<ChipProps, 'color' | 'variant'>> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'default', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
  destructive: { color: 'error', variant: 'filled' },
  attention: { color: 'warning', variant: 'filled' },
};

// Long labels ('Paid after cancel — refund due') wrap inside a narrow column instead of overflowing it.
const WRAPPING = { maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } };

/** A status as a chip in one of the badge styles (orders, payments). */
export const BadgeChip = ({ label, style }: { label: string; style: BadgeStyle }) => (
  <Chip size="small" label={label} data-badge={style} sx={WRAPPING} {...CHIP_PROPS[style]} />
);

/** An order's status; with its delivery, a completed pickup order reads "Collected". */
export const StatusBadge = ({ status, delivery }: { status: string; delivery?: Handover }) => (
  <BadgeChip label={statusLabel(status, delivery)} style={badgeStyle(status)} />
);

/** The status badge of the order in the record context (lists, show pages). */
export const OrderStatusField = (_props: { label?: string; sortBy?: string }) => {
  const order = useRecordContext<Order>();
  return order ? <StatusBadge status={order.status} delivery={order} /> : null;
};
