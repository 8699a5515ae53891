import { DataSource, IsNull } from 'typeorm';
import { hashResetToken } from '../src/auth/password-reset';
import { PasswordResetToken } from '../src/auth/password-reset-token.entity';
import { auth } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { startListeningApp } from './orders-fixtures';

jest.setTimeout(60_000);

const REQUESTED = '{"detail":"If an account matches, we have sent a reset link to its e-mail (and a code to its phone)."}';
const LINK_DEAD = { token: ['This reset link has expired or was already used. Ask for a new one.'] };
const CODE_WRONG = { code: ['This code is wrong, has expired or was already used. Check the SMS or ask for a new one.'] };

/** Password reset by e-mailed link and SMS code, against a real SMTP server and the Africa's Talking stand-in. */
describe('password reset', () => {
  let t: TestApp & { baseUrl: string };
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let oldSession: string;
  const EMAIL = 'wanjiru.reset@example.com';
  const PHONE = '+254712345678';
  let password = 'Kikoy-2024-reset';

  const ask = (login: string) => t.http.post('/api/auth/password-reset/').send({ login }).expect(202);
  const confirm = (body: Record<string, unknown>) => t.http.post('/api/auth/password-reset/confirm/').send(body);
  const logIn = (pass: string) => t.http.post('/api/auth/login/').send({ username: 'wanjiru', password: pass });
  /** The token of the link in the account's `n`th reset e-mail (1-based), once it has arrived. */
  const linkToken = async (n: number): Promise<string> => {
    await eventually(async () => mail.to(EMAIL).length >= n, 20_000);
    const text = mail.to(EMAIL)[n - 1].text ?? '';
    const match = new RegExp(`${t.baseUrl}/account/reset-password\\?token=([\\w-]{43})\\b`).exec(text);
    expect(match).not.toBeNull();
    return match![1];
  };
  /** The code in the `n`th reset SMS to the account's phone. */
  const smsCode = async (n: number): Promise<string> => {
    await eventually(async () => at.to(PHONE).length >= n, 20_000);
    return /code is (\d{6})\b/.exec(at.to(PHONE)[n - 1].message)![1];
  };
  const resetRows = () => t.app.get(DataSource).getRepository(PasswordResetToken);

  beforeAll(async () => {
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    t = await startListeningApp({ AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, SMTP_URL: mail.url, NOTIFY_SWEEP_SECONDS: '1' });
    await t.http.post('/api/auth/register/').send({ username: 'wanjiru', email: EMAIL, first_name: 'Wanjiru', password }).expect(201);
    oldSession = (await logIn(password).expect(200)).body.token;
    await t.http.put('/api/auth/update-profile/').set(auth(oldSession)).send({ phone: '0712 345 678' }).expect(200);
  });

  afterAll(async () => {
    await t.close();
    await at.stop();
    await mail.stop();
  });

  it('e-mails a link that sets a new password once, logs in, and ends every older session', async () => {
    const res = await ask('Wanjiru.Reset@Example.com ');
    expect(res.text).toBe(REQUESTED);
    const token = await linkToken(1);
    expect(mail.to(EMAIL)[0].subject).toBe('Reset your Kenyan Crafts password');
    expect(mail.to(EMAIL)[0].text).toContain('Hello Wanjiru');
    // Only hashes are kept.
    expect(JSON.stringify(await resetRows().find())).not.toContain(token);

    const weak = await confirm({ token, password: 'wanjiru.reset@example.com' }).expect(400);
    expect(Object.keys(weak.body)).toEqual(['password']);

    password = 'Mkeka-wa-Mvita-88';
    const done = await confirm({ token, password }).expect(200);
    expect(done.body.user).toMatchObject({ username: 'wanjiru', email: EMAIL });
    await t.http.get('/api/auth/current-user/').set(auth(done.body.token)).expect(200);
    await t.http.get('/api/auth/current-user/').set(auth(oldSession)).expect(401);
    await logIn('Kikoy-2024-reset').expect(401);
    await logIn(password).expect(200);

    expect((await confirm({ token, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(LINK_DEAD);
    expect((await confirm({ token: 'not-a-token-at-all', password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(LINK_DEAD);
  });

  it('ends an earlier link when asked again, and refuses a link past its hour', async () => {
    await ask('wanjiru');
    const first = await linkToken(2);
    await ask(EMAIL);
    const second = await linkToken(3);
    expect((await confirm({ token: first, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(LINK_DEAD);

    await resetRows().update({ tokenHash: hashResetToken(second) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm({ token: second, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(LINK_DEAD);
    await logIn(password).expect(200);
  });

  it('answers an unknown e-mail or phone byte for byte the same, and sends nothing', async () => {
    const mailsBefore = mail.mails.length;
    const smsBefore = at.calls;
    for (const login of ['nobody@example.com', '0799 999 999', 'no-such-user']) expect((await ask(login)).text).toBe(REQUESTED);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.mails.length).toBe(mailsBefore);
    expect(at.calls).toBe(smsBefore);
    // The decoys leave no usable row and no outbox message.
    expect(await resetRows().countBy({ userId: IsNull() })).toBeGreaterThan(0);
    const staff = await t.tokenFor('staff');
    const outbox = (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ event: 'password_reset' }))}`).set(auth(staff)).expect(200)).body as { recipient: string }[];
    expect(new Set(outbox.map((row) => row.recipient))).toEqual(new Set([EMAIL, PHONE]));
  });

  it('takes the SMS code with the phone in any spelling, and kills the reset after five wrong codes', async () => {
    await ask('+254 712-345-678');
    const code = await smsCode(4);
    expect(at.to(PHONE)[3].message).toMatch(/^Kenyan Crafts: your password reset code is \d{6}\. It works once, for 60 minutes\./);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm({ login: '0712345678', code: wrong, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(CODE_WRONG);
    expect((await confirm({ login: '0712345678', code, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(CODE_WRONG);
    // The reset's link died with it.
    const token = await linkToken(4);
    expect((await confirm({ token, password: 'Another-Kiondo-77' }).expect(400)).body).toEqual(LINK_DEAD);

    await ask('254712345678');
    const fresh = await smsCode(5);
    await confirm({ login: '0712345678', code: wrong === fresh ? '123456' : wrong, password: 'Another-Kiondo-77' }).expect(400);
    const done = await confirm({ login: '0712 345 678', code: fresh, password: 'Another-Kiondo-77' }).expect(200);
    expect(done.body.user.username).toBe('wanjiru');
    await logIn('Another-Kiondo-77').expect(200);
    expect((await confirm({ login: '0712 345 678', code: fresh, password: 'Another-Kiondo-78' }).expect(400)).body).toEqual(CODE_WRONG);
  });

  it('refuses malformed confirmations with field errors', async () => {
    const missing = (await confirm({ password: 'Another-Kiondo-77' }).expect(400)).body;
    expect(missing.login).toEqual(expect.arrayContaining(['This field is required.']));
    expect(missing.code).toEqual(expect.arrayContaining(['Enter the 6-digit code from the SMS.']));
    expect((await confirm({ login: 'wanjiru', code: '12345', password: 'Another-Kiondo-77' }).expect(400)).body).toEqual({ code: ['Enter the 6-digit code from the SMS.'] });
    expect((await t.http.post('/api/auth/password-reset/').send({}).expect(400)).body.login).toEqual(expect.arrayContaining(['This field is required.']));
    expect((await confirm({ token: '', password: 'Another-Kiondo-77' }).expect(400)).body).toEqual({ token: ['This field is required.'] });
  });
});

describe('password reset rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_THROTTLE_LIMIT: '3', LOGIN_ADDRESS_THROTTLE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('counts requests per login (a phone in any spelling is one login) and per client address', async () => {
    for (const login of ['0712 345 678', '+254712345678', '254 712 345 678']) await t.http.post('/api/auth/password-reset/').send({ login }).expect(202);
    const blocked = await t.http.post('/api/auth/password-reset/').send({ login: '0712-345-678' }).expect(429);
    expect(blocked.body).toEqual({ detail: 'Too many reset requests. Please wait a minute and try again.' });
    // Other logins from the same address run into the address's own limit.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.http.post('/api/auth/password-reset/').send({ login: `someone-${i}@example.com` })).status);
    expect(statuses[0]).toBe(202);
    expect(statuses[2]).toBe(429);
  });
});

describe('password reset rate limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_THROTTLE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it("counts an account's username, e-mail and phone as one login", async () => {
    await t.http.post('/api/auth/register/').send({ username: 'akinyi', email: 'akinyi@example.com', password: 'Sisal-Basket-2024' }).expect(201);
    const session = (await t.http.post('/api/auth/login/').send({ username: 'akinyi', password: 'Sisal-Basket-2024' }).expect(200)).body.token;
    await t.http.put('/api/auth/update-profile/').set(auth(session)).send({ phone: '0722 111 222' }).expect(200);
    const ask = (login: string) => t.http.post('/api/auth/password-reset/').send({ login });
    for (const login of ['akinyi', 'Akinyi@Example.com', '+254722111222']) await ask(login).expect(202);
    await ask('akinyi').expect(429);
  });
});
