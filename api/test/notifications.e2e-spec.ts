import { DataSource } from 'typeorm';
import { isSecurityTemplate, SECRET_VARIABLES, TEMPLATE_KEYS, templateVariables } from '../src/notifications/notification-events';
import { smsLength } from '../src/notifications/render';
import { auth } from './catalog-fixtures';
import { ADMIN, eventually, TestApp } from './harness';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { payOnHostedPage, placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

jest.setTimeout(60_000);

interface NotificationJson {
  id: number;
  event: string;
  channel: 'sms' | 'email';
  recipient: string;
  status: string;
  attempts: number;
  error: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
  text: string;
}

/** SMS and e-mail through the outbox, against an Africa's Talking stand-in and a real SMTP server inside the test. */
describe('notifications', () => {
  let t: TestApp & { baseUrl: string };
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let staff: string;
  let customer: string;
  let red: number;
  let blue: number;
  let kiondo: number;
  const PHONE = '+254712345678';
  const OWNER = 'owner@kenyancrafts.test';

  const notificationsOf = async (orderId: number): Promise<NotificationJson[]> =>
    (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}&sort=["id","ASC"]`).set(auth(staff)).expect(200)).body;
  /** Waits until every message of the order has left the queue (sent, failed or skipped). */
  const settled = async (orderId: number, count: number) => {
    await eventually(async () => {
      const rows = await notificationsOf(orderId);
      return rows.length === count && rows.every((row) => row.status !== 'queued');
    }, 20_000);
    return notificationsOf(orderId);
  };

  beforeAll(async () => {
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    t = await startListeningApp({ AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_SENDER_ID: 'KCRAFTS', AT_BASE_URL: at.url, SMTP_URL: mail.url, STAFF_EMAILS: OWNER, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red, blue, product: { id: kiondo } } = await shopWithStock(t, staff, [50, 8]));
  });

  afterAll(async () => {
    await t.close();
    await at.stop();
    await mail.stop();
  });

  it('tells the customer once by SMS and e-mail, and staff once by e-mail, when an order is paid, however often Pesapal notifies', async () => {
    const placed = await placeOrder(t, customer, [[red, 2]]);
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'mpesa');
    const query = `OrderTrackingId=${trackingId}&OrderMerchantReference=${placed.reference}&OrderNotificationType=IPNCHANGE`;
    await Promise.all(Array.from({ length: 10 }, () => t.http.get(`/api/payments/pesapal/ipn/?${query}`).expect(200)));

    const rows = await settled(placed.id, 3);
    expect(rows.map((row) => [row.event, row.channel, row.recipient, row.status])).toEqual([
      ['order_paid', 'sms', PHONE, 'sent'],
      ['order_paid', 'email', 'wanjiku@example.com', 'sent'],
      ['order_paid', 'email', OWNER, 'sent'],
    ]);
    // A while later, sweeps and late jobs have sent nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sms = at.delivered.filter((message) => message.message.includes(placed.reference));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: PHONE, username: 'kenyancrafts', apiKey: 'at-test-key', from: 'KCRAFTS' });
    expect(sms[0].message).toContain('KSh 2,900');
    expect(sms[0].message).toContain(`${t.baseUrl}/track?ref=${placed.reference}`);
    expect(rows[0].provider_message_id).toBe(sms[0].messageId);

    const [customerMail] = mail.to('wanjiku@example.com');
    expect(mail.to('wanjiku@example.com')).toHaveLength(1);
    expect(customerMail.subject).toBe(`Order ${placed.reference}: payment received`);
    for (const line of ['2 x Kiondo Basket - Red (KSh 1,200 each): KSh 2,400', 'Delivery: KSh 500', 'Total: KSh 2,900', 'Delivery: Rider delivery (Nairobi)', 'Argwings Kodhek Rd, Apt 4B, Kilimani, Nairobi City', `${t.baseUrl}/track?ref=${placed.reference}`]) {
      expect(customerMail.text).toContain(line);
    }
    expect(customerMail.html).toContain('<table');
    expect(customerMail.html).toContain(`href="${t.baseUrl}/track?ref=${placed.reference}"`);
    const staffMail = mail.to(OWNER);
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0].subject).toBe(`Paid: order ${placed.reference}, KSh 2,900`);

    // Issue 29: the date, the M-Pesa receipt the console shows, help and a Reply-To that reaches staff; links are words.
    const receipt = (await t.http.get(`/api/orders/${placed.id}/`).set(auth(staff)).expect(200)).body.payment.confirmation_code;
    expect(receipt).toMatch(/^\w{8,}$/);
    for (const line of [`Paid with: M-Pesa, receipt ${receipt}`, 'Subtotal: KSh 2,400', 'Questions about your order? Call +254 712 345 678', `Track your order: ${t.baseUrl}/track?ref=${placed.reference}`])
      expect(customerMail.text).toContain(line);
    expect(customerMail.text).toMatch(/Order date: \d{1,2} \w+ 20\d\d/);
    expect(customerMail.replyTo?.value[0].address).toBe('support@kenyancrafts.co.ke');
    expect(customerMail.html).toContain(`<img src="${t.baseUrl}/email-logo.png"`);
    expect(customerMail.html).toMatch(/<a href="[^"]+\/track\?ref=[^"]+" style="display:inline-block[^"]*">Track your order<\/a>/);
    // Staff read HTML too, with a link that opens the order in the console (its browser route, not #/).
    expect(staffMail[0].html).toContain(`<a href="${t.baseUrl}/dashboard/orders/${placed.id}/show" style="display:inline-block`);
    expect(staffMail[0].html).toContain('>Open the order in the console</a>');
    expect(staffMail[0].replyTo).toBeUndefined();
  });

  it('sends one SMS carrying the tracking id when staff mark an order shipped', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'paid' }).expect(200);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'shipped', tracking_id: '0722 000 111' }).expect(200);
    const rows = await settled(placed.id, 5);
    expect(rows.filter((row) => row.event === 'order_shipped').map((row) => [row.channel, row.status])).toEqual([
      ['sms', 'sent'],
      ['email', 'sent'],
    ]);
    const shipped = at.delivered.filter((message) => message.message.includes(placed.reference) && message.message.includes('on its way'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0].message).toContain('Your rider: +254722000111.');
    expect(mail.to('wanjiku@example.com').filter((message) => message.subject === `Order ${placed.reference} is on its way`)[0].text).toContain('Your rider: +254722000111.');
  });

  it('retries an SMS the provider answers 500, sends it once; a 403 invalid number ends failed with its reason and leaves the order be', async () => {
    const first = await placeOrder(t, customer, [[red, 1]]);
    at.answerNext({ statusCode: 500, status: 'InternalServerError' }, { statusCode: 500, status: 'InternalServerError' });
    await t.http.patch(`/api/orders/${first.id}/`).set(auth(staff)).send({ status: 'paid', note: 'Cash at the shop' }).expect(200);
    const [sms] = await settled(first.id, 3);
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', attempts: 3, error: null });
    expect(at.delivered.filter((message) => message.message.includes(first.reference))).toHaveLength(1);

    const second = await placeOrder(t, customer, [[red, 1]]);
    at.answerNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    await t.http.patch(`/api/orders/${second.id}/`).set(auth(staff)).send({ status: 'paid' }).expect(200);
    const [refused] = await settled(second.id, 3);
    expect(refused).toMatchObject({ channel: 'sms', status: 'failed', attempts: 1, error: 'InvalidPhoneNumber (403)' });
    expect((await t.http.get(`/api/orders/${second.id}/`).set(auth(staff)).expect(200)).body.status).toBe('paid');

    // Staff send it again from the console once the number is mended.
    const resent = await t.http.post(`/api/notifications/${refused.id}/resend/`).set(auth(staff)).expect(200);
    expect(resent.body.status).toMatch(/queued|sent/);
    await eventually(async () => (await notificationsOf(second.id))[0].status === 'sent');
    await t.http.post(`/api/notifications/${refused.id}/resend/`).set(auth(staff)).expect(409);
  });

  it('alerts staff once when a checkout takes a variant below its threshold, not at every sale below it', async () => {
    const lowStock = () => mail.to(OWNER).filter((message) => message.subject?.startsWith('Low stock'));
    await placeOrder(t, customer, [[blue, 2]]); // 8 -> 6
    await placeOrder(t, customer, [[blue, 2]]); // 6 -> 4: crosses 5
    await placeOrder(t, customer, [[blue, 1]]); // 4 -> 3
    await eventually(async () => lowStock().length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(lowStock()).toHaveLength(1);
    expect(lowStock()[0].subject).toBe('Low stock: Kiondo Basket (Red), 4 left'.replace('Red', 'Blue'));
    expect(lowStock()[0].text).toContain('below its alert level of 5');
  });

  it('asks for a review when an order is complete: the SMS links the first item\'s review form in one part, the e-mail each item\'s', async () => {
    const placed = await placeOrder(t, customer, [[red, 1], [blue, 1]]);
    for (const move of [{ status: 'paid' }, { status: 'shipped', tracking_id: 'G4S-NBO-4829173650' }, { status: 'completed' }]) await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send(move).expect(200);
    await eventually(async () => mail.to('wanjiku@example.com').some((message) => message.subject === `Order ${placed.reference} is complete`) && at.delivered.some((sms) => sms.message.includes(`${placed.reference} is complete`)), 20_000);
    const review = `${t.baseUrl}/product/${kiondo}#write-review`;
    const sms = at.delivered.find((message) => message.message.includes(`${placed.reference} is complete`))!;
    expect(sms.message).toBe(`Kenyan Crafts: order ${placed.reference} is complete. Asante Wanjiku! Please review it: ${review}`);
    expect(smsLength(sms.message).parts).toBe(1);
    const email = mail.to('wanjiku@example.com').find((message) => message.subject === `Order ${placed.reference} is complete`)!;
    expect(email.text).toContain(`Kiondo Basket - Red (Review): ${review}`);
    expect(String(email.html).match(new RegExp(`<a href="${review}"[^>]*>Review</a>`, 'g'))).toHaveLength(2);
  });

  it('takes an SMS delivery report as the delivery status of that message only', async () => {
    const [sms] = (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ channel: 'sms', status: 'sent' }))}`).set(auth(staff)).expect(200)).body as NotificationJson[];
    await t.http.post('/api/notifications/sms-delivery-report/').type('form').send({ id: sms.provider_message_id, status: 'Failed', failureReason: 'AbsentSubscriber', phoneNumber: PHONE }).expect(200);
    await t.http.post('/api/notifications/sms-delivery-report/').type('form').send({ id: 'ATXid_unknown', status: 'Success' }).expect(200);
    const after = (await t.http.get(`/api/notifications/${sms.id}/`).set(auth(staff)).expect(200)).body;
    expect(after).toMatchObject({ status: 'sent', delivery_status: 'Failed: AbsentSubscriber' });
  });

  it('lets staff edit a template with a live preview; the next message uses the new words', async () => {
    const id = 'order_completed.sms.en';
    const preview = await t.http.post(`/api/notification-templates/${id}/preview/`).set(auth(staff)).send({ body: 'Habari {{name}}, order {{reference}} is complete. Asante!' }).expect(200);
    expect(preview.body.text).toMatch(/^Habari Wanjiku, order KC-[0-9A-Z]{8} is complete\. Asante!$/);
    expect(preview.body.sms).toEqual({ characters: preview.body.text.length, parts: 1, encoding: 'gsm' });
    const long = await t.http.post(`/api/notification-templates/${id}/preview/`).set(auth(staff)).send({ body: `{{reference}} ${'é ✓'.repeat(30)}` }).expect(200);
    expect(long.body.sms).toMatchObject({ encoding: 'unicode', parts: 2 });
    const refused = await t.http.put(`/api/notification-templates/${id}/`).set(auth(staff)).send({ body: 'Order {{refrence}} done' }).expect(400);
    expect(refused.body.body[0]).toContain('{{refrence}}');
    await t.http.put(`/api/notification-templates/${id}/`).set(auth(staff)).send({ body: 'Habari {{name}}, order {{reference}} is complete. Asante!' }).expect(200);
    await t.http.get('/api/notification-templates/').set(auth(customer)).expect(403);

    const placed = await placeOrder(t, customer, [[red, 1]], { delivery_method: 'pickup', delivery_address: undefined });
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'paid' }).expect(200);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'ready_for_collection' }).expect(200);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'completed' }).expect(200);
    await eventually(async () => at.delivered.some((sms) => sms.message === `Habari Wanjiku, order ${placed.reference} is complete. Asante!`), 20_000);
    const reset = await t.http.delete(`/api/notification-templates/${id}/`).set(auth(staff)).expect(200);
    expect(reset.body.edited).toBe(false);
  });

  it("fills every placeholder of an account, reset, stock or newsletter message in the preview staff see", async () => {
    const admin = await t.tokenFor('admin', ADMIN.username);
    const templates = (await t.http.get('/api/notification-templates/').set(auth(admin)).expect(200)).body as { id: string; variables: string[] }[];
    // Order messages take their values from a real order (some blank by design, e.g. no tracking number yet).
    const samples = templates.filter((template) => !template.variables.includes('reference'));
    expect(samples.length).toBeGreaterThan(0);
    for (const { id, variables } of samples) {
      const body = variables.map((name) => `${name}=[{{${name}}}]`).join(' ');
      const preview = (await t.http.post(`/api/notification-templates/${id}/preview/`).set(auth(admin)).send({ subject: 'Preview', body }).expect(200)).body;
      expect([id, preview.text.match(/\w+=\[\]/g)]).toEqual([id, null]);
    }
  });

  it('lets only an admin change a security template, refuses secrets in subjects, and shows staff no reset link or code (issue 28)', async () => {
    const admin = await t.tokenFor('admin', ADMIN.username);
    const template = (key: string) => `/api/notification-templates/${key}.en/`;
    // Staff try every placeholder of every template in subject and body.
    const wrong: unknown[] = [];
    for (const key of TEMPLATE_KEYS) {
      for (const name of new Set([...templateVariables(key), ...SECRET_VARIABLES]))
        for (const field of ['subject', 'body'] as const) {
          const res = await t.http.put(template(key)).set(auth(staff)).send({ subject: 'Hello', body: 'Hello', [field]: `Hello {{${name}}}` });
          const [status, answer] = isSecurityTemplate(key) ? [403, 'detail'] : templateVariables(key).includes(name) ? [200, 'id'] : [400, field];
          if (res.status !== status || !(answer in res.body)) wrong.push([key, field, name, res.status, res.body]);
        }
      await t.http.delete(template(key)).set(auth(staff)).expect(isSecurityTemplate(key) ? 403 : 200);
    }
    expect(wrong).toEqual([]);
    // An admin may change them, but never put a secret in a subject.
    const refused = await t.http.put(template('password_reset.email')).set(auth(admin)).send({ subject: 'Reset {{reset_url}}', body: '{{reset_url}}' }).expect(400);
    expect(Object.keys(refused.body)).toEqual(['subject']);

    // The attack: staff put the link and code in the subject, someone asks a reset for the admin, staff read the outbox.
    const attack = { subject: 'Reset your password {{reset_url}} code {{code}}', body: '{{reset_url}} {{code}}' };
    expect((await t.http.put(template('password_reset.email')).set(auth(staff)).send(attack).expect(403)).body.detail).toContain('Only an admin');
    await t.http.put(template('password_reset.sms')).set(auth(staff)).send({ body: '{{code}}' }).expect(403);
    const ADMIN_PHONE = '+254733000111';
    await t.http.put('/api/auth/update-profile/').set(auth(admin)).send({ phone: '0733 000 111' }).expect(200);
    await t.http.post('/api/auth/password-reset/').send({ login: ADMIN.username }).expect(202);
    await eventually(async () => mail.to('admin@example.com').length > 0 && at.to(ADMIN_PHONE).length > 0, 20_000);
    // The admin's own inbox and phone get the real link and code.
    const token = new RegExp(`${t.baseUrl}/account/reset-password\\?token=([\\w-]{43})`).exec(mail.to('admin@example.com')[0].text ?? '')![1];
    const code = /code is (\d{6})\b/.exec(at.to(ADMIN_PHONE)[0].message)![1];

    const filter = encodeURIComponent(JSON.stringify({ event: 'password_reset' }));
    const rows = (await t.http.get(`/api/notifications/?filter=${filter}`).set(auth(staff)).expect(200)).body as (NotificationJson & { subject: string; html: string | null })[];
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([
      [ADMIN_PHONE, 'sent'],
      ['admin@example.com', 'sent'],
    ]);
    const single = await Promise.all(rows.map(async (row) => (await t.http.get(`/api/notifications/${row.id}/`).set(auth(staff)).expect(200)).body));
    const stored = await t.app.get(DataSource).query("SELECT * FROM notifications WHERE event = 'password_reset'");
    for (const seen of [rows, single, stored]) {
      expect(JSON.stringify(seen)).not.toContain(token);
      expect(JSON.stringify(seen)).not.toContain(code);
      expect(JSON.stringify(seen)).not.toMatch(/token=[\w-]{20}/);
    }
    expect(rows.map((row) => row.text)).toEqual([expect.stringContaining('code is [hidden] (username admin).'), expect.stringContaining('Choose a new one here:\n\n[hidden]')]);
    // Staff hold nothing that confirms it; the admin's password stands.
    await t.http.post('/api/auth/password-reset/confirm/').send({ token: '[hidden]', password: 'Taken-over-2024' }).expect(400);
    await t.http.post('/api/auth/login/').send(ADMIN).expect(200);
  });
});
