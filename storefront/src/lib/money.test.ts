import { describe, expect, it } from 'vitest';
import { formatKsh, lineTotal, sumAmounts } from './money';

describe('money', () => {
  it('formats KSh', () => {
    expect(formatKsh(1250)).toBe('KSh 1,250');
    expect(formatKsh(99.5)).toBe('KSh 99.50');
    expect(formatKsh(0)).toBe('KSh 0');
  });
  it('adds without float drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
  });
});
