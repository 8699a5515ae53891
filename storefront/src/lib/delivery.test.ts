import { describe, expect, it } from 'vitest';
// The server's own rules (pure functions): the storefront's judgement is checked against them, not a copy.
import { deliveryMethod } from '../../../api/src/checkout/delivery';
import { deliveryCharge } from '../../../api/src/discounts/discount-rules';
import { deliveryIsFree } from './delivery';

/** The rider fee the server charges for one line of `goods` KSh with a code taking `off` KSh off the goods. */
const serverRiderFee = (goods: number, off: number) =>
  deliveryCharge(off ? { type: 'fixed', value: off * 100, productIds: [], categoryIds: [] } : null, [{ productId: 1, categoryId: null, unitPrice: goods * 100, quantity: 1 }], 'rider').fee;

describe('free delivery', () => {
  const freeOver = deliveryMethod('rider').freeOver! / 100;

  it('is judged on what the shopper pays for goods, after the discount, exactly as the server charges', () => {
    for (const goods of [2500, 2999, 3000, 3000.5, 3001, 3200, 3499, 3500, 4000]) {
      for (const off of [0, 1, 200, 500]) {
        expect(deliveryIsFree(goods - off, freeOver), `KSh ${goods} of goods, KSh ${off} off`).toBe(serverRiderFee(goods, off) === 0);
      }
    }
  });

  it('is not bought by the goods before the discount: KSh 3,200 with KSh 500 off pays for delivery', () => {
    expect(freeOver).toBe(3000);
    expect(deliveryIsFree(3200 - 500, freeOver)).toBe(false);
    expect(deliveryIsFree(3000, freeOver)).toBe(false);
    expect(deliveryIsFree(3500 - 300, freeOver)).toBe(true);
    expect(deliveryIsFree(5000, null)).toBe(false);
  });
});
