import { describe, expect, it } from 'vitest';
import type { InventoryLog } from '@shop/api-client';
import { parseStockEdit, recentLogs, signedQuantity } from './logText';

const log = (id: number, created_at: string): InventoryLog => ({
  id,
  change_type: 'adjustment',
  quantity: 1,
  balance_after: id,
  comment: '',
  old_price: null,
  new_price: null,
  user_id: null,
  created_at,
});

describe('inventory log text', () => {
  it('signs non-zero quantities', () => {
    expect(signedQuantity(5)).toBe('+5');
    expect(signedQuantity(-3)).toBe('-3');
    expect(signedQuantity(0)).toBe('0');
  });

  it('keeps the latest five logs, newest first', () => {
    const logs = [1, 2, 3, 4, 5, 6, 7].map(id => log(id, `2025-03-0${id}T10:00:00Z`));
    expect(recentLogs(logs).map(entry => entry.id)).toEqual([7, 6, 5, 4, 3]);
  });
});

describe('parseStockEdit', () => {
  it('accepts whole stock of 0 or more and a whole price above 0', () => {
    expect(parseStockEdit('0', '1500')).toEqual({ stock: 0, price: 1500 });
    expect(parseStockEdit('12', '99')).toEqual({ stock: 12, price: 99 });
  });

  it('refuses negative or fractional stock, non-positive prices and cents', () => {
    expect(parseStockEdit('3', '99.5')).toBe('Price must be whole KSh (no cents)');
    expect(parseStockEdit('-1', '100')).toMatch(/Stock/);
    expect(parseStockEdit('1.5', '100')).toMatch(/Stock/);
    expect(parseStockEdit('', '100')).toMatch(/Stock/);
    expect(parseStockEdit('3', '0')).toMatch(/Price/);
    expect(parseStockEdit('3', 'abc')).toMatch(/Price/);
  });
});
