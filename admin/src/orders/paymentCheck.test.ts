import { describe, expect, it } from 'vitest';
import { paymentCheck } from './paymentCheck';
import { anOrder } from './testOrder';

const paid = (amount: number | null, currency: string | null, total_price = 3500) =>
  paymentCheck(anOrder({ total_price, payment: { ...anOrder().payment!, amount, currency } }));

describe('expected against received', () => {
  it('agrees when Pesapal reports the order total in shillings', () => {
    expect(paid(3500, 'KES')).toEqual({ expected: 'KSh 3,500', received: 'KSh 3,500', difference: null });
  });

  it('says by how much a payment is short or over, to the cent', () => {
    expect(paid(3499, 'KES').difference).toBe('KSh 1 short of the order total.');
    expect(paid(3500.3, 'KES', 3500.1).difference).toBe('KSh 0.20 more than the order total.');
  });

  it('does not compare amounts in another currency', () => {
    expect(paid(25, 'USD')).toEqual({
      expected: 'KSh 3,500',
      received: 'USD 25',
      difference: 'Paid in USD, not KSh: the amounts cannot be compared.',
    });
  });

  it('has nothing received before Pesapal reports an amount', () => {
    expect(paid(null, null)).toEqual({ expected: 'KSh 3,500', received: null, difference: null });
    expect(paymentCheck(anOrder({ payment: null })).received).toBeNull();
  });
});
