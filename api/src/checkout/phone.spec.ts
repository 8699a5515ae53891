import { normaliseKenyanMobile } from './phone';

describe('normaliseKenyanMobile', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['+254 112-345-678', '254112345678'],
  ])('accepts %s', (input, expected) => expect(normaliseKenyanMobile(input)).toBe(expected));

  it.each(['', '071234567', '07123456789', '0212345678', '+255712345678', '0812345678', 'phone'])('refuses %s', (input) =>
    expect(normaliseKenyanMobile(input)).toBeNull(),
  );
});
