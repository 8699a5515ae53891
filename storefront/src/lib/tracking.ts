// Order tracking in the shopper's words: the steps an order went through, and its tracking id (a
// courier's number, or the rider's phone the shopper can call).
import type { Order, TrackingStep } from '@shop/api-client';

/** The steps of an order's history as the tracking page shows them: each status reached, when. */
export const timelineOf = (order: Pick<Order, 'history'>): TrackingStep[] =>
  order.history.filter((change) => change.from !== change.to).map((change) => ({ status: change.to, at: change.at }));

/** A rider's phone as the API keeps one (+2547XXXXXXXX), for a tel: link; null for a courier's number. */
export const riderPhone = (trackingId: string | null): string | null =>
  trackingId && /^\+254[17]\d{8}$/.test(trackingId) ? trackingId : null;

/** The translation key of what a tracking id is called beside it. */
export const trackingLabel = (trackingId: string): string => (riderPhone(trackingId) ? 'track.riderPhone' : 'track.trackingNumber');

/** The /track address that looks the order up by its reference (the contact is for the shopper to type). */
export const trackPath = (reference: string): string => `/track?ref=${encodeURIComponent(reference)}`;
