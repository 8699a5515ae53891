// What each delivery method costs comes from the server (GET /api/delivery/options/ for a county), so no
// fee rule is written here; only the free-over judgement the cart's note explains, which follows the server's.
import { toCents } from './money';

/** The shop's own counter, for orders placed before pickup points were data (they name none). */
export const PICKUP_POINT = 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor';

/**
 * Whether a method free over `freeOver` (its free_over from the options route) is free for `goods`: what
 * the shopper pays for goods, after a code's discount, and strictly over the bound, as the server's rates
 * charge it, so the cart's note says what checkout will charge.
 */
export const deliveryIsFree = (goods: number, freeOver: number | null): boolean => freeOver !== null && toCents(goods) > toCents(freeOver);
