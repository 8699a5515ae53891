// The newsletter's leave link (pure, no I/O): a subscriber leaves from any newsletter e-mail without logging in.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LEAVE_LINK_INVALID = 'This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.';

const signature = (email: string, secret: string): string => createHmac('sha256', secret).update(`newsletter-leave:${email}`).digest('base64url');

/** The address (lower-case, as kept) and its HMAC under the shop's secret: nobody can make one for another address. */
export const newsletterLeaveToken = (email: string, secret: string): string => `${Buffer.from(email).toString('base64url')}.${signature(email, secret)}`;

/** The address a leave token was made for, or null when it was not made by this shop. */
export function newsletterLeaveEmail(token: string, secret: string): string | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(email, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
}

/** The storefront page that confirms the leave. */
export const newsletterLeaveUrl = (shopUrl: string, email: string, secret: string): string =>
  `${shopUrl}/newsletter/unsubscribe?token=${newsletterLeaveToken(email, secret)}`;
