import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { MailCatcher } from './message-stand-ins';
import { startListeningApp } from './orders-fixtures';

jest.setTimeout(60_000);

/** A subscriber is welcomed by e-mail with a signed leave link, and leaves through it without logging in. */
describe('newsletter leave link', () => {
  let t: TestApp & { baseUrl: string };
  let mail: MailCatcher;
  let staff: string;
  const EMAIL = 'amani@example.com';

  const leave = (token: unknown) => t.http.post('/api/newsletter/unsubscribe/').send({ token });
  const subscribers = async () => ((await t.http.get('/api/newsletter/').set(auth(staff)).expect(200)).body as { email: string }[]).map((row) => row.email);
  /** The token of the leave link in the `n`th welcome e-mail to EMAIL. */
  const welcomeToken = async (n: number): Promise<string> => {
    await eventually(async () => mail.to(EMAIL).filter((message) => message.subject?.startsWith('Karibu')).length >= n, 20_000);
    const welcome = mail.to(EMAIL).filter((message) => message.subject?.startsWith('Karibu'))[n - 1];
    const link = new RegExp(`${t.baseUrl}/newsletter/unsubscribe\\?token=([\\w.-]+)`).exec(welcome.text ?? '')!;
    expect(link).not.toBeNull();
    // The token names the subscription, not the address.
    expect(link[1]).not.toContain(Buffer.from(EMAIL).toString('base64url').slice(0, 8));
    // The headers as the mail program reads them (unfolded): its own unsubscribe button leaves in one click (RFC 8058).
    const header = (key: string) => welcome.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${t.baseUrl}/api/newsletter/unsubscribe/one-click?token=${link[1]}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    return link[1];
  };

  beforeAll(async () => {
    mail = await new MailCatcher().start();
    t = await startListeningApp({ SMTP_URL: mail.url, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
  });

  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('welcomes a subscriber with a link that leaves the list, once or twice alike, with no login, and never a later subscription', async () => {
    await t.http.post('/api/newsletter/').send({ email: 'Amani@Example.com' }).expect(201);
    const token = await welcomeToken(1);
    expect(mail.to(EMAIL)[0].subject).toBe('Karibu to the Kenyan Crafts newsletter');
    expect(await subscribers()).toContain(EMAIL);

    await leave(token).expect(204);
    expect(await subscribers()).not.toContain(EMAIL);
    await leave(token).expect(204);

    // Subscribing again is welcome again, with a link of its own: the old one no longer ends anything.
    await t.http.post('/api/newsletter/').send({ email: EMAIL }).expect(201);
    const again = await welcomeToken(2);
    expect(again).not.toBe(token);
    await leave(token).expect(204);
    expect(await subscribers()).toContain(EMAIL);
    await leave(again).expect(204);
    expect(await subscribers()).not.toContain(EMAIL);
  });

  it('refuses a link it did not sign: another address, a mangled signature, or none', async () => {
    await t.http.post('/api/newsletter/').send({ email: 'baraka@example.com' }).expect(201);
    await t.http.post('/api/newsletter/').send({ email: EMAIL }).expect(201);
    const [id, mac] = (await welcomeToken(3)).split('.');
    const invalid = { token: ['This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.'] };
    expect((await leave(`${Buffer.from('baraka@example.com').toString('base64url')}.${id}.${mac}`).expect(400)).body).toEqual(invalid);
    expect((await leave(`${id}.${mac.slice(1)}`).expect(400)).body).toEqual(invalid);
    expect((await leave(`${Number(id) - 1}.${mac}`).expect(400)).body).toEqual(invalid);
    expect((await t.http.post(`/api/newsletter/unsubscribe/one-click?token=${Number(id) - 1}.${mac}`).type('form').send('List-Unsubscribe=One-Click').expect(400)).body).toEqual(invalid);
    expect((await leave('no-dot-at-all').expect(400)).body).toEqual(invalid);
    expect((await leave('').expect(400)).body.token).toBeDefined();
    expect((await leave(42).expect(400)).body.token).toBeDefined();
    expect(await subscribers()).toEqual(expect.arrayContaining(['baraka@example.com', EMAIL]));
  });

  it("leaves in one click from the mail program's own button: a form POST to the List-Unsubscribe address, no login", async () => {
    await t.http.post('/api/newsletter/').send({ email: 'neema@example.com' }).expect(201);
    await eventually(async () => mail.to('neema@example.com').length > 0, 20_000);
    const [welcome] = mail.to('neema@example.com');
    const address = /<([^>]+)>/.exec(welcome.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ''))![1];
    const { pathname, search } = new URL(address);
    expect(await subscribers()).toContain('neema@example.com');
    // What a mail program sends (RFC 8058): the header's address, the form body, no cookie, no redirect followed.
    await t.http.post(`${pathname}${search}`).type('form').send('List-Unsubscribe=One-Click').expect(204);
    expect(await subscribers()).not.toContain('neema@example.com');
    // Opened in a browser, the same address shows the storefront's leave page.
    expect((await t.http.get(`${pathname}${search}`).expect(302)).headers.location).toBe(`/newsletter/unsubscribe${search}`);
  });

  it('leaves transactional messages alone: a password reset still reaches an address that left the newsletter', async () => {
    await leave(await welcomeToken(3)).expect(204);
    await t.http.post('/api/auth/register/').send({ username: 'amani', email: EMAIL, password: 'Kikoy-2024-amani' }).expect(201);
    await t.http.post('/api/auth/password-reset/').send({ login: EMAIL }).expect(202);
    await eventually(async () => mail.to(EMAIL).some((message) => message.subject === 'Reset your Kenyan Crafts password'), 20_000);
  });
});
