import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { formErrors, type Order, type RefundPayload, type RefundTerms } from '@shop/api-client';
import { useNotify } from 'react-admin';
import { currencyName, formatAmount } from '../catalog/money';
import { paidCurrency } from './paymentCheck';
import { useMoneyAction } from './orderCalls';

/** Pesapal takes at most this many characters of remarks. */
export const REMARKS_MAX = 255;

/** A message under each field of the form that has one. */
type FieldErrors = Partial<Record<keyof RefundPayload, string>>;

const FIELDS: (keyof RefundPayload)[] = ['amount', 'remarks', 'transaction_id'];

/** An M-Pesa transaction id as Safaricom's portal shows it: 'SKC3XY12AB'. */
const TRANSACTION_ID = /^[A-Za-z0-9]{6,20}$/;

/** Shillings with at most two decimals: '3500', '99.50'. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The same rules the server applies, checked before asking it. */
const check = (amount: string, remarks: string, transactionId: string, terms: RefundTerms, currency: string): FieldErrors => {
  const errors: FieldErrors = {};
  const value = Number(amount.trim());
  if (!AMOUNT.test(amount.trim()) || value <= 0 || value > terms.max_amount)
    errors.amount = `Enter an amount above 0 and at most ${formatAmount(terms.max_amount, currency)}.`;
  // Longer remarks cannot be typed (maxLength).
  if (!remarks.trim()) errors.remarks = 'Please give the reason for the refund.';
  if (terms.in_portal && !TRANSACTION_ID.test(transactionId.trim()))
    errors.transaction_id = 'Enter the transaction id of the reversal, as the M-Pesa portal shows it (e.g. SKC3XY12AB).';
  return errors;
};

/**
 * What the server said to a refused refund: the messages of the form's fields under them (400),
 * anything else (409: a Pesapal rule; 502: Pesapal refused or did not answer) above the form.
 */
const refusal = (failure: Error | null): { alert: string | null; fields: FieldErrors } => {
  if (!failure) return { alert: null, fields: {} };
  const { alert, fieldErrors } = formErrors(failure, 'The refund could not be requested.', FIELDS);
  return {
    alert,
    fields: { amount: fieldErrors.amount?.join(' '), remarks: fieldErrors.remarks?.join(' '), transaction_id: fieldErrors.transaction_id?.join(' ') },
  };
};

interface Props {
  order: Order;
  terms: RefundTerms;
  onClose: () => void;
}

/**
 * Asks Pesapal, through the shop, to give money back; or, for an M-Pesa payment (terms.in_portal), records the
 * reversal staff made in Safaricom's M-Pesa portal with its transaction id. The amount starts at the most that may
 * be refunded and is fixed for mobile money (refunded in full only); remarks are required.
 * The dialog stays open on a refusal (409: a Pesapal rule; 502: Pesapal refused or did not
 * answer) and shows the server's reason.
 */
export const RefundDialog = ({ order, terms, onClose }: Props) => {
  const notify = useNotify();
  const refund = useMoneyAction(order);
  const [amount, setAmount] = useState(String(terms.max_amount));
  const [remarks, setRemarks] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Money goes back in the currency it came in.
  const currency = paidCurrency(order);

  const fromServer = refusal(refund.error);
  const shown = {
    amount: errors.amount ?? fromServer.fields.amount,
    remarks: errors.remarks ?? fromServer.fields.remarks,
    transaction_id: errors.transaction_id ?? fromServer.fields.transaction_id,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(amount, remarks, transactionId, terms, currency);
    setErrors(found);
    if (found.amount || found.remarks || found.transaction_id) return;
    const body = { amount: Number(amount), remarks: remarks.trim(), ...(terms.in_portal ? { transaction_id: transactionId.trim() } : {}) };
    refund.mutate(
      { action: 'refund', body },
      {
        onSuccess: () => {
          const done = terms.in_portal ? 'recorded' : 'requested';
          notify(`Refund of ${formatAmount(Number(amount), currency)} ${done} for order ${order.reference}.`, { type: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="refund-title">Refund order {order.reference}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {fromServer.alert && <Alert severity="error">{fromServer.alert}</Alert>}
            <Typography variant="body2">
              {terms.in_portal
                ? "Reverse the payment in Safaricom's M-Pesa portal first, then record it here with the reversal's transaction id. The customer is told."
                : 'Pesapal returns the money to the account that paid. Only one refund can be made for a payment.'}
            </Typography>
            <TextField
              label={`Amount (${currencyName(currency)})`}
              type="number"
              value={amount}
              onChange={event => {
                setAmount(event.target.value);
                setErrors(found => ({ ...found, amount: undefined }));
              }}
              disabled={terms.full_only}
              required
              error={Boolean(shown.amount)}
              helperText={
                shown.amount ??
                (terms.full_only
                  ? 'Mobile money is refunded in full only.'
                  : `At most ${formatAmount(terms.max_amount, currency)}, the amount paid.`)
              }
              slotProps={{ htmlInput: { min: 0, max: terms.max_amount, step: 0.01, inputMode: 'decimal' } }}
            />
            <TextField
              label="Remarks"
              value={remarks}
              onChange={event => {
                setRemarks(event.target.value);
                setErrors(found => ({ ...found, remarks: undefined }));
              }}
              required
              multiline
              minRows={2}
              error={Boolean(shown.remarks)}
              helperText={shown.remarks ?? 'Why the money goes back; kept with the refund.'}
              slotProps={{ htmlInput: { maxLength: REMARKS_MAX } }}
            />
            {terms.in_portal && (
              <TextField
                label="M-Pesa transaction id of the reversal"
                value={transactionId}
                onChange={event => {
                  setTransactionId(event.target.value);
                  setErrors(found => ({ ...found, transaction_id: undefined }));
                }}
                required
                error={Boolean(shown.transaction_id)}
                helperText={shown.transaction_id ?? "As Safaricom's portal shows it, e.g. SKC3XY12AB."}
                slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            Keep payment
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={refund.isPending}>
            {terms.in_portal ? 'Record refund' : 'Request refund'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
