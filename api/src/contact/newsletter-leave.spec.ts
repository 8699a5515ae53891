import { createHmac } from 'node:crypto';
import { newsletterLeaveSubscription, newsletterLeaveToken, newsletterLeaveUrl, oneClickLeaveUrl, subscriberOfWelcome, welcomeEventKey } from './newsletter-leave';

describe('newsletter leave links', () => {
  const secret = 'a-secret-of-16-chars';
  const amani = { id: 12, email: 'amani@example.com' };
  /** A link as issue 28 wrote them (address in base64, signed with the id): e-mails sent then still carry them. */
  const oldToken = ({ id, email }: typeof amani) =>
    `${Buffer.from(email).toString('base64url')}.${id}.${createHmac('sha256', secret).update(`newsletter-leave:${id}:${email}`).digest('base64url')}`;

  it('answers the subscription a token was made for, and the token does not carry the address', () => {
    const token = newsletterLeaveToken(amani, secret);
    expect(token).toMatch(/^12\.[\w-]{43}$/);
    expect(newsletterLeaveSubscription(token, secret)).toBe(12);
    expect(newsletterLeaveUrl('https://shop.example', amani, secret)).toBe(`https://shop.example/newsletter/unsubscribe?token=${token}`);
    expect(oneClickLeaveUrl('https://shop.example', amani, secret)).toBe(`https://shop.example/api/newsletter/unsubscribe/one-click?token=${token}`);
  });

  it('still answers the links of e-mails sent before (address and id signed together)', () => {
    expect(newsletterLeaveSubscription(oldToken(amani), secret)).toBe(12);
    const [, , mac] = oldToken(amani).split('.');
    expect(newsletterLeaveSubscription(`${Buffer.from('baraka@example.com').toString('base64url')}.12.${mac}`, secret)).toBeNull();
  });

  it('refuses a token made with another secret, for another subscription, or mangled', () => {
    const token = newsletterLeaveToken(amani, secret);
    const [, mac] = token.split('.');
    expect(newsletterLeaveSubscription(newsletterLeaveToken(amani, 'another-secret-16ch'), secret)).toBeNull();
    expect(newsletterLeaveSubscription(`13.${mac}`, secret)).toBeNull();
    for (const bad of ['', '.', '..', token.slice(0, -1), `${token}.x`, `x.${token}`, `012.${mac}`, `12.`, 'no-dot']) expect(newsletterLeaveSubscription(bad, secret)).toBeNull();
  });

  it("names a welcome e-mail's subscription in its outbox key", () => {
    expect(subscriberOfWelcome(welcomeEventKey(12))).toBe(12);
    expect(subscriberOfWelcome('order/12/paid')).toBeNull();
  });
});
