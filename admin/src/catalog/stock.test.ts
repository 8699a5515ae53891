import { describe, expect, it } from 'vitest';
import { inventoryStockBand, percentOf, productStockBand, summariseStock } from './stock';
import { formatKes, formatKsh } from './money';

describe('product page stock bands (0 out, 1-9 low, 10+ in)', () => {
  it.each([
    [0, 'out'],
    [1, 'low'],
    [9, 'low'],
    [10, 'in'],
    [250, 'in'],
  ] as const)('%i is %s', (stock, expected) => expect(productStockBand(stock)).toBe(expected));
});

describe('inventory stock bands (0 out, 1-4 low, 5+ in)', () => {
  it.each([
    [0, 'out'],
    [1, 'low'],
    [4, 'low'],
    [5, 'in'],
    [9, 'in'],
  ] as const)('%i is %s', (stock, expected) => expect(inventoryStockBand(stock)).toBe(expected));
});

describe('stock summary', () => {
  it('counts variants per band and rounds percentages of the variant count', () => {
    const summary = summariseStock([0, 3, 12, 40, 7, 0], productStockBand);
    expect(summary).toEqual({ variants: 6, in: 2, low: 2, out: 2 });
    expect(percentOf(summary.in, summary.variants)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('puts the same stock in different bands on the two screens', () => {
    expect(productStockBand(6)).toBe('low');
    expect(inventoryStockBand(6)).toBe('in');
  });
});

describe('money', () => {
  it('writes KSh with grouping and KES for logs', () => {
    expect(formatKsh(3000)).toBe('KSh 3,000');
    expect(formatKsh(1250.5)).toBe('KSh 1,250.5');
    expect(formatKes(200)).toBe('KES 200');
    expect(formatKsh(null)).toBe('-');
  });
});
