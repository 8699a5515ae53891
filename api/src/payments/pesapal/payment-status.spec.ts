import { paymentStatusOf, resultPath } from './payment-status';

describe('payment status', () => {
  it('maps Pesapal status codes, anything else being "ask again later"', () => {
    expect([0, 1, 2, 3, 7].map(paymentStatusOf)).toEqual(['PENDING', 'COMPLETED', 'FAILED', 'REVERSED', 'PENDING']);
  });

  it('sends the browser to the matching result page', () => {
    expect(resultPath('COMPLETED', 'KC-000001', 'abc')).toBe('/order-success?ref=KC-000001&tracking_id=abc');
    expect(resultPath('PENDING', 'KC-000001', 'abc')).toBe('/order-success?ref=KC-000001&tracking_id=abc&pending=1');
    expect(resultPath('FAILED', 'KC-000001', 'abc')).toBe('/order-failed?ref=KC-000001&tracking_id=abc');
    expect(resultPath('REVERSED', 'KC-000001', 'a b')).toBe('/order-failed?ref=KC-000001&tracking_id=a+b');
  });
});
