import { AppConfig, WHATSAPP_STAND_IN_PHONE_NUMBER_ID, WHATSAPP_STAND_IN_VERIFY_TOKEN } from '../src/config/app-config';
import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

interface NotificationRow {
  channel: string;
  status: string;
  recipient: string;
  provider: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
}

/**
 * The built-in WhatsApp Cloud API stand-in (issue 33) over real HTTP, as development uses it: the shop's WhatsApp
 * client posts to /whatsapp-sandbox on the shop itself, the stand-in's signed status webhooks come back to the shop's
 * own /api/whatsapp/webhook/, and its phone page reads the messages and writes the customer's.
 */
describe('the built-in WhatsApp stand-in at /whatsapp-sandbox', () => {
  let t: TestApp & { baseUrl: string };
  let staff: string;
  let customer: string;
  let placed: { id: number; reference: string };
  const PHONE = '254722000051';

  const phonePage = async (phone = PHONE) => (await t.http.get(`/whatsapp-sandbox/?phone=${phone}`).expect(200).expect('Content-Type', /html/)).text;
  const whatsAppRow = async (): Promise<NotificationRow | undefined> => {
    const rows: NotificationRow[] = (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: placed.id, channel: 'whatsapp' }))}`).set(auth(staff)).expect(200)).body;
    return rows[0];
  };
  const conversation = async () => (await t.http.get(`/api/whatsapp/conversations/${PHONE}/`).set(auth(staff))).body;
  /** Types a message on the phone page and sends it, as a browser submits the form. */
  const write = async (text: string) => {
    const action = `/whatsapp-sandbox/phones/${PHONE}/messages/`;
    expect(await phonePage()).toContain(`action="${action}"`);
    await t.http.post(action).type('form').send({ text }).expect(303).expect('Location', `/whatsapp-sandbox/?phone=${PHONE}`);
  };

  beforeAll(async () => {
    // No WhatsApp keys: the shop sends through its own stand-in (earlier suites' settings are cleared).
    t = await startListeningApp({ WHATSAPP_TOKEN: '', WHATSAPP_PHONE_NUMBER_ID: '', WHATSAPP_BASE_URL: '', WHATSAPP_APP_SECRET: '', WHATSAPP_VERIFY_TOKEN: '', NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer', 'wa-sandbox');
    const { red } = await shopWithStock(t, staff, [20, 20]);
    placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 051', whatsapp_updates: true });
  });

  afterAll(() => t.close());

  it("brings an opted-in customer's paid update to the phone page; its signed statuses come back: delivered, then read once the page shows it", async () => {
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'paid', note: 'Paid at the counter' }).expect(200);
    await eventually(async () => (await whatsAppRow())?.delivery_status === 'delivered');
    const row = (await whatsAppRow())!;
    expect(row).toMatchObject({ status: 'sent', recipient: '+254722000051', provider: 'stand-in', provider_message_id: expect.stringMatching(/^wamid\./) });

    const page = await phonePage();
    expect(page).toMatch(new RegExp(`order_paid \\(en\\): \\[[^\\]]* · KSh [\\d,]+ · ${placed.reference} · `));
    // The body as the shop maps the template, filled.
    expect(page).toContain(`for order ${placed.reference}.`);
    expect(page).toContain(`<a href="/whatsapp-sandbox/?phone=${PHONE}" aria-current="page">${PHONE}</a>`);
    await eventually(async () => (await whatsAppRow())?.delivery_status === 'read');

    const health = (await t.http.get('/api/health/').expect(200)).body;
    expect(health.info.whatsapp).toEqual({ status: 'up', mode: 'stand-in', message: 'Development stand-in at /whatsapp-sandbox: nothing reaches phones' });
    expect((await t.http.get('/api/notifications/channels/').set(auth(staff)).expect(200)).body.whatsapp).toBe('stand-in');
  });

  it("lands the phone's reply in the console's inbox; staff's answer reaches the phone and is delivered", async () => {
    await write('Does the Kiondo come in <b>blue</b>?');
    await eventually(async () => (await conversation()).messages?.length === 1);
    expect(await conversation()).toMatchObject({ phone: PHONE, name: 'Stand-in phone', order_id: placed.id, window_closes_at: expect.any(String), messages: [{ direction: 'in', body: 'Does the Kiondo come in <b>blue</b>?' }] });
    const list = (await t.http.get('/api/whatsapp/conversations/?range=[0,9]').set(auth(staff)).expect(200)).body;
    expect(list[0]).toMatchObject({ id: PHONE, last_message: { body: 'Does the Kiondo come in <b>blue</b>?' } });
    const page = await phonePage();
    expect(page).toContain('Does the Kiondo come in &lt;b&gt;blue&lt;/b&gt;?');
    expect(page).toContain('to the shop ✓');

    // The customer wrote, so the 24-hour window is open: free text goes through the stand-in too.
    await t.http.post(`/api/whatsapp/conversations/${PHONE}/reply/`).set(auth(staff)).send({ text: 'Karibu! Yes, in blue too.' }).expect(200);
    await eventually(async () => (await conversation()).messages.at(-1).delivery_status === 'delivered');
    expect(await phonePage()).toContain('Karibu! Yes, in blue too.');
  });

  it('withdraws the opt-in with the STOP button', async () => {
    expect((await t.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body.whatsapp_updates).toBe(true);
    await write('STOP');
    await eventually(async () => (await t.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body.whatsapp_updates === false);
  });

  it("speaks Meta's contract: the stand-in's token and number id only, checked bodies, its own verify token; production answers 404", async () => {
    const send = (body: object, token = 'shop-stand-in-whatsapp-token', id = WHATSAPP_STAND_IN_PHONE_NUMBER_ID) =>
      t.http.post(`/whatsapp-sandbox/v21.0/${id}/messages`).set('Authorization', `Bearer ${token}`).send({ messaging_product: 'whatsapp', to: PHONE, ...body });
    expect((await send({ type: 'text', text: { body: 'Hi' } }, 'guess').expect(401)).body.error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect((await send({ type: 'text', text: { body: 'Hi' } }, undefined, '42424242').expect(400)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const template = (name: string, parameters: string[]) => ({ type: 'template', template: { name, language: { code: 'en' }, components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] } });
    expect((await send(template('order_cancelled', ['Wanjiku\nKamau', 'KC-1'])).expect(400)).body.error).toMatchObject({ code: 100, error_data: { details: expect.stringContaining('new-line') } });
    expect((await send(template('order_cancelled', ['Wanjiku'])).expect(400)).body.error.code).toBe(132000);
    expect((await send(template('no_such_template', ['Wanjiku'])).expect(404)).body.error.code).toBe(132001);
    expect((await send({ type: 'text', text: { body: 'Hi' } }, undefined, undefined).expect(200)).body).toEqual({ messaging_product: 'whatsapp', contacts: [{ input: PHONE, wa_id: PHONE }], messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    // No message from this number ever: free text is refused (131047).
    expect((await t.http.post(`/whatsapp-sandbox/v21.0/${WHATSAPP_STAND_IN_PHONE_NUMBER_ID}/messages`).set('Authorization', 'Bearer shop-stand-in-whatsapp-token').send({ messaging_product: 'whatsapp', to: '254722000059', type: 'text', text: { body: 'Hi' } }).expect(400)).body.error.code).toBe(131047);

    expect((await t.http.get(`/api/whatsapp/webhook/?hub.mode=subscribe&hub.verify_token=${WHATSAPP_STAND_IN_VERIFY_TOKEN}&hub.challenge=31337`).expect(200)).text).toBe('31337');
    expect(await phonePage('07x')).toContain('That is not a Kenyan mobile number');

    const config = t.app.get(AppConfig);
    config.NODE_ENV = 'production';
    try {
      expect(config.whatsappMode).toBe('off');
      await t.http.get('/whatsapp-sandbox/').expect(404);
      await send({ type: 'text', text: { body: 'Hi' } }).expect(404);
      await t.http.post(`/whatsapp-sandbox/phones/${PHONE}/messages/`).type('form').send({ text: 'Hi' }).expect(404);
    } finally {
      config.NODE_ENV = 'test';
    }
  });
});
