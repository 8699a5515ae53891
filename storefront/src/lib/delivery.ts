// Delivery methods, fees and the free-delivery threshold come from GET /api/delivery-methods/;
// deliveryFee applies the server's rule so the checkout page shows what the order will be charged.
import type { DeliveryMethod } from '@shop/api-client';
import { toCents } from './money';

export const PICKUP_POINT = 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor';

/** The fee the server charges for this method on this goods total (free strictly above free_over). */
export function deliveryFee(method: DeliveryMethod | undefined, goodsTotal: number): number {
  if (!method) return 0;
  if (method.free_over !== null && toCents(goodsTotal) > toCents(method.free_over)) return 0;
  return method.fee;
}
