import { discountCents, DiscountLine, discountRefusal, DiscountTerms, nairobiLabel, parseNairobiTime, toNairobiIso } from './discount-rules';

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

describe('discount rules', () => {
  it('refuses in the shopper\'s words, in a fixed order', () => {
    expect(discountRefusal(terms({ isActive: false }), [basket], 0, now)).toBe('This code is not valid.');
    expect(discountRefusal(terms({ startsAt: new Date('2026-12-01T06:00:00Z') }), [basket], 0, now)).toBe('This code is not valid yet: it starts on 1 Dec 2026, 09:00.');
    expect(discountRefusal(terms({ endsAt: new Date('2026-11-26T11:59:59Z') }), [basket], 0, now)).toBe('This code has expired.');
    expect(discountRefusal(terms({ usageLimit: 3, timesUsed: 3 }), [basket], 0, now)).toBe('This code has been used up.');
    expect(discountRefusal(terms({ perCustomerLimit: 1 }), [basket], 1, now)).toBe('You have already used this code.');
    expect(discountRefusal(terms({ categoryIds: [20] }), [basket], 0, now)).toBe('This code is not for the goods in your cart.');
    expect(discountRefusal(terms({ minGoodsTotal: 3000_00 }), [basket], 0, now)).toBe('This code needs at least KSh 3,000 of goods.');
    expect(discountRefusal(terms({ minGoodsTotal: 2400_00, usageLimit: 3, timesUsed: 2, perCustomerLimit: 2 }), [basket], 1, now)).toBeNull();
  });

  it('discounts only the eligible lines and never more than them; free delivery is the fee', () => {
    expect(discountCents(terms(), [basket, wallet], 500_00)).toBe(320_00);
    expect(discountCents(terms({ productIds: [2] }), [basket, wallet], 0)).toBe(80_00);
    expect(discountCents(terms({ categoryIds: [10], value: 15 }), [basket, wallet], 0)).toBe(360_00);
    expect(discountCents(terms({ type: 'fixed', value: 5000_00 }), [basket, wallet], 500_00)).toBe(3200_00);
    expect(discountCents(terms({ type: 'fixed', value: 5000_00, productIds: [2] }), [basket, wallet], 500_00)).toBe(800_00);
    expect(discountCents(terms({ type: 'free_delivery' }), [basket], 150_00)).toBe(150_00);
    expect(discountCents(terms({ type: 'percent', value: 33 }), [{ productId: 1, categoryId: null, unitPrice: 1_01, quantity: 1 }], 0)).toBe(33);
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
