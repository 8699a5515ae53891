// What each of the API's order statuses means to a shopper: its name on the order list and the payment
// page, what those pages say about it, where a payment stands, and how far the order has come (the
// tracking page). Keyed by the contract's OrderStatus, so a status the API adds fails the build here
// until the shop has words for it.
import type { Order, OrderStatus } from '@shop/api-client';

/** pending: not paid yet; paid: paid and kept; failed: never paid; review: paid, being checked; refund: paid, going back. */
export type PaymentOutcome = 'pending' | 'paid' | 'failed' | 'review' | 'refund';

interface StatusText {
  label: string;
  colour: 'default' | 'success' | 'warning' | 'info' | 'error';
  outcome: PaymentOutcome;
  /** What the payment page says instead of a Pay button. */
  note: string;
  /** Where the order stands, on the tracking page and the profile's timeline. */
  progress: string;
}

const PAID = 'This order has already been paid. Thank you!';
const CLOSED = 'This order can no longer be paid. Please place a new order.';

export const ORDER_STATUS: Record<OrderStatus, StatusText> = {
  pending: {
    label: 'Pending',
    colour: 'warning',
    outcome: 'pending',
    note: 'This order is waiting for your payment.',
    progress: 'We have your order and are waiting for your payment.',
  },
  payment_review: {
    label: 'Payment being checked',
    colour: 'warning',
    outcome: 'review',
    note: 'We received your payment, but it does not match this order’s total. Our team is checking it and will contact you. Please do not pay again.',
    progress: 'We received a payment that does not match the order total and are checking it.',
  },
  paid: { label: 'Paid', colour: 'success', outcome: 'paid', note: PAID, progress: 'Paid. We are preparing your order.' },
  shipped: { label: 'Shipped', colour: 'info', outcome: 'paid', note: PAID, progress: 'Your order is on its way.' },
  completed: { label: 'Completed', colour: 'success', outcome: 'paid', note: PAID, progress: 'Delivered. Enjoy your order!' },
  cancelled: { label: 'Cancelled', colour: 'default', outcome: 'failed', note: CLOSED, progress: 'This order was cancelled.' },
  failed: { label: 'Failed', colour: 'error', outcome: 'failed', note: CLOSED, progress: 'The payment for this order did not go through.' },
  refund_due: {
    label: 'Refund due',
    colour: 'warning',
    outcome: 'refund',
    note: 'Your payment reached us after this order was closed, so we will refund it to you. Please place a new order if you still want these items.',
    progress: 'Your payment arrived after the order was closed; we will refund it.',
  },
  refund_requested: {
    label: 'Refund in progress',
    colour: 'info',
    outcome: 'refund',
    note: 'We have asked Pesapal to refund your payment; the money goes back to the account you paid with.',
    progress: 'Your refund is on its way back to you.',
  },
  refunded: {
    label: 'Refunded',
    colour: 'default',
    outcome: 'refund',
    note: 'Your payment for this order has been refunded.',
    progress: 'Your payment was refunded.',
  },
};

export const paymentOutcome = (order: Pick<Order, 'status'>): PaymentOutcome => ORDER_STATUS[order.status].outcome;
