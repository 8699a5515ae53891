import { combineLines, mergedQuantity, stockProblem, totalCents } from './cart-rules';

describe('cart rules', () => {
  it('allows up to the stock and names the variant and what is left beyond it', () => {
    expect(stockProblem('Kiondo Basket - Red', 3, 3)).toBeNull();
    expect(stockProblem('Kiondo Basket - Red', 3, 4)).toBe('Only 3 left of Kiondo Basket - Red.');
    expect(stockProblem('Kiondo Basket - Red', 3, 5, 2)).toBe('Only 3 left of Kiondo Basket - Red. You already have 2 in your cart.');
    expect(stockProblem('Kiondo Basket - Red', 0, 1)).toBe('Kiondo Basket - Red is out of stock.');
  });

  it('adds merged quantities and caps them at the stock', () => {
    expect(mergedQuantity(0, 2, 5)).toBe(2);
    expect(mergedQuantity(2, 2, 5)).toBe(4);
    expect(mergedQuantity(4, 3, 5)).toBe(5);
  });

  it('treats a variant listed twice as one line', () => {
    expect([...combineLines([{ variantId: 1, quantity: 1 }, { variantId: 2, quantity: 1 }, { variantId: 1, quantity: 2 }])]).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('totals in integer cents', () => {
    expect(totalCents([{ unitCents: 10, quantity: 3 }, { unitCents: 20, quantity: 1 }])).toBe(50);
    expect(totalCents([])).toBe(0);
  });
});
