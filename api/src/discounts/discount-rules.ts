import type { DeliveryMethodCode } from '../checkout/delivery';

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

/**
 * Why the code cannot be used on these lines now, in the shopper's words; null when it can.
 * `usedByCustomer` counts the shopper's orders that hold the code (cancelled ones given back).
 */
export function discountRefusal(terms: DiscountTerms, lines: DiscountLine[], usedByCustomer: number, now: Date): string | null {
  if (!terms.isActive) return 'This code is not valid.';
  if (terms.startsAt && now < terms.startsAt) return `This code is not valid yet: it starts on ${nairobiLabel(terms.startsAt)}.`;
  if (terms.endsAt && now > terms.endsAt) return 'This code has expired.';
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return 'This code has been used up.';
  if (terms.perCustomerLimit !== null && usedByCustomer >= terms.perCustomerLimit) return 'You have already used this code.';
  if (!eligibleLines(terms, lines).length) return 'This code is not for the goods in your cart.';
  if (terms.minGoodsTotal !== null && goodsOf(lines) < terms.minGoodsTotal) return `This code needs at least ${ksh(terms.minGoodsTotal)} of goods.`;
  return null;
}

/**
 * The discount in cents: a percent or fixed amount of the eligible lines' goods (never more than them),
 * or, for free delivery, the chosen method's fee. An order total can therefore never go below zero.
 */
export function discountCents(terms: Pick<DiscountTerms, 'type' | 'value' | 'productIds' | 'categoryIds'>, lines: DiscountLine[], deliveryFee: number): number {
  if (terms.type === 'free_delivery') return deliveryFee;
  const eligible = goodsOf(eligibleLines(terms, lines));
  if (terms.type === 'percent') return Math.min(eligible, Math.round((eligible * Math.min(terms.value, 100)) / 100));
  return Math.min(eligible, terms.value);
}

/** The discount per delivery method (KSh figures for the cart and checkout pages are made from these). */
export function discountsByMethod(terms: DiscountTerms, lines: DiscountLine[], fees: Record<DeliveryMethodCode, number>): Record<DeliveryMethodCode, number> {
  const entries = (Object.keys(fees) as DeliveryMethodCode[]).map((code) => [code, discountCents(terms, lines, fees[code])] as const);
  return Object.fromEntries(entries) as Record<DeliveryMethodCode, number>;
}

/** Codes are compared upper-case and without surrounding spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
