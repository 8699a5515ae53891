import { orderIdFromReference, orderReference } from './reference';

describe('order references', () => {
  it('pads the id to six digits and reads it back', () => {
    expect(orderReference(123)).toBe('KC-000123');
    expect(orderReference(1234567)).toBe('KC-1234567');
    expect(orderIdFromReference('KC-000123')).toBe(123);
    expect(orderIdFromReference('kc-000123')).toBe(123);
  });

  it('refuses anything else', () => {
    expect(orderIdFromReference('123')).toBeNull();
    expect(orderIdFromReference('KC-000000')).toBeNull();
    expect(orderIdFromReference('KC-12a')).toBeNull();
  });
});
