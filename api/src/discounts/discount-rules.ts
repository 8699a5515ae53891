import { roundUpToShilling } from '../catalog/money';

/** Percent off the goods, fixed KSh off the goods, or the chosen delivery method's fee. */
export type DiscountType = 'percent' | 'fixed' | 'free_delivery';
export const DISCOUNT_TYPES: readonly DiscountType[] = ['percent', 'fixed', 'free_delivery'];

/** What the rules need of a code (money in cents). */
export interface DiscountTerms {
  type: DiscountType;
  /** Whole percent for `percent`, cents for `fixed`, unused for `free_delivery`. */
  value: number;
  minGoodsTotal: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  productIds: number[];
  categoryIds: number[];
  isActive: boolean;
  timesUsed: number;
}

/** A cart or order line as the rules see it (cents). */
export interface DiscountLine {
  productId: number;
  categoryId: number | null;
  unitPrice: number;
  quantity: number;
}

/** The shop's clock for codes: Africa/Nairobi, UTC+3 all year (no daylight saving). */
export const NAIROBI_OFFSET = '+03:00';
const NAIROBI_MS = 3 * 3600_000;

/** "1 Dec 2026, 09:00" in Nairobi time, for messages. */
export function nairobiLabel(at: Date): string {
  const local = new Date(at.getTime() + NAIROBI_MS);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** An instant as Nairobi wall-clock time with its offset: "2026-12-01T09:00:00+03:00". */
export function toNairobiIso(at: Date | null): string | null {
  if (!at) return null;
  return `${new Date(at.getTime() + NAIROBI_MS).toISOString().slice(0, 19)}${NAIROBI_OFFSET}`;
}

/**
 * A time staff typed: with an offset (or Z) it is that instant; without one it is Nairobi wall-clock time
 * ("2026-12-01T09:00"); a bare date is the start of that day, or its end for `ends_at`. Null when unreadable.
 */
export function parseNairobiTime(text: string, endOfDay = false): Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00${NAIROBI_OFFSET}`);
    // 2026-02-30 would roll over into March: refused, not moved.
    if (Number.isNaN(start.getTime()) || toNairobiIso(start)!.slice(0, 10) !== value) return null;
    return endOfDay ? new Date(start.getTime() + 86_400_000 - 1000) : start;
  }
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!match) return null;
  const at = new Date(match[4] ? value : `${value}${NAIROBI_OFFSET}`);
  if (Number.isNaN(at.getTime()) || (!match[4] && toNairobiIso(at)!.slice(0, 10) !== match[1])) return null;
  return at;
}

export const ksh = (cents: number): string => `KSh ${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** The lines a code discounts: all of them, or those of its products or categories. */
export function eligibleLines(terms: Pick<DiscountTerms, 'productIds' | 'categoryIds'>, lines: DiscountLine[]): DiscountLine[] {
  if (!terms.productIds.length && !terms.categoryIds.length) return lines;
  return lines.filter((line) => terms.productIds.includes(line.productId) || (line.categoryId !== null && terms.categoryIds.includes(line.categoryId)));
}

const goodsOf = (lines: DiscountLine[]): number => lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/** What a shopper reads for a code that does not exist, and for one whose state they have no business knowing. */
export const UNKNOWN_CODE = 'This code is not valid.';

/** What is wrong with the code itself now (switched off, not started, over, used up); null when nothing. */
function codeStateRefusal(terms: DiscountTerms, now: Date): string | null {
  if (!terms.isActive) return UNKNOWN_CODE;
  if (terms.startsAt && now < terms.startsAt) return `This code is not valid yet: it starts on ${nairobiLabel(terms.startsAt)}.`;
  if (terms.endsAt && now > terms.endsAt) return 'This code has expired.';
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return 'This code has been used up.';
  return null;
}

/**
 * Why the code cannot be used on these lines now, in the shopper's words; null when it can.
 * `usedByCustomer` counts the shopper's orders that hold the code (cancelled ones given back).
 *
 * The code's own state is told only to a shopper who has it on their cart already (`onCart`): to anyone else an
 * expired, not yet started, switched-off or used-up code reads exactly as an unknown one, so a guess cannot tell
 * that a code exists. What the shopper can act on (goods, minimum) and their own earlier use are told to all, since a
 * shopper given a code needs them; the throttle on applying codes bounds what a guesser learns from those.
 * The minimum counts only the goods the code is for.
 */
export function discountRefusal(terms: DiscountTerms, lines: DiscountLine[], usedByCustomer: number, now: Date, onCart: boolean): string | null {
  const state = codeStateRefusal(terms, now);
  if (state) return onCart ? state : UNKNOWN_CODE;
  if (terms.perCustomerLimit !== null && usedByCustomer >= terms.perCustomerLimit) return 'You have already used this code.';
  const eligible = eligibleLines(terms, lines);
  if (!eligible.length) return 'This code is not for the goods in your cart.';
  if (terms.minGoodsTotal !== null && goodsOf(eligible) < terms.minGoodsTotal) {
    const scoped = terms.productIds.length > 0 || terms.categoryIds.length > 0;
    return scoped ? `This code needs at least ${ksh(terms.minGoodsTotal)} of the goods it is for.` : `This code needs at least ${ksh(terms.minGoodsTotal)} of goods.`;
  }
  return null;
}

/** What the amount of a code depends on. */
type DiscountAmountTerms = Pick<DiscountTerms, 'type' | 'value' | 'productIds' | 'categoryIds'>;

/**
 * Cents a percent or fixed code takes off the goods it is for (never more than them); 0 for free delivery.
 * A percent off is rounded up to a whole shilling, so the total stays whole for M-Pesa in the shopper's favour.
 */
export function goodsDiscountCents(terms: DiscountAmountTerms, lines: DiscountLine[]): number {
  if (terms.type === 'free_delivery') return 0;
  const eligible = goodsOf(eligibleLines(terms, lines));
  if (terms.type === 'percent') return Math.min(eligible, roundUpToShilling((eligible * Math.min(terms.value, 100)) / 100));
  return Math.min(eligible, terms.value);
}

/** What an order is charged for delivery beside its goods (cents). */
export interface DeliveryCharge {
  fee: number;
  discount: number;
}

/**
 * The delivery fee and the code's discount for these lines (null: no code counts). `feeFor` prices the delivery on
 * the goods after a percent or fixed discount, so a discount never buys free delivery below a free-over total; a
 * free-delivery code takes off the fee. An order total can never go below zero.
 */
export function deliveryCharge(terms: DiscountAmountTerms | null, lines: DiscountLine[], feeFor: (goods: number) => number): DeliveryCharge {
  const goodsDiscount = terms ? goodsDiscountCents(terms, lines) : 0;
  const fee = feeFor(goodsOf(lines) - goodsDiscount);
  return { fee, discount: terms?.type === 'free_delivery' ? fee : goodsDiscount };
}

/** Codes are compared upper-case and without surrounding spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
