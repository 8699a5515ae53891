import type { OrderStatus } from './order-state-machine';

/** The ways a shopper can pay, in the order the payment page offers them: M-Pesa first, "card or other" after. */
export const PAYMENT_METHODS = ['mpesa', 'pesapal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Refunds staff make in the provider's own portal and record in the console with the reversal's transaction id. */
export const REFUNDED_IN_PORTAL: Record<PaymentMethod, boolean> = { mpesa: true, pesapal: false };

/** Where the payment of an order stands, as its provider last told us. */
export type PaymentStatus = 'PENDING' | 'COMPLETED' | 'FAILED' | 'REVERSED';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'COMPLETED', 'FAILED', 'REVERSED'];

/**
 * How far a payment has come. A report never lowers it: a late FAILED after COMPLETED, or an older
 * PENDING, is history. COMPLETED outranks FAILED because money that arrives is never ignored (the shopper
 * may pay on the same Pesapal page after a failed try); REVERSED (money returned) is the end.
 */
const RANK: Record<PaymentStatus, number> = { PENDING: 0, FAILED: 1, COMPLETED: 2, REVERSED: 3 };

export interface PaymentReport {
  status: PaymentStatus;
  /** For COMPLETED: the amount and currency are exactly the order's total in KES. */
  matches: boolean;
}

export interface PaymentOutcome {
  /** The payment status to record, or null when the report is older or weaker than what we know. */
  record: PaymentStatus | null;
  /** The order move the report calls for, if any. */
  move: OrderStatus | null;
  /** Why, for the order's history. */
  note: string;
}

const MONEY_RECEIVED_ON: Partial<Record<OrderStatus, OrderStatus>> = {
  cancelled: 'refund_due',
  failed: 'refund_due',
};

/**
 * The one place that decides what a provider status means for an order. Pure, so its whole table is
 * tested; OrdersService applies the answer in one transaction.
 */
export function paymentOutcome(order: { status: OrderStatus; paymentStatus: PaymentStatus | null }, report: PaymentReport): PaymentOutcome {
  const known = order.paymentStatus ?? 'PENDING';
  if (RANK[report.status] <= RANK[known]) return { record: null, move: null, note: '' };
  const record = report.status;
  switch (report.status) {
    case 'COMPLETED':
      if (order.status === 'pending') {
        return report.matches
          ? { record, move: 'paid', note: 'Payment completed' }
          : { record, move: 'payment_review', note: 'Payment completed with a different amount or currency: check and accept or refund' };
      }
      if (MONEY_RECEIVED_ON[order.status]) {
        return { record, move: MONEY_RECEIVED_ON[order.status]!, note: `Payment completed after the order was ${order.status}: refund it` };
      }
      return { record, move: null, note: '' };
    case 'FAILED':
      return { record, move: order.status === 'pending' ? 'failed' : null, note: 'Payment failed' };
    case 'REVERSED':
      if (order.status === 'pending') return { record, move: 'failed', note: 'Payment reversed before the order was paid' };
      if (order.status === 'cancelled' || order.status === 'failed' || order.status === 'refunded') return { record, move: null, note: '' };
      return { record, move: 'refunded', note: order.status === 'refund_requested' ? 'Refund completed' : 'Payment reversed' };
    default:
      return { record: null, move: null, note: '' };
  }
}
