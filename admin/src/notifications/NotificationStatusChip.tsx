import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Notification } from '@shop/api-client';
import { statusLabel } from './notificationText';

// Failed red, skipped grey, sent green, queued the plain default.
const CHIP_PROPS: Record<Notification['status'], Pick<ChipProps, 'color' | 'variant'>> = {
  failed: { color: 'error', variant: 'filled' },
  skipped: { color: 'default', variant: 'filled' },
  sent: { color: 'success', variant: 'filled' },
  queued: { color: 'default', variant: 'outlined' },
};

export const NotificationStatusChip = ({ status }: { status: Notification['status'] }) => (
  <Chip size="small" label={statusLabel(status)} data-status={status} {...CHIP_PROPS[status]} />
);

/** The status chip of the message in the record context (lists, show page). */
export const NotificationStatusField = (_props: { label?: string; sortBy?: string }) => {
  const notification = useRecordContext<Notification>();
  return notification ? <NotificationStatusChip status={notification.status} /> : null;
};
