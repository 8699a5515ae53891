import { deliveryFee, type RateTerms } from '../delivery/delivery-rates';
import { deliveryCharge, DiscountLine, discountRefusal, DiscountTerms, goodsDiscountCents, nairobiLabel, parseNairobiTime, toNairobiIso } from './discount-rules';

const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  type: 'percent',
  value: 10,
  minGoodsTotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  productIds: [],
  categoryIds: [],
  isActive: true,
  timesUsed: 0,
  ...overrides,
});
const basket: DiscountLine = { productId: 1, categoryId: 10, unitPrice: 1200_00, quantity: 2 };
const wallet: DiscountLine = { productId: 2, categoryId: 20, unitPrice: 800_00, quantity: 1 };
const now = new Date('2026-11-26T12:00:00Z');

/** Nairobi's seeded rider, mtaani and courier rates for a light parcel (the migration's). */
const rate = (baseFee: number, freeOver: number | null): RateTerms => ({ baseFee, baseGrams: 2000, perKgFee: 100_00, weightBands: null, freeOver, minGoods: null });
const rider = (goods: number) => deliveryFee(rate(500_00, 3000_00), 500, goods);
const mtaani = (goods: number) => deliveryFee(rate(150_00, 3000_00), 500, goods);
const courier = (goods: number) => deliveryFee(rate(400_00, null), 500, goods);

describe('discount rules', () => {
  it('refuses a code on the shopper\'s cart in their words, in a fixed order', () => {
    expect(discountRefusal(terms({ isActive: false }), [basket], 0, now, true)).toBe('This code is not valid.');
    expect(discountRefusal(terms({ startsAt: new Date('2026-12-01T06:00:00Z') }), [basket], 0, now, true)).toBe('This code is not valid yet: it starts on 1 Dec 2026, 09:00.');
    expect(discountRefusal(terms({ endsAt: new Date('2026-11-26T11:59:59Z') }), [basket], 0, now, true)).toBe('This code has expired.');
    expect(discountRefusal(terms({ usageLimit: 3, timesUsed: 3 }), [basket], 0, now, true)).toBe('This code has been used up.');
    expect(discountRefusal(terms({ perCustomerLimit: 1 }), [basket], 1, now, true)).toBe('You have already used this code.');
    expect(discountRefusal(terms({ categoryIds: [20] }), [basket], 0, now, true)).toBe('This code is not for the goods in your cart.');
    expect(discountRefusal(terms({ minGoodsTotal: 3000_00 }), [basket], 0, now, true)).toBe('This code needs at least KSh 3,000 of goods.');
    expect(discountRefusal(terms({ minGoodsTotal: 2400_00, usageLimit: 3, timesUsed: 2, perCustomerLimit: 2 }), [basket], 1, now, true)).toBeNull();
  });

  it('says of a code the shopper was never given only what it says of an unknown one, unless they can act on it', () => {
    const unknown = 'This code is not valid.';
    expect(discountRefusal(terms({ startsAt: new Date('2026-12-01T06:00:00Z') }), [basket], 0, now, false)).toBe(unknown);
    expect(discountRefusal(terms({ endsAt: new Date('2026-11-26T11:59:59Z') }), [basket], 0, now, false)).toBe(unknown);
    expect(discountRefusal(terms({ usageLimit: 3, timesUsed: 3 }), [basket], 0, now, false)).toBe(unknown);
    expect(discountRefusal(terms({ isActive: false }), [basket], 0, now, false)).toBe(unknown);
    // A stale code below its minimum still reads as unknown: its state is checked first.
    expect(discountRefusal(terms({ endsAt: new Date('2026-11-26T11:59:59Z'), minGoodsTotal: 9000_00 }), [basket], 0, now, false)).toBe(unknown);
    expect(discountRefusal(terms({ minGoodsTotal: 3000_00 }), [basket], 0, now, false)).toBe('This code needs at least KSh 3,000 of goods.');
    expect(discountRefusal(terms({ categoryIds: [20] }), [basket], 0, now, false)).toBe('This code is not for the goods in your cart.');
  });

  it('counts toward the minimum only the goods the code is for', () => {
    // KSh 3,200 in the cart, but only the wallet's KSh 800 is the code's.
    expect(discountRefusal(terms({ productIds: [2], minGoodsTotal: 1000_00 }), [basket, wallet], 0, now, false)).toBe('This code needs at least KSh 1,000 of the goods it is for.');
    expect(discountRefusal(terms({ categoryIds: [10], minGoodsTotal: 2400_00 }), [basket, wallet], 0, now, false)).toBeNull();
  });

  it('discounts only the eligible lines and never more than them; free delivery is the fee', () => {
    expect(goodsDiscountCents(terms(), [basket, wallet])).toBe(320_00);
    expect(goodsDiscountCents(terms({ productIds: [2] }), [basket, wallet])).toBe(80_00);
    expect(goodsDiscountCents(terms({ categoryIds: [10], value: 15 }), [basket, wallet])).toBe(360_00);
    expect(goodsDiscountCents(terms({ type: 'fixed', value: 5000_00 }), [basket, wallet])).toBe(3200_00);
    expect(goodsDiscountCents(terms({ type: 'fixed', value: 5000_00, productIds: [2] }), [basket, wallet])).toBe(800_00);
  });

  it.each([
    ['10% of KSh 1,234 takes off KSh 124, not 123.40', 10, 1234_00, 124_00],
    ['33% of KSh 1,000 takes off KSh 330', 33, 1000_00, 330_00],
    ['1% of KSh 1 takes off KSh 1', 1, 1_00, 1_00],
    ['100% of KSh 1,234 takes off the goods', 100, 1234_00, 1234_00],
    ['10% of KSh 0.50 left from before whole shillings takes off the goods, not KSh 1', 10, 50, 50],
  ])('rounds a percent off up to a whole shilling, never above the goods: %s', (_case, percent, unitPrice, off) => {
    expect(goodsDiscountCents(terms({ value: percent }), [{ productId: 1, categoryId: null, unitPrice, quantity: 1 }])).toBe(off);
  });

  it('takes the fee off with a free-delivery code, and never more than the goods with a fixed one', () => {
    expect(deliveryCharge(terms({ type: 'free_delivery' }), [basket], mtaani)).toEqual({ fee: 150_00, discount: 150_00 });
    expect(deliveryCharge(terms({ type: 'fixed', value: 5000_00 }), [wallet], rider)).toEqual({ fee: 500_00, discount: 800_00 });
  });

  it('judges free delivery on the goods after the discount, so a discount cannot buy it', () => {
    // KSh 3,200 of goods ride free; 10 % off leaves KSh 2,880, below the KSh 3,000 threshold: the fee is due.
    expect(deliveryCharge(null, [basket, wallet], rider)).toEqual({ fee: 0, discount: 0 });
    expect(deliveryCharge(terms(), [basket, wallet], rider)).toEqual({ fee: 500_00, discount: 320_00 });
    expect(deliveryCharge(terms(), [basket, wallet], courier)).toEqual({ fee: 400_00, discount: 320_00 });
    // Still above the threshold after the discount: free.
    expect(deliveryCharge(terms({ type: 'fixed', value: 100_00 }), [basket, wallet], rider)).toEqual({ fee: 0, discount: 100_00 });
    // A free-delivery code on goods that ride free anyway takes nothing off.
    expect(deliveryCharge(terms({ type: 'free_delivery' }), [basket, wallet], rider)).toEqual({ fee: 0, discount: 0 });
  });

  it('reads staff times as Nairobi time', () => {
    expect(parseNairobiTime('2026-12-01')?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(parseNairobiTime('2026-12-01', true)?.toISOString()).toBe('2026-12-01T20:59:59.000Z');
    expect(parseNairobiTime('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(parseNairobiTime('2026-12-01T09:00:00Z')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parseNairobiTime('2026-02-30')).toBeNull();
    expect(parseNairobiTime('tomorrow')).toBeNull();
    expect(toNairobiIso(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01T09:00:00+03:00');
    expect(nairobiLabel(new Date('2026-12-31T21:30:00Z'))).toBe('1 Jan 2027, 00:30');
  });
});
