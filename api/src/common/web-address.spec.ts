import { containsWebAddress, withoutWebAddresses } from './web-address';

describe('web addresses in names and addresses (issue 28)', () => {
  it('finds a scheme, www., or a dotted word with a known top-level domain or a path', () => {
    for (const text of ['http://evil.example', 'HTTPS://x', 'see www.evil', 'evil.example/phish', 'bit.ly/x', 'bit.ly', 'Pay at paypal.com now', 'mpesa-refund.co.ke', 'x@evil.com'])
      expect([text, containsWebAddress(text)]).toEqual([text, true]);
  });

  it('leaves names and Kenyan addresses as people write them', () => {
    for (const text of ['Wanjiku Kamau', "J.R. O'Neil-Kamau", 'P.O. Box 12-00100, Nairobi', 'Moi Ave./Tom Mboya St., Hse No.4', 'Kilimani, Argwings Kodhek Rd, Apt 4B', 'Mary.Ann Otieno', 'Plot 5 Ngong Rd. Karen'])
      expect([text, containsWebAddress(text)]).toEqual([text, false]);
  });

  it('drops the words that read as web addresses', () => {
    expect(withoutWebAddresses('http://evil.example/phish  Wanjiku Kamau')).toBe('Wanjiku Kamau');
    expect(withoutWebAddresses('bit.ly/x')).toBe('');
  });

  it('leaves a text longer than any field it guards to the length rule, unscanned', () => {
    expect(containsWebAddress(`${'a'.repeat(100_000)} evil.com`)).toBe(false);
  });
});
