import { Pagination, ReferenceManyField } from 'react-admin';
import { Typography } from '@mui/material';
import type { Order } from '@shop/api-client';
import { NotificationColumns } from './NotificationList';

/** The SMS and e-mails an order caused (the order page's section), newest first. */
export const OrderNotifications = ({ order }: { order: Order }) => (
  <ReferenceManyField
    record={order}
    reference="notifications"
    target="order_id"
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[]} />}
    empty={<Typography color="text.secondary">No messages for this order yet.</Typography>}
  >
    <NotificationColumns withOrder={false} />
  </ReferenceManyField>
);
