import { newsletterLeaveEmail, newsletterLeaveToken, newsletterLeaveUrl } from './newsletter-leave';

describe('newsletter leave links', () => {
  const secret = 'a-secret-of-16-chars';

  it('answers the address a token was made for', () => {
    const token = newsletterLeaveToken('amani@example.com', secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(newsletterLeaveEmail(token, secret)).toBe('amani@example.com');
    expect(newsletterLeaveUrl('https://shop.example', 'amani@example.com', secret)).toBe(`https://shop.example/newsletter/unsubscribe?token=${token}`);
  });

  it('refuses a token made with another secret, for another address, or mangled', () => {
    const token = newsletterLeaveToken('amani@example.com', secret);
    const [, mac] = token.split('.');
    expect(newsletterLeaveEmail(newsletterLeaveToken('amani@example.com', 'another-secret-16ch'), secret)).toBeNull();
    expect(newsletterLeaveEmail(`${Buffer.from('baraka@example.com').toString('base64url')}.${mac}`, secret)).toBeNull();
    for (const bad of ['', '.', token.slice(0, -1), `${token}.x`, 'no-dot']) expect(newsletterLeaveEmail(bad, secret)).toBeNull();
  });
});
