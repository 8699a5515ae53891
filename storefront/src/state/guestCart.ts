// The guest cart: lines kept in localStorage under 'guest-cart' (SPEC.md section 3).
// Pure functions; the CartProvider stores their results.
import type { CartItem } from '@shop/api-client';
import { lineTotal } from '../lib/money';
import { clampQuantity } from '../lib/products';
import { KEYS, readJson, writeJson } from './storage';

/**
 * A line as the server cart shows one (CartItem), kept in the browser: `id` is the variant id, and
 * `stock` the stock when the line was last added (the stepper's upper bound).
 */
export type GuestCartLine = Pick<CartItem, 'variant_name' | 'quantity' | 'total_price' | 'unit_price' | 'image' | 'stock'> & {
  id: CartItem['variant_id'];
  /** One unit's weight in grams (the variant's weight_grams), for the delivery quote; absent or null counts as 0. */
  weight_grams?: number | null;
};

/** What the guest's lines weigh, in grams, as the delivery quote takes it (a missing weight counts as 0). */
export const guestWeight = (lines: GuestCartLine[]): number => lines.reduce((n, l) => n + (l.weight_grams ?? 0) * l.quantity, 0);

/** Lines written by this code; anything else found under the key (an older or edited entry) is dropped. */
function isLine(v: unknown): v is GuestCartLine {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  return (
    Number.isInteger(l.id) &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) >= 1 &&
    typeof l.variant_name === 'string' &&
    typeof l.unit_price === 'number' &&
    typeof l.stock === 'number'
  );
}

export function loadGuestCart(): GuestCartLine[] {
  const raw = readJson<unknown>(KEYS.guestCart, []);
  if (!Array.isArray(raw)) return [];
  return raw.filter(isLine).map((l) => ({ ...l, image: l.image ?? null, total_price: lineTotal(l.unit_price, l.quantity) }));
}

export function saveGuestCart(lines: GuestCartLine[]): void {
  writeJson(KEYS.guestCart, lines);
}

export function addGuestLine(
  lines: GuestCartLine[],
  item: Omit<GuestCartLine, 'total_price' | 'quantity'>,
  quantity: number,
): GuestCartLine[] {
  const existing = lines.find((l) => l.id === item.id);
  if (existing) {
    const q = clampQuantity(existing.quantity + quantity, item.stock);
    return lines.map((l) => (l.id === item.id ? { ...l, ...item, quantity: q, total_price: lineTotal(item.unit_price, q) } : l));
  }
  const q = clampQuantity(quantity, item.stock);
  return [...lines, { ...item, quantity: q, total_price: lineTotal(item.unit_price, q) }];
}

export function setGuestQuantity(lines: GuestCartLine[], id: number, quantity: number): GuestCartLine[] {
  return lines.map((l) => {
    if (l.id !== id) return l;
    const q = clampQuantity(quantity, l.stock);
    return { ...l, quantity: q, total_price: lineTotal(l.unit_price, q) };
  });
}

export function removeGuestLine(lines: GuestCartLine[], id: number): GuestCartLine[] {
  return lines.filter((l) => l.id !== id);
}
