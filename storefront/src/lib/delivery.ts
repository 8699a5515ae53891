// Delivery methods and their labels come from GET /api/delivery-methods/; what each costs for the
// shopper's goods comes with the cart (delivery_fees), so no fee rule is written here.
import { toCents } from './money';

export const PICKUP_POINT = 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor';

/**
 * Whether a method free over `freeOver` (its free_over from GET /api/delivery-methods/) is free for `goods`: what
 * the shopper pays for goods, after a code's discount, and strictly over the bound, as the server charges
 * (deliveryCharge in the API's discount-rules.ts), so every page says what checkout will charge.
 */
export const deliveryIsFree = (goods: number, freeOver: number | null): boolean => freeOver !== null && toCents(goods) > toCents(freeOver);
