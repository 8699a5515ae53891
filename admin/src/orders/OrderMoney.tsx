import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetOne, useRecordContext } from 'react-admin';
import type { Order } from '@shop/api-client';
import { MoneyActions } from './MoneyActions';
import { MpesaAttempts } from './MpesaAttempts';
import { paidCurrency } from './paymentCheck';
import { PaymentPanel } from './PaymentPanel';
import { RefundList } from './RefundList';

/** How often an order waiting on Pesapal (a payment, a refund pay-out) is asked for again. */
export const AWAIT_PESAPAL_MS = 5000;

const waitsOnPesapal = (order: Order) => order.status === 'pending' || order.status === 'refund_requested';

/**
 * The order page's money: expected against received, the M-Pesa prompts sent, what staff must
 * do, the actions the server allows and the refunds asked for. While Pesapal has yet to answer, the order is
 * fetched again now and then, so a payment or a refund pay-out shows without a reload.
 */
export const OrderMoney = () => {
  const order = useRecordContext<Order>();
  // Same query as the page's own record: a refetch here updates the whole page.
  useGetOne<Order>(
    'orders',
    { id: order?.id },
    { enabled: order !== undefined && waitsOnPesapal(order), refetchInterval: AWAIT_PESAPAL_MS, staleTime: AWAIT_PESAPAL_MS },
  );
  if (!order) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Payment and refunds">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Payment and refunds
        </Typography>
        <Stack sx={{ gap: 2 }}>
          <PaymentPanel order={order} />
          <MpesaAttempts order={order} refetchInterval={order.status === 'pending' ? AWAIT_PESAPAL_MS : false} />
          <MoneyActions order={order} />
          <RefundList refunds={order.refunds} currency={paidCurrency(order)} />
        </Stack>
      </CardContent>
    </Card>
  );
};
