import { describe, expect, it } from 'vitest';
import { kenyanPhone, phoneText } from './phone';

describe('phones', () => {
  it.each(['0712345678', '0712 345 678', '254712345678', '+254712345678', '+254-712-345-678'])('writes %s as +254 712 345 678, dialled +254712345678', (typed) => {
    expect(kenyanPhone(typed)).toEqual({ shown: '+254 712 345 678', dial: '+254712345678' });
  });

  it('writes Airtel and Telkom numbers (07…, 01…) the same way', () => {
    expect(phoneText('0110 123456')).toBe('+254 110 123 456');
  });

  it('shows anything that is no Kenyan mobile as typed', () => {
    expect(kenyanPhone('020 222 3333')).toBeNull();
    expect(phoneText('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneText(null)).toBe('');
  });
});
