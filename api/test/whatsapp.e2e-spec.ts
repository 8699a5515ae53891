import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Notification } from '../src/notifications/notification.entities';
import { OutboxService } from '../src/notifications/outbox.service';
import { auth } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { placeOrder, shopWithStock } from './orders-fixtures';
import { WhatsAppCloudStandIn } from './whatsapp-stand-in';

interface NotificationRow {
  id: number;
  channel: string;
  status: string;
  recipient: string;
  text: string;
  error: string | null;
  delivery_status: string | null;
  fallback_of: number | null;
  event: string;
  attempts: number;
}

const APP_SECRET = 'meta-app-secret-for-tests';

/** WhatsApp order updates (issue 33) over real HTTP: the outbox -> a Cloud API stand-in, with Africa's Talking's for the SMS. */
describe('WhatsApp order updates against a Cloud API stand-in', () => {
  let t: TestApp;
  let wa: WhatsAppCloudStandIn;
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let staff: string;
  let red: number;

  const messagesOf = async (orderId: number): Promise<NotificationRow[]> =>
    (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}&sort=["id","ASC"]`).set(auth(staff)).expect(200)).body;
  const markPaid = (orderId: number) => t.http.patch(`/api/orders/${orderId}/`).set(auth(staff)).send({ status: 'paid', note: 'Paid at the counter' }).expect(200);
  /** A webhook event as Meta sends it: the JSON's bytes signed with the app secret (`secret` to sign it wrongly). */
  const webhook = (value: object, secret = APP_SECRET) => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: wa.phoneNumberId }, ...value } }] }] });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return t.http.post('/api/whatsapp/webhook/').set('Content-Type', 'application/json').set('X-Hub-Signature-256', signature).send(body);
  };
  const status = (id: string, state: string, errors?: object[]) => webhook({ statuses: [{ id, status: state, timestamp: '1732780800', recipient_id: '254722000036', ...(errors ? { errors } : {}) }] });
  const incoming = (from: string, text: string, id: string, secondsAgo = 60) =>
    webhook({ contacts: [{ profile: { name: 'Achieng' }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo), type: 'text', text: { body: text } }] });
  const consentOf = async (username: string) =>
    (await t.app.get(DataSource).query(`SELECT whatsapp_opt_in_via AS given, whatsapp_opt_out_via AS withdrawn FROM users WHERE username = '${username}'`))[0] as { given: string | null; withdrawn: string | null };

  beforeAll(async () => {
    wa = await new WhatsAppCloudStandIn().start();
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    t = await startTestApp({
      ...wa.env(),
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me-0123',
      AT_USERNAME: 'kenyancrafts',
      AT_API_KEY: 'at-test-key',
      AT_BASE_URL: at.url,
      SMTP_URL: mail.url,
      NOTIFY_SWEEP_SECONDS: '1',
    });
    staff = await t.tokenFor('staff');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(async () => {
    await t.close();
    await wa.stop();
    await at.stop();
    await mail.stop();
  });

  it('sends a customer who ticked the box at checkout their paid, shipped and completed updates by WhatsApp, no SMS, e-mail as before; withdrawn in the account, SMS again', async () => {
    const customer = await t.tokenFor('customer', 'wa-checkout');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 033', client_email: 'wa-checkout@example.com', whatsapp_updates: true });
    expect((await t.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body.whatsapp_updates).toBe(true);
    expect(await consentOf('wa-checkout')).toEqual({ given: 'checkout', withdrawn: null });

    await markPaid(placed.id);
    await eventually(async () => wa.to('254722000033').length === 1);
    const [paid] = wa.to('254722000033');
    expect(paid.template).toEqual({ name: 'order_paid', language: 'en', parameters: [expect.any(String), expect.stringMatching(/^KSh /), placed.reference, expect.any(String), expect.stringContaining(`/track?ref=${placed.reference}`)] });
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'shipped', tracking_id: 'G4S-33' }).expect(200);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'completed' }).expect(200);
    await eventually(async () => wa.to('254722000033').length === 3 && mail.to('wa-checkout@example.com').length === 3);
    expect(wa.to('254722000033').map((message) => message.template?.name)).toEqual(['order_paid', 'order_shipped', 'order_completed']);
    expect(wa.to('254722000033')[1].template?.parameters).toContain('G4S-33');
    expect(mail.to('wa-checkout@example.com').map((message) => message.subject)).toEqual([
      `Order ${placed.reference}: payment received`,
      expect.stringContaining(placed.reference),
      expect.stringContaining(placed.reference),
    ]);
    const rows = await messagesOf(placed.id);
    expect(rows.filter((row) => row.recipient === '+254722000033').map((row) => [row.channel, row.status, row.event])).toEqual([
      ['whatsapp', 'sent', 'order_paid'],
      ['whatsapp', 'sent', 'order_shipped'],
      ['whatsapp', 'sent', 'order_completed'],
    ]);
    expect(rows.find((row) => row.event === 'order_paid' && row.channel === 'whatsapp')!.text).toContain(`for order ${placed.reference}.`);
    expect(at.to('+254722000033')).toEqual([]);

    await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ whatsapp_updates: false }).expect(200);
    expect(await consentOf('wa-checkout')).toEqual({ given: 'checkout', withdrawn: 'account' });
    const next = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 033' });
    await markPaid(next.id);
    await eventually(async () => at.to('+254722000033').length === 1);
    expect(at.to('+254722000033')[0].message).toContain(`order ${next.reference}`);
    expect(wa.to('254722000033')).toHaveLength(3);
  });

  it('retries a message WhatsApp rate-limits (130429 twice) and sends it once', async () => {
    const customer = await t.tokenFor('customer', 'wa-limited');
    wa.refuse('254722000040', 130429, 2);
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 040', whatsapp_updates: true });
    await markPaid(placed.id);
    await eventually(async () => wa.to('254722000040').length === 1, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(wa.to('254722000040')).toHaveLength(1);
    expect((await messagesOf(placed.id)).filter((row) => row.recipient === '+254722000040')).toEqual([expect.objectContaining({ channel: 'whatsapp', status: 'sent', attempts: 3 })]);
    expect(at.to('+254722000040')).toEqual([]);
  });

  it('sends the SMS instead, once, when WhatsApp cannot deliver (131026), tied to the WhatsApp message', async () => {
    const customer = await t.tokenFor('customer', 'wa-account');
    await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ whatsapp_updates: 'yes' }).expect(400, { whatsapp_updates: ['Send whatsapp_updates as true or false.'] });
    expect((await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ whatsapp_updates: true }).expect(200)).body.whatsapp_updates).toBe(true);
    expect(await consentOf('wa-account')).toEqual({ given: 'account', withdrawn: null });
    wa.refuse('254722000034', 131026);
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 034' });
    await markPaid(placed.id);
    await eventually(async () => at.to('+254722000034').length === 1);
    expect(at.to('+254722000034')[0].message).toContain(`We received`);
    const rows = (await messagesOf(placed.id)).filter((row) => row.recipient === '+254722000034');
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'failed', error: expect.stringContaining('131026') }),
      expect.objectContaining({ channel: 'sms', status: 'sent', fallback_of: rows[0].id }),
    ]);
    // A failed status reported later, or a second worker, asks for the same fallback: it is the one row.
    const failed = await t.app.get(DataSource).manager.findOneByOrFail(Notification, { id: rows[0].id });
    await t.app.get(OutboxService).fallBackToSms(failed);
    expect((await messagesOf(placed.id)).filter((row) => row.recipient === '+254722000034')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(at.to('+254722000034')).toHaveLength(1);
  });

  it('keeps a customer who did not ask on SMS, and reports the channel in health and the overview', async () => {
    const customer = await t.tokenFor('customer', 'wa-never');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 035' });
    await markPaid(placed.id);
    await eventually(async () => at.to('+254722000035').length === 1);
    expect(wa.to('254722000035')).toEqual([]);
    expect((await t.http.get('/api/notifications/channels/').set(auth(staff)).expect(200)).body.whatsapp).toBe('cloud');
    expect((await t.http.get('/api/health/').expect(200)).body.details.whatsapp).toMatchObject({ status: 'up', mode: 'cloud' });
  });

  it('answers the webhook handshake with the challenge for the verify token only, and refuses an event not signed with the app secret', async () => {
    const handshake = (token: string) => t.http.get(`/api/whatsapp/webhook/?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect((await handshake('verify-me-0123').expect(200)).text).toBe('1158201444');
    await handshake('guess').expect(403);
    await webhook({ statuses: [] }, 'another-secret').expect(403, { detail: 'Invalid signature.' });
    await t.http.post('/api/whatsapp/webhook/').send({ object: 'whatsapp_business_account', entry: [] }).expect(403);
    await webhook({ statuses: [] }).expect(200, { received: true });
  });

  it("moves a message's delivery forward only, and a failed one goes by SMS, once", async () => {
    const customer = await t.tokenFor('customer', 'wa-statuses');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 036', whatsapp_updates: true });
    await markPaid(placed.id);
    await eventually(async () => (await messagesOf(placed.id)).some((row) => row.channel === 'whatsapp' && row.status === 'sent'));
    const { id: messageId } = wa.to('254722000036')[0];
    const deliveryOf = async () => (await messagesOf(placed.id)).find((row) => row.channel === 'whatsapp')!;
    // A status signed with another secret is refused and changes nothing.
    await webhook({ statuses: [{ id: messageId, status: 'read', timestamp: '1732780800', recipient_id: '254722000036' }] }, 'forged-secret').expect(403);
    await status(messageId, 'sent').expect(200);
    await eventually(async () => (await deliveryOf()).delivery_status === 'sent');
    // Out of order and twice: read before delivered, a late 'sent' and a repeated read leave it at read.
    await status(messageId, 'read').expect(200);
    await eventually(async () => (await deliveryOf()).delivery_status === 'read');
    await Promise.all([status(messageId, 'delivered').expect(200), status(messageId, 'sent').expect(200), status(messageId, 'read').expect(200)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await deliveryOf()).delivery_status).toBe('read');

    const other = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 036' });
    await markPaid(other.id);
    await eventually(async () => wa.to('254722000036').length === 2);
    const failing = wa.to('254722000036')[1].id;
    const failed = [{ code: 131026, title: 'Message undeliverable' }];
    // The first try dies between marking the message failed and writing its SMS: the job's retry still writes it.
    const dying = jest.spyOn(t.app.get(OutboxService), 'fallBackToSms').mockRejectedValueOnce(new Error('the database went away'));
    await Promise.all([status(failing, 'failed', failed).expect(200), status(failing, 'failed', failed).expect(200)]);
    await eventually(async () => dying.mock.calls.length >= 2, 10_000);
    dying.mockRestore();
    await eventually(async () => at.to('+254722000036').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(at.to('+254722000036')).toHaveLength(1);
    const rows = (await messagesOf(other.id)).filter((row) => row.recipient === '+254722000036');
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', delivery_status: 'failed', error: expect.stringContaining('131026') }),
      expect.objectContaining({ channel: 'sms', status: 'sent', fallback_of: rows[0].id }),
    ]);
  });

  it("brings customers' messages to the console's inbox with their latest order; staff answer inside 24 hours; STOP and ACHA withdraw", async () => {
    const customer = await t.tokenFor('customer', 'wa-inbox');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 037', whatsapp_updates: true });
    await incoming('254722000037', 'Does the Kiondo come in blue?', 'wamid.IN1').expect(200);
    await incoming('254722000037', 'Does the Kiondo come in blue?', 'wamid.IN1').expect(200);
    const conversation = async () => (await t.http.get('/api/whatsapp/conversations/254722000037/').set(auth(staff)).expect(200)).body;
    await eventually(async () => (await t.http.get('/api/whatsapp/conversations/254722000037/').set(auth(staff))).status === 200);
    expect(await conversation()).toMatchObject({ phone: '254722000037', name: 'Achieng', order_id: placed.id, window_closes_at: expect.any(String), messages: [{ direction: 'in', body: 'Does the Kiondo come in blue?' }] });
    const list = await t.http.get('/api/whatsapp/conversations/?range=[0,9]').set(auth(staff)).expect(200);
    expect(list.body[0]).toMatchObject({ id: '254722000037', last_message: { body: 'Does the Kiondo come in blue?' } });
    await t.http.get('/api/whatsapp/conversations/').set(auth(customer)).expect(403);

    const answer = await t.http.post('/api/whatsapp/conversations/254722000037/reply/').set(auth(staff)).send({ text: 'Karibu! Yes, in blue too.' }).expect(200);
    expect(answer.body).toMatchObject({ direction: 'out', sent_by: expect.any(String), delivery_status: 'sent' });
    expect(wa.to('254722000037').at(-1)).toMatchObject({ type: 'text', text: 'Karibu! Yes, in blue too.' });
    await t.http.post('/api/whatsapp/conversations/254722000037/reply/').set(auth(staff)).send({ text: '  ' }).expect(400, { text: ['Write the answer first.'] });

    // A customer who last wrote 25 hours ago may only get a template now.
    await incoming('254722000038', 'Hello?', 'wamid.IN2', 25 * 3600).expect(200);
    await eventually(async () => (await t.http.get('/api/whatsapp/conversations/254722000038/').set(auth(staff))).status === 200);
    expect((await t.http.get('/api/whatsapp/conversations/254722000038/').set(auth(staff))).body.window_closes_at).toBeNull();
    expect((await t.http.post('/api/whatsapp/conversations/254722000038/reply/').set(auth(staff)).send({ text: 'Hi' }).expect(409)).body.detail).toMatch(/^More than 24 hours have passed/);

    await incoming('254722000037', 'ACHA', 'wamid.IN3').expect(200);
    await eventually(async () => !(await t.http.get('/api/auth/profile/').set(auth(customer))).body.whatsapp_updates);
    expect(await consentOf('wa-inbox')).toEqual({ given: 'checkout', withdrawn: 'reply' });
  });

  it('lets staff map each order update to an approved template, with a preview; one with no name goes by SMS, and the overview says so', async () => {
    const listed = (await t.http.get('/api/whatsapp/templates/').set(auth(staff)).expect(200)).body;
    expect(listed).toHaveLength(14);
    expect(listed.find((entry: { id: string }) => entry.id === 'order_shipped.en')).toMatchObject({ name: 'order_shipped', changed: false, variables: ['name', 'reference', 'tracking_id', 'track_url'] });
    const bad = await t.http.put('/api/whatsapp/templates/order_shipped.en/').set(auth(staff)).send({ name: 'Order Shipped', body: '{{1}} your order is on its way', variables: ['name', 'colour'] }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['body', 'name', 'variables']);
    const mapping = { name: 'parcel_left_v2', body: 'Habari {{1}}! Order {{2}} left today. Kenyan Crafts', variables: ['name', 'reference'] };
    const preview = await t.http.post('/api/whatsapp/templates/order_shipped.en/preview/').set(auth(staff)).send(mapping).expect(200);
    expect(preview.body).toMatchObject({ text: expect.stringMatching(/^Habari .+! Order KC-\w+ left today\. Kenyan Crafts$/), sample: expect.stringMatching(/^order KC-/) });
    expect((await t.http.put('/api/whatsapp/templates/order_shipped.en/').set(auth(staff)).send(mapping).expect(200)).body).toMatchObject({ ...mapping, changed: true });

    await t.http.put('/api/whatsapp/templates/order_shipped.en/').set(auth(staff)).send({ ...mapping, name: '' }).expect(200);
    expect((await t.http.get('/api/notifications/channels/').set(auth(staff)).expect(200)).body.whatsapp_unmapped).toEqual(['order_shipped.en']);
    const customer = await t.tokenFor('customer', 'wa-unmapped');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 039', whatsapp_updates: true });
    await markPaid(placed.id);
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'shipped', tracking_id: 'G4S-39' }).expect(200);
    await eventually(async () => at.to('+254722000039').length === 1 && wa.to('254722000039').length === 1);
    expect(wa.to('254722000039')[0].template?.name).toBe('order_paid');
    expect(at.to('+254722000039')[0].message).toContain('is on its way');

    expect((await t.http.delete('/api/whatsapp/templates/order_shipped.en/').set(auth(staff)).expect(200)).body).toMatchObject({ name: 'order_shipped', changed: false });
    expect((await t.http.get('/api/notifications/channels/').set(auth(staff)).expect(200)).body.whatsapp_unmapped).toEqual([]);
    await t.http.get('/api/whatsapp/templates/order_lost.en/').set(auth(staff)).expect(404);
  });
});
