// How the console words a payment: its status (the API's words for both providers) and an M-Pesa prompt's result.
import type { Payment, PaymentListStatus } from '@shop/api-client';
import { formatAmount } from '../catalog/money';
import type { BadgeStyle } from '../orders/status';

const STATUSES: Record<PaymentListStatus, { label: string; badge: BadgeStyle }> = {
  pending: { label: 'Pending', badge: 'outline' },
  paid: { label: 'Paid', badge: 'default' },
  failed: { label: 'Failed', badge: 'destructive' },
  // Money that came for an order staff must resolve (accept or refund), as the orders' needs-attention list says.
  review: { label: 'Needs review', badge: 'attention' },
  refunded: { label: 'Refunded', badge: 'secondary' },
};

/** A status this build does not know (a newer API) still shows, by its own name. */
export const paymentStatus = (status: string): { label: string; badge: BadgeStyle } =>
  STATUSES[status as PaymentListStatus] ?? { label: status, badge: 'outline' };

export const paymentStatusChoices = Object.entries(STATUSES).map(([id, { label }]) => ({ id, name: label }));

/** What Daraja's result codes mean, in the words staff use with the shopper. */
const MPESA_RESULTS: Record<number, string> = {
  0: 'Paid',
  1032: 'Cancelled by the shopper',
  1037: 'Phone unreachable',
  2001: 'Wrong PIN',
  1: 'Not enough money',
};

/** 'Wrong PIN (2001)'; one without words here by its code and Daraja's own text ('Code 17: …'); '' while Daraja has not answered. */
export const mpesaResultText = ({ result_code: code, result_desc: desc }: Pick<Payment, 'result_code' | 'result_desc'>): string => {
  if (code === null) return '';
  const words = MPESA_RESULTS[code];
  if (words) return `${words} (${code})`;
  return desc ? `Code ${code}: ${desc}` : `Code ${code}`;
};

/** The payment's money as the console writes it: 'KSh 3,500', or 'USD 27' when Pesapal took another currency. */
export const paymentAmount = (payment: Pick<Payment, 'amount' | 'currency'>): string => formatAmount(payment.amount, payment.currency);
