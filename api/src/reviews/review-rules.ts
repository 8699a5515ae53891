/** Review rules of issue 20: who may write one, what it may hold, how its author is named. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What staff may set: a review goes back to pending only when its author edits it. */
export const MODERATION_STATUSES = ['approved', 'hidden'] as const;

export const TITLE_MAX = 100;
export const TEXT_MAX = 2000;
export const REPLY_MAX = 2000;
export const MAX_LINKS = 2;

export const NOT_A_BUYER = 'Only customers who received this product can review it.';
export const NOT_YET_RECEIVED = 'You can review this product once your order has been delivered.';
export const ALREADY_REVIEWED = 'You have already reviewed this product. Edit your review instead.';
export const TOO_MANY_LINKS = `Use at most ${MAX_LINKS} links.`;

/** Web addresses in a text (http(s)://…, www.…): more than MAX_LINKS is link spam. */
export const countLinks = (text: string): number => (text.match(/\bhttps?:\/\/|\bwww\.[^\s.]/gi) ?? []).length;

/** "Wanjiru K.": the author's first name and last initial, all a shopper sees of them. */
export function publicAuthor(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return 'Verified buyer';
  return initial ? `${first} ${initial}.` : first;
}

/**
 * Whether a customer may review a product, from the statuses of their orders holding it: a completed
 * one, yes; only others, not yet; none, never.
 */
export function reviewRefusal(orderStatuses: string[]): string | null {
  if (orderStatuses.includes('completed')) return null;
  return orderStatuses.length ? NOT_YET_RECEIVED : NOT_A_BUYER;
}
