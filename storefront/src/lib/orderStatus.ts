// What each of the API's order statuses means to a shopper: its colour, where a payment stands, and its
// words (orderStatus.<status>.label, .note and .progress in the translations: its name on the order list
// and the payment page, what the payment page says instead of a Pay button, and how far the order has come).
// A pickup order is completed by being collected: its completed words are orderStatus.collected.
// Keyed by the contract's OrderStatus, so a status the API adds fails the build here
// until the shop has words for it.
import type { Order, OrderPickupPoint, OrderStatus } from '@shop/api-client';
import { collectedAtShop, type DeliveryKind } from '../api/delivery';

/** pending: not paid yet; paid: paid and kept; failed: never paid; review: paid, being checked; refund: paid, going back. */
export type PaymentOutcome = 'pending' | 'paid' | 'failed' | 'review' | 'refund';

interface StatusLook {
  colour: 'default' | 'success' | 'warning' | 'info' | 'error';
  outcome: PaymentOutcome;
}

export const ORDER_STATUS: Record<OrderStatus, StatusLook> = {
  pending: { colour: 'warning', outcome: 'pending' },
  payment_review: { colour: 'warning', outcome: 'review' },
  paid: { colour: 'success', outcome: 'paid' },
  ready_for_collection: { colour: 'info', outcome: 'paid' },
  shipped: { colour: 'info', outcome: 'paid' },
  completed: { colour: 'success', outcome: 'paid' },
  cancelled: { colour: 'default', outcome: 'failed' },
  failed: { colour: 'error', outcome: 'failed' },
  refund_due: { colour: 'warning', outcome: 'refund' },
  refund_requested: { colour: 'info', outcome: 'refund' },
  refunded: { colour: 'default', outcome: 'refund' },
};

/** The translation key of one of a status's words, for an order delivered by `delivery_method` (of `delivery_kind`). */
export const statusText = (
  order: { status: OrderStatus; delivery_method: string; delivery_kind?: DeliveryKind | null },
  word: 'label' | 'note' | 'progress',
): string => `orderStatus.${order.status === 'completed' && collectedAtShop(order) ? 'collected' : order.status}.${word}`;

/**
 * How far the order has come, as a translation key and its values. A ready pickup order names the point it
 * waits at, as the order keeps it (there may be more than the one counter); an order from before pickup
 * points has the plain words, which name the shop's counter.
 */
export const progressText = (
  order: { status: OrderStatus; delivery_method: string; delivery_kind?: DeliveryKind | null; pickup_point?: Pick<OrderPickupPoint, 'name' | 'address'> | null },
): { key: string; values: { point?: string } } =>
  order.status === 'ready_for_collection' && order.pickup_point
    ? { key: 'orderStatus.ready_for_collection.progressAt', values: { point: `${order.pickup_point.name}, ${order.pickup_point.address}` } }
    : { key: statusText(order, 'progress'), values: {} };

export const paymentOutcome = (order: Pick<Order, 'status'>): PaymentOutcome => ORDER_STATUS[order.status].outcome;
