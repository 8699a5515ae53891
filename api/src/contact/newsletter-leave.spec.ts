import { newsletterLeaveSubscription, newsletterLeaveToken, newsletterLeaveUrl, subscriberOfWelcome, welcomeEventKey } from './newsletter-leave';

describe('newsletter leave links', () => {
  const secret = 'a-secret-of-16-chars';
  const amani = { id: 12, email: 'amani@example.com' };

  it('answers the subscription a token was made for', () => {
    const token = newsletterLeaveToken(amani, secret);
    expect(token).toMatch(/^[\w-]+\.12\.[\w-]{43}$/);
    expect(newsletterLeaveSubscription(token, secret)).toEqual(amani);
    expect(newsletterLeaveUrl('https://shop.example', amani, secret)).toBe(`https://shop.example/newsletter/unsubscribe?token=${token}`);
  });

  it('refuses a token made with another secret, for another address or subscription, or mangled', () => {
    const token = newsletterLeaveToken(amani, secret);
    const [email, , mac] = token.split('.');
    expect(newsletterLeaveSubscription(newsletterLeaveToken(amani, 'another-secret-16ch'), secret)).toBeNull();
    expect(newsletterLeaveSubscription(`${Buffer.from('baraka@example.com').toString('base64url')}.12.${mac}`, secret)).toBeNull();
    expect(newsletterLeaveSubscription(`${email}.13.${mac}`, secret)).toBeNull();
    for (const bad of ['', '.', '..', token.slice(0, -1), `${token}.x`, `${email}.${mac}`, `${email}.012.${mac}`, 'no-dot']) expect(newsletterLeaveSubscription(bad, secret)).toBeNull();
  });

  it("names a welcome e-mail's subscription in its outbox key", () => {
    expect(subscriberOfWelcome(welcomeEventKey(12))).toBe(12);
    expect(subscriberOfWelcome('order/12/paid')).toBeNull();
  });
});
