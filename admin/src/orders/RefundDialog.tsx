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

const FIELDS: (keyof RefundPayload)[] = ['amount', 'remarks'];

/** Shillings with at most two decimals: '3500', '99.50'. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The same rules the server applies, checked before asking it. */
const check = (amount: string, remarks: string, terms: RefundTerms, currency: string): FieldErrors => {
  const errors: FieldErrors = {};
  const value = Number(amount.trim());
  if (!AMOUNT.test(amount.trim()) || value <= 0 || value > terms.max_amount)
    errors.amount = `Enter an amount above 0 and at most ${formatAmount(terms.max_amount, currency)}.`;
  // Longer remarks cannot be typed (maxLength).
  if (!remarks.trim()) errors.remarks = 'Please give the reason for the refund.';
  return errors;
};

/**
 * What the server said to a refused refund: the messages of the form's fields under them (400),
 * anything else (409: a Pesapal rule; 502: Pesapal refused or did not answer) above the form.
 */
const refusal = (failure: Error | null): { alert: string | null; fields: FieldErrors } => {
  if (!failure) return { alert: null, fields: {} };
  const { alert, fieldErrors } = formErrors(failure, 'The refund could not be requested.', FIELDS);
  return { alert, fields: { amount: fieldErrors.amount?.join(' '), remarks: fieldErrors.remarks?.join(' ') } };
};

interface Props {
  order: Order;
  terms: RefundTerms;
  onClose: () => void;
}

/**
 * Asks Pesapal, through the shop, to give money back. The amount starts at the most that may
 * be refunded and is fixed for mobile money (refunded in full only); remarks are required.
 * The dialog stays open on a refusal (409: a Pesapal rule; 502: Pesapal refused or did not
 * answer) and shows the server's reason.
 */
export const RefundDialog = ({ order, terms, onClose }: Props) => {
  const notify = useNotify();
  const refund = useMoneyAction(order);
  const [amount, setAmount] = useState(String(terms.max_amount));
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Money goes back in the currency it came in.
  const currency = paidCurrency(order);

  const fromServer = refusal(refund.error);
  const shown = { amount: errors.amount ?? fromServer.fields.amount, remarks: errors.remarks ?? fromServer.fields.remarks };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(amount, remarks, terms, currency);
    setErrors(found);
    if (found.amount || found.remarks) return;
    refund.mutate(
      { action: 'refund', body: { amount: Number(amount), remarks: remarks.trim() } },
      {
        onSuccess: () => {
          notify(`Refund of ${formatAmount(Number(amount), currency)} requested for order ${order.reference}.`, { type: 'success' });
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
              Pesapal returns the money to the account that paid. Only one refund can be made for a payment.
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
              helperText={shown.remarks ?? 'Why the money goes back; Pesapal keeps this with the refund.'}
              slotProps={{ htmlInput: { maxLength: REMARKS_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            Keep payment
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={refund.isPending}>
            Request refund
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
