import { describe, expect, it } from 'vitest';
import { addGuestLine, loadGuestCart, removeGuestLine, saveGuestCart, setGuestQuantity } from './guestCart';

const item = { id: 11, variant_name: 'Kiondo - Red', unit_price: 2500, image: null, stock: 4 };

describe('guest cart', () => {
  it('adds, merges the same variant and keeps totals', () => {
    let lines = addGuestLine([], item, 1);
    lines = addGuestLine(lines, item, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, total_price: 7500 });
  });
  it('never goes below 1 nor above the stock', () => {
    const lines = addGuestLine([], item, 1);
    expect(setGuestQuantity(lines, 11, 0)[0].quantity).toBe(1);
    expect(setGuestQuantity(lines, 11, 99)[0]).toMatchObject({ quantity: 4, total_price: 10000 });
    expect(addGuestLine(lines, item, 10)[0].quantity).toBe(4);
  });
  it("is stored under 'guest-cart' and survives bad entries", () => {
    saveGuestCart(addGuestLine([], item, 2));
    expect(JSON.parse(window.localStorage.getItem('guest-cart') as string)[0]).toMatchObject({ id: 11, quantity: 2 });
    expect(loadGuestCart()).toHaveLength(1);
    window.localStorage.setItem('guest-cart', '{broken');
    expect(loadGuestCart()).toEqual([]);
    window.localStorage.setItem('guest-cart', JSON.stringify([{ id: 'x' }, { id: 5, quantity: 0 }]));
    expect(loadGuestCart()).toEqual([]);
  });
  it('removes a line', () => {
    expect(removeGuestLine(addGuestLine([], item, 1), 11)).toEqual([]);
  });
});
