import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { Order } from '@shop/api-client';
import { paymentCheck } from './paymentCheck';
import { paymentProviderName } from './paymentMethod';
import { dateTime } from './when';


const Amount = ({ label, value, note }: { label: string; value: string; note: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h6" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="div">
      {note}
    </Typography>
  </Box>
);

/** What staff must know about the money before acting, by the order's state. */
const MoneyNotice = ({ order }: { order: Order }) => {
  const { expected, received, difference } = paymentCheck(order);
  switch (order.status) {
    case 'payment_review':
      return (
        <Alert severity="warning">
          <AlertTitle>Payment does not match the order</AlertTitle>
          {paymentProviderName(order.payment)} reported {received ?? 'a payment'} for an order of {expected}. {difference} Accept the payment to
          mark the order paid, or refund it. Its items stay reserved until then.
        </Alert>
      );
    case 'refund_due':
      return (
        <Alert severity="warning">
          <AlertTitle>Paid after cancel — refund due</AlertTitle>
          {received ?? 'A payment'} arrived after the order was cancelled or had expired. Refund it to the customer.
        </Alert>
      );
    case 'refund_requested':
      return (
        <Alert severity="info">
          Refund requested from Pesapal. The order becomes Refunded once Pesapal reports the payment reversed.
        </Alert>
      );
    case 'pending':
      return order.payment_due_at ? (
        <Typography variant="body2" color="text.secondary">
          Awaiting payment until {dateTime(order.payment_due_at)}; the order is cancelled if it is not paid by then.
        </Typography>
      ) : null;
    default:
      // An accepted mismatch stays visible on the paid order.
      return difference ? (
        <Typography variant="body2" color="text.secondary">
          Received amount differs: {difference}
        </Typography>
      ) : null;
  }
};

/** Expected (the order total) against received (what Pesapal reported), and what that means now. */
export const PaymentPanel = ({ order }: { order: Order }) => {
  const { expected, received, difference } = paymentCheck(order);
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 2, mb: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        role="group"
        aria-label="Amounts"
      >
        <Amount label="Expected" value={expected} note="Order total" />
        <Box sx={{ color: difference ? 'warning.dark' : undefined }}>
          <Amount
            label="Received"
            value={received ?? (order.status === 'pending' ? 'Nothing yet' : 'Nothing')}
            note={order.payment ? `${paymentProviderName(order.payment)}: ${order.payment.status}` : 'No payment started'}
          />
        </Box>
      </Box>
      <MoneyNotice order={order} />
    </Box>
  );
};
