// The newsletter's leave link (pure, no I/O): a subscriber leaves from any newsletter e-mail without logging in.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LEAVE_LINK_INVALID = 'This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.';

/** A subscription: its row's id (never used again) and its address, lower-case as kept. */
export interface Subscription {
  id: number;
  email: string;
}

const signature = ({ id, email }: Subscription, secret: string): string => createHmac('sha256', secret).update(`newsletter-leave:${id}:${email}`).digest('base64url');

/**
 * The address, the subscription's id and their HMAC under the shop's secret: nobody can make one for another
 * address, and a link ends only the subscription it was sent for, never a later one of the same address.
 */
export const newsletterLeaveToken = (subscription: Subscription, secret: string): string =>
  `${Buffer.from(subscription.email).toString('base64url')}.${subscription.id}.${signature(subscription, secret)}`;

/** The subscription a leave token was made for, or null when it was not made by this shop. */
export function newsletterLeaveSubscription(token: string, secret: string): Subscription | null {
  const [encoded, id, given, ...rest] = token.split('.');
  if (!encoded || !/^[1-9]\d{0,15}$/.test(id ?? '') || !given || rest.length) return null;
  const subscription = { id: Number(id), email: Buffer.from(encoded, 'base64url').toString('utf8') };
  const expected = Buffer.from(signature(subscription, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? subscription : null;
}

/** The storefront page that confirms the leave. */
export const newsletterLeaveUrl = (shopUrl: string, subscription: Subscription, secret: string): string =>
  `${shopUrl}/newsletter/unsubscribe?token=${newsletterLeaveToken(subscription, secret)}`;

/** The outbox's key of a subscription's welcome e-mail, and back: its List-Unsubscribe header names the same link. */
export const welcomeEventKey = (subscriberId: number): string => `newsletter/${subscriberId}/welcome`;
export const subscriberOfWelcome = (eventKey: string): number | null => {
  const match = /^newsletter\/(\d+)\/welcome$/.exec(eventKey);
  return match ? Number(match[1]) : null;
};
