import { describe, expect, it } from 'vitest';
import { deliveryIsFree } from './delivery';

// The seeded rider and Pick Up Mtaani rates are free strictly over KSh 3,000 of goods after the code's
// discount (api/src/database/migrations/1700000020000-delivery.ts); the API's e2e tests hold the server to it.
const FREE_OVER = 3000;

describe('free delivery', () => {
  it('is judged on what the shopper pays for goods, after the discount, strictly over the bound', () => {
    for (const goods of [2500, 2999, 3000, 3000.5, 3001, 3200, 3499, 3500, 4000]) {
      for (const off of [0, 1, 200, 500]) {
        expect(deliveryIsFree(goods - off, FREE_OVER), `KSh ${goods} of goods, KSh ${off} off`).toBe(goods - off > FREE_OVER);
      }
    }
  });

  it('is not bought by the goods before the discount: KSh 3,200 with KSh 500 off pays for delivery', () => {
    expect(deliveryIsFree(3200 - 500, FREE_OVER)).toBe(false);
    expect(deliveryIsFree(3000, FREE_OVER)).toBe(false);
    expect(deliveryIsFree(3000.01, FREE_OVER)).toBe(true);
    expect(deliveryIsFree(3500 - 300, FREE_OVER)).toBe(true);
    expect(deliveryIsFree(5000, null)).toBe(false);
  });
});
