import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { Order, RefundTerms } from '@shop/api-client';
import { ConfirmedMoneyAction } from './ConfirmedMoneyAction';
import { paymentCheck } from './paymentCheck';
import { RefundDialog } from './RefundDialog';

/** The money moves the server lists in `actions` for this order now, and nothing else. */
export const MoneyActions = ({ order }: { order: Order }) => {
  // The terms as they were when staff opened the dialog: a refusal refetches the order, whose
  // terms may then be gone, and the dialog must stay to say why.
  const [refunding, setRefunding] = useState<RefundTerms | null>(null);
  const { expected, received } = paymentCheck(order);
  if (order.actions.length === 0 && !refunding) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {order.actions.includes('accept_payment') && (
        <ConfirmedMoneyAction
          order={order}
          action="accept_payment"
          label="Accept payment"
          variant="contained"
          color="primary"
          title={`Accept payment: ${order.reference}?`}
          consequence={`Pesapal reported ${received ?? 'a payment'} for an order of ${expected}. The order becomes Paid and is handled like any paid order.`}
          withNote
          cancelLabel="Keep in review"
        />
      )}
      {order.actions.includes('refund') && order.refund && (
        <Button variant="outlined" color="error" onClick={() => setRefunding(order.refund)}>
          Refund
        </Button>
      )}
      {order.actions.includes('cancel') && (
        <ConfirmedMoneyAction
          order={order}
          action="cancel"
          label="Cancel order"
          variant="outlined"
          color="error"
          title={`Cancel order ${order.reference}?`}
          consequence="Pesapal's payment page is closed first, then the items go back into stock. If the customer has paid meanwhile, the order becomes paid instead."
          cancelLabel="Keep order"
        />
      )}
      {refunding && <RefundDialog order={order} terms={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  );
};
