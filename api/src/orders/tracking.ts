import { createHash, timingSafeEqual } from 'node:crypto';
import { normaliseKenyanMobile } from '../checkout/phone';
import type { Order, OrderStatusChange } from './order.entities';
import type { OrderStatus } from './order-state-machine';

/** What staff give when an order ships: a rider's phone as +2547XXXXXXXX, anything else (a courier's waybill) as typed. */
export function shippingTrackingId(given: string): string {
  const phone = normaliseKenyanMobile(given);
  return phone ? `+${phone}` : given;
}

/** What shoppers type as the order's phone: any spelling normaliseKenyanMobile knows, or the nine digits after 0 (712345678). */
export function contactPhone(contact: string): string | null {
  return normaliseKenyanMobile(contact) ?? normaliseKenyanMobile(`0${contact.trim()}`);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `contact` is the order's phone (2547XXXXXXXX, in any spelling) or its e-mail (any case).
 * Both are compared, in constant time, whatever the contact looks like: how long the answer takes
 * says nothing about how much of it was right.
 */
export function contactMatches(order: Pick<Order, 'clientPhone' | 'clientEmail'>, contact: string): boolean {
  const phone = contactPhone(contact);
  const email = contact.trim().toLowerCase();
  const samePhone = timingSafeEqual(digest(phone ?? ''), digest(order.clientPhone));
  const sameEmail = timingSafeEqual(digest(email), digest(order.clientEmail.trim().toLowerCase()));
  return (phone !== null && samePhone) || (email !== '' && sameEmail);
}

/** The timeline a shopper sees: each status the order reached and when, without who moved it or why. */
export function trackingTimeline(history: Pick<OrderStatusChange, 'fromStatus' | 'toStatus' | 'createdAt'>[]): { status: OrderStatus; at: Date }[] {
  // A row that leaves the status as it was (a refund request sent again) is no step for the shopper.
  return history.filter((change) => change.fromStatus !== change.toStatus).map((change) => ({ status: change.toStatus, at: change.createdAt }));
}
