import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { checkoutBody, shopWithStock, startListeningApp } from './orders-fixtures';

jest.setTimeout(60_000);

/** Issue 21: the API's refusals by Accept-Language, and each customer's messages in their account's language. */
describe('Kiswahili', () => {
  let t: TestApp & { baseUrl: string };
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let staff: string;
  let red: number;
  const OWNER = 'owner@kenyancrafts.test';

  /** Registers over HTTP (the account's language comes from the request when the body has none) and logs in. */
  const signUp = async (username: string, language?: string) => {
    const account = { username, email: `${username}@example.com`, password: 'Kikapu-cha-Wanjiku-2026' };
    await t.http.post('/api/auth/register/').set(language ? { 'Accept-Language': language } : {}).send(account).expect(201);
    const { token, user } = (await t.http.post('/api/auth/login/').send({ username, password: account.password }).expect(200)).body;
    return { token: token as string, language: user.language as string };
  };

  beforeAll(async () => {
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    t = await startListeningApp({ AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, SMTP_URL: mail.url, STAFF_EMAILS: OWNER, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(async () => {
    await t.close();
    await at.stop();
    await mail.stop();
  });

  it('answers a refused checkout in Kiswahili with Accept-Language: sw, in English otherwise, with the same field keys', async () => {
    const customer = await t.tokenFor('customer');
    const checkout = (language: string | null, body: Record<string, unknown>) =>
      t.http.post('/api/checkout/').set(auth(customer)).set(language ? { 'Accept-Language': language } : {}).send(checkoutBody(body));

    expect((await checkout('sw', {}).expect(400)).body).toEqual({ detail: 'Samahani, kikapu chako hakina kitu.' });
    expect((await checkout('sw-KE,sw;q=0.9,en;q=0.8', {}).expect(400)).body).toEqual({ detail: 'Samahani, kikapu chako hakina kitu.' });
    expect((await checkout('en', {}).expect(400)).body).toEqual({ detail: 'Your cart is empty.' });
    expect((await checkout(null, {}).expect(400)).body).toEqual({ detail: 'Your cart is empty.' });
    expect((await checkout('sw', { client_phone: '', delivery_county: 'Mombasa' }).expect(400)).body).toEqual({
      client_phone: ['Tafadhali weka namba yako ya simu.'],
      delivery_county: ['Tafadhali chagua kaunti yako kutoka kwenye orodha.'],
    });
    expect((await checkout('sw', { delivery_town: '', delivery_address: ' ' }).expect(400)).body).toEqual({
      delivery_town: ['Tafadhali weka mji au eneo lako.'],
      delivery_address: ['Tafadhali weka anwani yako ya usafirishaji.'],
    });
    expect((await checkout('sw', { delivery_method: 'courier', delivery_county: 'KE-30' }).expect(400)).body).toEqual({
      delivery_method: ['Courier (nje ya Nairobi) haipatikani Nairobi City: chagua njia nyingine ya usafirishaji.'],
    });

    // A value inside the message (the product, what is left) is carried into the Kiswahili.
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: red, quantity: 25 }).set('Accept-Language', 'sw').expect(409)
      .expect({ detail: 'Samahani, zimebaki 20 tu za Kiondo Basket - Red.' });
    // The shop's words in a successful answer too: a guest line the merge could not keep.
    const merged = await t.http.post('/api/cart/merge/').set(auth(customer)).set('Accept-Language', 'sw').send({ items: [{ variant_id: 999_999, quantity: 1 }] }).expect(200);
    expect(merged.body.skipped).toEqual([{ variant_id: 999_999, reason: 'unavailable', detail: 'Samahani, bidhaa moja kwenye kikapu chako haipatikani tena.' }]);
  });

  it('keeps the account language: from the registering visit, shown in the profile, changed only to en or sw', async () => {
    const swahili = await signUp('amani', 'sw');
    expect(swahili.language).toBe('sw');
    expect((await signUp('baraka')).language).toBe('en');

    expect((await t.http.get('/api/auth/current-user/').set(auth(swahili.token)).expect(200)).body.language).toBe('sw');
    const refused = await t.http.patch('/api/auth/profile/update/').set(auth(swahili.token)).set('Accept-Language', 'sw').send({ language: 'fr' }).expect(400);
    expect(refused.body).toEqual({ language: ['Chagua Kiingereza (en) au Kiswahili (sw).'] });
    await t.http.patch('/api/auth/profile/update/').set(auth(swahili.token)).send({ language: 'en' }).expect(200);
    expect((await t.http.get('/api/auth/profile/').set(auth(swahili.token)).expect(200)).body.language).toBe('en');
    expect((await t.http.put('/api/auth/update-profile/').set(auth(swahili.token)).send({ language: 'sw' }).expect(200)).body.language).toBe('sw');
  });

  it("sends the paid SMS and e-mail in the account's language whatever the checkout request says; staff read English", async () => {
    const { token } = await signUp('neema', 'sw');
    await t.http.post('/api/cart/add/').set(auth(token)).send({ variant_id: red, quantity: 2 }).expect(200);
    const order = (await t.http.post('/api/checkout/').set(auth(token)).set('Accept-Language', 'en').send(checkoutBody({ client_phone: '0733 111 222', client_email: 'neema@example.com' })).expect(201)).body;
    expect(order.language).toBe('sw');
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'paid', note: 'M-Pesa at the shop' }).expect(200);

    await eventually(async () => at.to('+254733111222').length > 0 && mail.to('neema@example.com').length > 0 && mail.to(OWNER).length > 0, 20_000);
    const [sms] = at.to('+254733111222');
    expect(sms.message).toBe(
      `Kenyan Crafts: Asante! Tumepokea KSh 2,900 za agizo ${order.reference}. Fuatilia: ${t.baseUrl}/sw/track?ref=${order.reference}`,
    );
    const [email] = mail.to('neema@example.com');
    expect(email.subject).toBe(`Agizo ${order.reference}: malipo yamepokelewa`);
    for (const line of ['2 x Kiondo Basket - Red (KSh 1,200 kila moja): KSh 2,400', 'Usafirishaji: KSh 500', 'Jumla: KSh 2,900', 'Usafirishaji: Boda (Nairobi)']) expect(email.text).toContain(line);
    expect(email.html).toContain('<html lang="sw">');
    expect(mail.to(OWNER).map((message) => message.subject)).toEqual([`Paid: order ${order.reference}, KSh 2,900`]);
    // Back from Pesapal, the shopper lands on the Kiswahili result page.
    const back = await t.http.get(`/api/payments/pesapal/callback/?OrderTrackingId=nope&OrderMerchantReference=${order.reference}`).expect(302);
    expect(back.headers.location).toMatch(new RegExp(`^/sw/order-failed\\?ref=${order.reference}&`));
  });

  it("says the account routes' details in Kiswahili: signing up, changing the password, logging out", async () => {
    const account = { username: 'tumaini', email: 'tumaini@example.com', password: 'Kikapu-cha-Tumaini-2026' };
    const signedUp = await t.http.post('/api/auth/register/').set('Accept-Language', 'sw').send(account).expect(201);
    expect(signedUp.body.detail).not.toMatch(/^Thank you/);
    const { token } = (await t.http.post('/api/auth/login/').send({ username: 'tumaini', password: account.password }).expect(200)).body as { token: string };
    const changed = await t.http.post('/api/auth/change-password/').set(auth(token)).set('Accept-Language', 'sw').send({ current_password: account.password, password: 'Kikapu-kipya-cha-Tumaini-2026' }).expect(200);
    expect(changed.body.detail).toBe('Nenosiri lako limebadilishwa.');
    const loggedOut = await t.http.post('/api/auth/logout/').set(auth(changed.body.token as string)).set('Accept-Language', 'sw').expect(200);
    expect(loggedOut.body.detail).toBe('Umetoka kwenye akaunti yako.');
  });

  it("sends a password reset in the account's language, and the newsletter welcome in the subscribing visit's", async () => {
    await signUp('zawadi', 'sw');
    const answer = await t.http.post('/api/auth/password-reset/').set('Accept-Language', 'sw').send({ login: 'zawadi@example.com' }).expect(202);
    expect(answer.body.detail).toMatch(/^Ikiwa akaunti inalingana/);
    await t.http.post('/api/newsletter/').set('Accept-Language', 'sw').send({ email: 'subira@example.com' }).expect(201);
    await eventually(async () => mail.to('zawadi@example.com').length > 0 && mail.to('subira@example.com').length > 0, 20_000);
    expect(mail.to('zawadi@example.com')[0].subject).toBe('Badilisha nenosiri lako la Kenyan Crafts');
    expect(mail.to('subira@example.com')[0].subject).toBe('Karibu kwenye jarida la Kenyan Crafts');
    // Their links open the Kiswahili pages.
    expect(mail.to('zawadi@example.com')[0].text).toContain(`${t.baseUrl}/sw/account/reset-password?token=`);
    expect(mail.to('subira@example.com')[0].text).toContain(`${t.baseUrl}/sw/newsletter/unsubscribe?token=`);
  });

  it("lets staff edit and preview each customer template in both languages (staff's in English only)", async () => {
    const ids = (await t.http.get('/api/notification-templates/').set(auth(staff)).expect(200)).body.map((template: { id: string }) => template.id);
    expect(ids).toEqual(expect.arrayContaining(['order_paid.sms.en', 'order_paid.sms.sw', 'password_reset.email.sw', 'order_paid_staff.email.en']));
    expect(ids).not.toContain('order_paid_staff.email.sw');
    await t.http.get('/api/notification-templates/order_paid_staff.email.sw/').set(auth(staff)).expect(404);

    const body = '{{shop_name}}: tumepokea {{total}} kwa agizo {{reference}}. {{next_step}}';
    const preview = (await t.http.post('/api/notification-templates/order_paid.sms.sw/preview/').set(auth(staff)).send({ body }).expect(200)).body;
    expect(preview.text).toMatch(/^Kenyan Crafts: tumepokea KSh [\d,]+ kwa agizo KC-[0-9A-Z]{8}\. (Tutakuletea|Tutakutumia|Tutalipeleka|Tutalituma)/);
    expect(preview.sms).toMatchObject({ encoding: 'gsm', parts: 1 });
  });
});
