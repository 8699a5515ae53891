import { describe, expect, it } from 'vitest';
import { formatKsh, lineTotal, sumAmounts } from './money';

describe('money', () => {
  it('formats KSh', () => {
    expect(formatKsh(1250)).toBe('KSh 1,250');
    expect(formatKsh(99.5)).toBe('KSh 99.50');
    expect(formatKsh(0)).toBe('KSh 0');
  });
  it('writes the digits as Intl does in both of the shop\'s languages', () => {
    for (const locale of ['en-KE', 'sw-KE']) {
      const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of [0, 7, 999, 1000, 1250, 99.5, 1234.05, 1234567.89, 10000000, -200, -1234.5]) {
        expect(formatKsh(amount)).toBe(`KSh ${(Number.isInteger(amount) ? whole : cents).format(amount)}`);
      }
    }
  });
  it('adds without float drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
  });
});
