import { describe, expect, it } from 'vitest';
import { countdownText, failureText, localPhone } from './mpesa';

describe('M-Pesa words', () => {
  it('writes a Kenyan mobile number as a shopper does, whatever form it came in', () => {
    for (const phone of ['254712345678', '+254712345678', '+254 712-345-678', '0712345678']) expect(localPhone(phone)).toBe('0712 345 678');
    expect(localPhone('254112345678')).toBe('0112 345 678');
    // Not a Kenyan mobile: left as the shopper gave it.
    expect(localPhone('020 222 3333')).toBe('020 222 3333');
  });

  it('names the results a shopper meets, and gives any other its code', () => {
    expect(failureText({ result_code: 1032 }).key).toBe('mpesa.failed.cancelled');
    expect(failureText({ result_code: 9999 })).toEqual({ key: 'mpesa.failed.other', values: { code: 9999 } });
    expect(failureText({ result_code: null }).key).toBe('mpesa.failed.notSent');
  });

  it('counts down in minutes and seconds', () => {
    expect(countdownText(60)).toBe('1:00');
    expect(countdownText(5)).toBe('0:05');
  });
});
