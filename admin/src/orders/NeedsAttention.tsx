import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-admin';
import type { Order } from '@shop/api-client';
import { useConsolePath } from '../catalog/useConsolePath';
import { useAttentionOrders } from './orderCalls';
import { StatusBadge } from './OrderStatusBadge';
import { paymentCheck } from './paymentCheck';
import { customerName } from './orderText';
import { dateTime } from './when';

const AttentionRow = ({ order }: { order: Order }) => {
  const consolePath = useConsolePath();
  const { expected, received } = paymentCheck(order);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={consolePath(`/orders/${order.id}/show`)} sx={{ fontWeight: 700 }}>
          {order.reference}
        </Link>
        <StatusBadge status={order.status} delivery={order} />
      </Stack>
      <Typography variant="body2">
        Expected {expected} · Received {received ?? 'nothing yet'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {customerName(order)} · placed {dateTime(order.created_at)}
      </Typography>
    </Box>
  );
};

/**
 * Top of the orders list: the orders staff must resolve (payment review, paid after cancel,
 * refund requested), oldest first, with expected against received money. Nothing when none wait.
 */
export const NeedsAttention = () => {
  const { data, total, error } = useAttentionOrders();
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>Could not load the orders that need attention: {error.message}</Alert>;
  if (!data || data.length === 0) return null;
  const count = total ?? data.length;
  return (
    <Card variant="outlined" component="section" aria-label="Needs attention" sx={{ mt: 2, borderColor: 'warning.main', borderWidth: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Needs attention ({count})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Payments to accept or refund, and refunds Pesapal has not paid out yet. Oldest first.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map(order => (
            <AttentionRow key={order.id} order={order} />
          ))}
        </Box>
        {count > data.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Showing the oldest {data.length} of {count}.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
