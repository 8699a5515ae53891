import { toShillings } from '../catalog/money';
import { OrderStateMachine, type OrderStatus, statusWords } from './order-state-machine';
import type { PaymentStatus } from './payment-outcome';

export const REFUND_STATUSES = ['sent', 'accepted', 'refused', 'unanswered'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the refund rules read of an order (money in cents). */
export interface RefundableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus | null;
  paymentMethod: string | null;
  paymentAmount: number | null;
  /** What the payment was made in; refunds are in the same currency. */
  paymentCurrency: string | null;
  totalPrice: number;
}

/** "KSh" for Kenyan shillings (the shop's word), else the ISO code. */
export const currencyLabel = (currency: string | null): string => (!currency || currency === 'KES' ? 'KSh' : currency);

export interface RefundTerms {
  /** The most that may be refunded: what was paid. */
  maxCents: number;
  /** Mobile money is refunded in full only (Pesapal's rule). */
  fullOnly: boolean;
  /** A request Pesapal never answered may be sent again (it refuses a second refund if the first arrived). */
  resend: boolean;
}

/** Cards may be refunded in part; M-Pesa, Airtel Money and anything unknown only in full. */
const isCard = (method: string | null): boolean => /visa|master|amex|american|card/i.test(method ?? '');

const ALREADY = 'This payment has already been refunded once; Pesapal allows one refund per payment.';

/**
 * Pesapal's refund rules (PESAPAL.md): completed payments only, at most the amount paid, mobile money in
 * full only, one refund per payment. Answers the terms, or why no refund may be asked now.
 */
export function refundTerms(order: RefundableOrder, previous: readonly RefundStatus[]): RefundTerms | string {
  if (order.paymentStatus !== 'COMPLETED') return 'Only a completed payment can be refunded.';
  const last = previous[previous.length - 1];
  const resend = order.status === 'refund_requested' && last === 'unanswered';
  if (!resend && previous.some((status) => status !== 'refused')) return ALREADY;
  if (!resend && !OrderStateMachine.refundable(order.status)) return `An order that is ${statusWords(order.status)} cannot be refunded.`;
  return { maxCents: order.paymentAmount ?? order.totalPrice, fullOnly: !isCard(order.paymentMethod), resend };
}

/** Why `amountCents` may not be refunded now, or null when it may. */
export function refundRefusal(order: RefundableOrder, previous: readonly RefundStatus[], amountCents: number): string | null {
  const terms = refundTerms(order, previous);
  if (typeof terms === 'string') return terms;
  const paid = `${currencyLabel(order.paymentCurrency)} ${toShillings(terms.maxCents).toLocaleString('en-KE')}`;
  if (amountCents > terms.maxCents) return `At most ${paid} can be refunded: the amount paid.`;
  if (terms.fullOnly && amountCents !== terms.maxCents) return `Mobile money payments can only be refunded in full (${paid}).`;
  return null;
}
