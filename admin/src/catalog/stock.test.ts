import { describe, expect, it } from 'vitest';
import { draftStockBand, percentOf, summariseStock } from './stock';
import { formatAmount, formatKsh, wholeKsh } from './money';

describe('the product form preview\'s band of an unsaved stock (0 out, 1-9 low, 10+ in)', () => {
  it.each([
    [0, 'out'],
    [1, 'low'],
    [9, 'low'],
    [10, 'in'],
    [250, 'in'],
  ] as const)('%i is %s', (stock, expected) => expect(draftStockBand(stock)).toBe(expected));
});

describe('stock summary', () => {
  it('counts variants per band and rounds percentages of the variant count', () => {
    const summary = summariseStock(['out', 'low', 'in', 'in', 'low', 'out']);
    expect(summary).toEqual({ variants: 6, in: 2, low: 2, out: 2 });
    expect(percentOf(summary.in, summary.variants)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('money', () => {
  it("is written one way, KSh, as the storefront does (Pesapal's KES included); another currency by its code", () => {
    expect(formatKsh(3000)).toBe('KSh 3,000');
    expect(formatKsh(1250.5)).toBe('KSh 1,250.50');
    expect(formatAmount(200, 'KES')).toBe('KSh 200');
    expect(formatAmount(25.5, 'USD')).toBe('USD 25.50');
    expect(formatKsh(null)).toBe('-');
  });

  it('is typed in whole KSh: an empty field is left to required()', () => {
    expect(wholeKsh(350, {}, {})).toBeUndefined();
    expect(wholeKsh('350', {}, {})).toBeUndefined();
    expect(wholeKsh('', {}, {})).toBeUndefined();
    expect(wholeKsh(350.5, {}, {})).toBe('Enter whole KSh (no cents)');
  });
});
