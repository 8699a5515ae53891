// The newsletter's leave link (pure, no I/O): a subscriber leaves from any newsletter e-mail without logging in.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LEAVE_LINK_INVALID = 'This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.';

/** A subscription: its row's id (never used again) and its address, lower-case as kept. */
export interface Subscription {
  id: number;
  email: string;
}

const mac = (message: string, secret: string): string => createHmac('sha256', secret).update(message).digest('base64url');
/** The signature of a subscription's id: ids are never used again, so it names that one subscription. */
const signature = (id: number, secret: string): string => mac(`newsletter-leave-id:${id}`, secret);
/** Issue 28's links carried the address (base64) and signed it with the id; e-mails sent then still hold them. */
const signatureWithAddress = ({ id, email }: Subscription, secret: string): string => mac(`newsletter-leave:${id}:${email}`, secret);

const sameText = (given: string, expected: string): boolean => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The subscription's id and its HMAC under the shop's secret: nobody can make one for another subscription,
 * a link ends only the subscription it was sent for (never a later one of the same address), and the link
 * does not carry the address, so a forwarded or logged link does not tell it.
 */
export const newsletterLeaveToken = (subscription: Pick<Subscription, 'id'>, secret: string): string => `${subscription.id}.${signature(subscription.id, secret)}`;

/** The subscription's id a leave token was made for, or null when it was not made by this shop. */
export function newsletterLeaveSubscription(token: string, secret: string): number | null {
  const parts = token.split('.');
  const id = parts.length === 2 ? parts[0] : parts[1];
  if (!/^[1-9]\d{0,15}$/.test(id ?? '') || !parts.every(Boolean)) return null;
  if (parts.length === 2) return sameText(parts[1], signature(Number(id), secret)) ? Number(id) : null;
  if (parts.length !== 3) return null;
  const email = Buffer.from(parts[0], 'base64url').toString('utf8');
  return sameText(parts[2], signatureWithAddress({ id: Number(id), email }, secret)) ? Number(id) : null;
}

/** The storefront page that confirms the leave. */
export const newsletterLeaveUrl = (shopUrl: string, subscription: Pick<Subscription, 'id'>, secret: string): string =>
  `${shopUrl}/newsletter/unsubscribe?token=${newsletterLeaveToken(subscription, secret)}`;

/** The API address a mail program POSTs to when its reader presses its own unsubscribe button (RFC 8058 one-click). */
export const ONE_CLICK_LEAVE_PATH = '/api/newsletter/unsubscribe/one-click';
export const oneClickLeaveUrl = (shopUrl: string, subscription: Pick<Subscription, 'id'>, secret: string): string =>
  `${shopUrl}${ONE_CLICK_LEAVE_PATH}?token=${newsletterLeaveToken(subscription, secret)}`;

/** The outbox's key of a subscription's welcome e-mail, and back: its List-Unsubscribe header names the same subscription. */
export const welcomeEventKey = (subscriberId: number): string => `newsletter/${subscriberId}/welcome`;
export const subscriberOfWelcome = (eventKey: string): number | null => {
  const match = /^newsletter\/(\d+)\/welcome$/.exec(eventKey);
  return match ? Number(match[1]) : null;
};
