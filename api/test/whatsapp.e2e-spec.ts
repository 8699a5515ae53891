import { DataSource } from 'typeorm';
import { Notification } from '../src/notifications/notification.entities';
import { OutboxService } from '../src/notifications/outbox.service';
import { auth } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { AfricasTalkingStandIn } from './message-stand-ins';
import { placeOrder, shopWithStock } from './orders-fixtures';
import { WhatsAppCloudStandIn } from './whatsapp-stand-in';

interface NotificationRow {
  id: number;
  channel: string;
  status: string;
  recipient: string;
  text: string;
  error: string | null;
  fallback_of: number | null;
  event: string;
}

/** WhatsApp order updates (issue 33) over real HTTP: the outbox -> a Cloud API stand-in, with Africa's Talking's for the SMS. */
describe('WhatsApp order updates against a Cloud API stand-in', () => {
  let t: TestApp;
  let wa: WhatsAppCloudStandIn;
  let at: AfricasTalkingStandIn;
  let staff: string;
  let red: number;

  const messagesOf = async (orderId: number): Promise<NotificationRow[]> =>
    (await t.http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}&sort=["id","ASC"]`).set(auth(staff)).expect(200)).body;
  const markPaid = (orderId: number) => t.http.patch(`/api/orders/${orderId}/`).set(auth(staff)).send({ status: 'paid', note: 'Paid at the counter' }).expect(200);
  const consentOf = async (username: string) =>
    (await t.app.get(DataSource).query(`SELECT whatsapp_opt_in_via AS given, whatsapp_opt_out_via AS withdrawn FROM users WHERE username = '${username}'`))[0] as { given: string | null; withdrawn: string | null };

  beforeAll(async () => {
    wa = await new WhatsAppCloudStandIn().start();
    at = await new AfricasTalkingStandIn().start();
    t = await startTestApp({ ...wa.env(), AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(async () => {
    await t.close();
    await wa.stop();
    await at.stop();
  });

  it('sends a customer who ticked the box at checkout their order updates by WhatsApp instead of SMS; withdrawn in the account, by SMS again', async () => {
    const customer = await t.tokenFor('customer', 'wa-checkout');
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 033', whatsapp_updates: true });
    expect((await t.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body.whatsapp_updates).toBe(true);
    expect(await consentOf('wa-checkout')).toEqual({ given: 'checkout', withdrawn: null });

    await markPaid(placed.id);
    await eventually(async () => wa.to('254722000033').length === 1);
    const [paid] = wa.to('254722000033');
    expect(paid.template).toEqual({ name: 'order_paid', language: 'en', parameters: [expect.any(String), expect.stringMatching(/^KSh /), placed.reference, expect.any(String), expect.stringContaining(`/track?ref=${placed.reference}`)] });
    const rows = await messagesOf(placed.id);
    expect(rows.filter((row) => row.recipient === '+254722000033')).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', event: 'order_paid', text: expect.stringContaining(`for order ${placed.reference}.`) }),
    ]);
    expect(at.to('+254722000033')).toEqual([]);

    await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ whatsapp_updates: false }).expect(200);
    expect(await consentOf('wa-checkout')).toEqual({ given: 'checkout', withdrawn: 'account' });
    await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'shipped', tracking_id: 'G4S-33' }).expect(200);
    await eventually(async () => at.to('+254722000033').length === 1);
    expect(at.to('+254722000033')[0].message).toContain('is on its way');
    expect(wa.to('254722000033')).toHaveLength(1);
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
});
