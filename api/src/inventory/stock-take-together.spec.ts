import { clearOfLowStockAlert } from './stock-take-together';

describe('clearOfLowStockAlert: a take that may go out with COMMIT', () => {
  const clear = (stock: number, quantity: number, threshold = 5) => clearOfLowStockAlert({ stock, quantity, threshold });

  it('goes with COMMIT when the stock read stays 25 units or more above the threshold after the take', () => {
    expect(clear(31, 1)).toBe(true);
    expect(clear(32, 2)).toBe(true);
    expect(clear(500, 1)).toBe(true);
  });

  it('goes the ordinary way when the take comes within 25 units of the threshold, or meets it', () => {
    expect(clear(30, 1)).toBe(false);
    expect(clear(31, 2)).toBe(false);
    expect(clear(6, 1)).toBe(false);
    expect(clear(5, 1)).toBe(false);
  });

  it('goes with COMMIT when the stock was read below the threshold already, or the threshold is 0', () => {
    expect(clear(4, 1)).toBe(true);
    expect(clear(1, 1)).toBe(true);
    expect(clear(3, 2, 0)).toBe(true);
  });
});
