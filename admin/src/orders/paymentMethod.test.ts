import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './paymentMethod';

describe('payment methods', () => {
  it.each([
    ['MpesaKE', 'M-Pesa'],
    ['AirtelKE', 'Airtel Money'],
    ['Visa', 'Visa'],
    ['MasterCard', 'Mastercard'],
    ['Amex', 'American Express'],
  ])("reads Pesapal's %s as %s", (code, name) => expect(paymentMethodName(code)).toBe(name));

  it('keeps a code it does not know as Pesapal wrote it', () => {
    expect(paymentMethodName('NewWalletKE')).toBe('NewWalletKE');
    expect(paymentMethodName(null)).toBe('');
  });
});
