// An order in the words staff read it by: pieces, buyer, one-line summary, delivery.
import type { Order } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { day } from './when';

/** Pieces in the order (a line of 3 scarves counts 3). */
export const itemCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce((pieces, line) => pieces + line.quantity, 0);

/** The name staff know the buyer by: the name given at checkout, else the account's. */
export const customerName = (order: Pick<Order, 'client_name' | 'customer'>): string =>
  order.client_name || order.customer?.full_name || order.customer?.username || '-';

/** An order in one line, for lists on a phone: who, how many pieces, how much, when, and its tracking id once shipped. */
export const orderSummary = (order: Order, withCustomer = true): string =>
  [
    withCustomer && customerName(order),
    `${itemCount(order)} ${itemCount(order) === 1 ? 'item' : 'items'}`,
    formatKsh(order.total_price),
    day(order.created_at),
    order.tracking_id && `Tracking ${order.tracking_id}`,
  ]
    .filter(Boolean)
    .join(' · ');

// The seeded methods' labels, for orders that carry no method name; since issue 30 staff add methods, which go by their code
// (an order's delivery_method_name names them).
const DELIVERY_LABELS: Record<string, string> = {
  pickup: 'Pickup (Nairobi CBD)',
  rider: 'Rider (Nairobi)',
  mtaani: 'Pickup Mtaani',
  courier: 'Courier (outside Nairobi)',
};

export const deliveryLabel = (method: Order['delivery_method']): string => DELIVERY_LABELS[method] ?? method;

/** A rider's phone as the API keeps a tracking id that is one (+2547XXXXXXXX), for a tel: link; null for a courier's number. */
export const trackingPhone = (trackingId: string | null): string | null =>
  trackingId && /^\+254[17]\d{8}$/.test(trackingId) ? trackingId : null;
