import { DataSource } from 'typeorm';
import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { payOnHostedPage, placeOrder, shopWithStock, startListeningApp, stockOf } from './orders-fixtures';

jest.setTimeout(60_000);

const PICKUP = { delivery_method: 'pickup', delivery_address: null };
const PHONE = '+254712345678';
const EMAIL = 'wanjiku@example.com';

/** Issue 29: a pickup order is made ready for collection, then collected; it is never shipped, and a sent order never made ready. */
describe('pickup orders', () => {
  let t: TestApp & { baseUrl: string };
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let staff: string;
  let customer: string;
  let red: number;

  const move = (id: number, body: Record<string, unknown>) => t.http.patch(`/api/orders/${id}/`).set(auth(staff)).send(body);
  const transitions = async (id: number) => (await t.http.get(`/api/orders/${id}/transitions/`).set(auth(staff)).expect(200)).body;
  const stockHeld = async (id: number) => Boolean(Number((await t.app.get(DataSource).query(`SELECT stock_held FROM orders WHERE id = ${id}`))[0].stock_held));
  const smsOf = (reference: string) => at.to(PHONE).filter((sms) => sms.message.includes(reference));
  const mailOf = (reference: string) => mail.to(EMAIL).filter((message) => message.subject?.includes(reference));
  /** The order's customer SMS and e-mail of `event`, once both left the outbox. */
  const messagesOf = async (reference: string, subject: string, words: string) => {
    await eventually(async () => smsOf(reference).some((sms) => sms.message.includes(words)) && mailOf(reference).some((message) => message.subject === subject), 20_000);
    return { sms: smsOf(reference).find((one) => one.message.includes(words))!.message, email: mailOf(reference).find((message) => message.subject === subject)! };
  };

  beforeAll(async () => {
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    t = await startListeningApp({ AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, SMTP_URL: mail.url, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red } = await shopWithStock(t, staff, [30, 30]));
  });

  afterAll(async () => {
    await t.close();
    await at.stop();
    await mail.stop();
  });

  it('never ships a paid pickup order: staff are offered Ready for collection, and told why shipping is refused', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], PICKUP);
    await move(placed.id, { status: 'paid' }).expect(200);
    expect(await transitions(placed.id)).toEqual(['ready_for_collection']);
    const refused = { detail: 'A pickup order is collected, not shipped: mark it ready for collection, then collected.' };
    await move(placed.id, { status: 'shipped' }).expect(409, refused);
    await move(placed.id, { status: 'shipped', tracking_id: '0722 000 111' }).expect(409, refused);
    // Collected only once it is ready.
    await move(placed.id, { status: 'completed' }).expect(409, { detail: 'An order that is paid cannot become completed.' });
    expect((await t.http.get(`/api/orders/${placed.id}/`).set(auth(staff)).expect(200)).body).toMatchObject({ status: 'paid', tracking_id: null });
  });

  it('never makes a rider order ready for collection', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], { delivery_method: 'rider', delivery_address: 'Kilimani, Argwings Kodhek Rd' });
    await move(placed.id, { status: 'paid' }).expect(200);
    expect(await transitions(placed.id)).toEqual(['shipped']);
    await move(placed.id, { status: 'ready_for_collection' }).expect(409, { detail: 'Only a pickup order is made ready for collection: mark this one shipped.' });
    await move(placed.id, { status: 'shipped', tracking_id: '0722 000 111' }).expect(200);
    await move(placed.id, { status: 'ready_for_collection' }).expect(409, { detail: 'An order that is shipped cannot become ready for collection.' });
  });

  it('goes paid → ready for collection → collected (completed), holding its goods until collected, counted as sold while ready, tracked step by step', async () => {
    const before = await stockOf(t, red);
    const sold = async () => (await t.http.get('/api/analytics/overview/').set(auth(staff)).expect(200)).body.total_sales as number;
    const placed = await placeOrder(t, customer, [[red, 2]], PICKUP);
    await move(placed.id, { status: 'paid' }).expect(200);
    const soldWhenPaid = await sold();

    const ready = (await move(placed.id, { status: 'ready_for_collection', note: 'Packed, on the shelf by the counter' }).expect(200)).body;
    expect(ready).toMatchObject({ status: 'ready_for_collection', tracking_id: null });
    expect(await transitions(placed.id)).toEqual(['completed']);
    expect(await stockHeld(placed.id)).toBe(true);
    expect(await sold()).toBe(soldWhenPaid);

    const collected = (await move(placed.id, { status: 'completed' }).expect(200)).body;
    expect(collected.history.map((h: { from: string | null; to: string; note: string }) => [h.from, h.to, h.note])).toEqual([
      [null, 'pending', 'Order placed'],
      ['pending', 'paid', 'Marked paid'],
      ['paid', 'ready_for_collection', 'Packed, on the shelf by the counter'],
      ['ready_for_collection', 'completed', 'Marked completed'],
    ]);
    expect(await transitions(placed.id)).toEqual([]);
    expect(await stockHeld(placed.id)).toBe(false);
    expect(await stockOf(t, red)).toBe(before - 2);
    expect(await sold()).toBe(soldWhenPaid);

    const tracked = (await t.http.get('/api/track/').query({ reference: placed.reference, contact: '0712345678' }).expect(200)).body;
    expect(tracked).toMatchObject({ status: 'completed', delivery_method: 'pickup', tracking_id: null });
    expect(tracked.timeline.map((step: { status: string }) => step.status)).toEqual(['pending', 'paid', 'ready_for_collection', 'completed']);
  });

  it('tells the shopper by SMS (one part) and e-mail where, when and with what to collect; the collected message says nothing of delivery', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], PICKUP);
    await move(placed.id, { status: 'paid' }).expect(200);
    await move(placed.id, { status: 'ready_for_collection' }).expect(200);

    const ready = await messagesOf(placed.reference, `Order ${placed.reference} is ready to collect`, 'is ready');
    expect(ready.sms).toBe(`Kenyan Crafts: order ${placed.reference} is ready. Collect it at Kimathi Chambers counter, Mon-Fri 9am-6pm, Sat 10am-4pm. Bring this reference.`);
    expect(ready.sms.length).toBeLessThanOrEqual(160);
    for (const line of ['Kimathi Chambers counter, Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD', 'Opening hours: Mon-Fri 9am-6pm, Sat 10am-4pm', `Bring your order reference, ${placed.reference}`, '1 x Kiondo Basket - Red']) {
      expect(ready.email.text).toContain(line);
    }
    expect(ready.email.html).toContain('Kimathi Chambers 2nd Floor');
    // Collected, so the amounts hold no "Delivery: Free" line.
    expect(ready.email.text).not.toMatch(/^Delivery: /m);

    await move(placed.id, { status: 'completed' }).expect(200);
    const collected = await messagesOf(placed.reference, `Order ${placed.reference} is complete`, 'complete');
    for (const text of [collected.sms, collected.email.text ?? '']) expect(text).not.toMatch(/delivered|on its way|left our workshop|shipped|rider|courier/i);
    // Each message once: the ready one is not sent again when the order is collected.
    expect(smsOf(placed.reference).filter((sms) => sms.message.includes('is ready'))).toHaveLength(1);
  });

  it('says it in Kiswahili to a Kiswahili shopper', async () => {
    const amani = await t.tokenFor('customer', 'amani');
    await t.http.put('/api/auth/update-profile/').set(auth(amani)).send({ language: 'sw' }).expect(200);
    const placed = await placeOrder(t, amani, [[red, 1]], { ...PICKUP, client_email: 'amani@example.com' });
    await move(placed.id, { status: 'paid' }).expect(200);
    await move(placed.id, { status: 'ready_for_collection' }).expect(200);

    await eventually(async () => smsOf(placed.reference).some((sms) => sms.message.includes('liko tayari')) && mail.to('amani@example.com').some((m) => m.subject === `Agizo ${placed.reference} liko tayari kuchukuliwa`), 20_000);
    const sms = smsOf(placed.reference).find((one) => one.message.includes('liko tayari'))!.message;
    expect(sms).toBe(`Kenyan Crafts: agizo ${placed.reference} liko tayari. Lichukue Kimathi Chambers counter, Mon-Fri 9am-6pm, Sat 10am-4pm. Leta namba hii.`);
    expect(sms.length).toBeLessThanOrEqual(160);
    const email = mail.to('amani@example.com').find((m) => m.subject === `Agizo ${placed.reference} liko tayari kuchukuliwa`)!;
    for (const line of ['Kimathi Chambers counter, Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD', 'Saa za kazi: Mon-Fri 9am-6pm, Sat 10am-4pm', `Leta namba ya agizo lako, ${placed.reference}`]) {
      expect(email.text).toContain(line);
    }
    // A shopper who tries to pay it again hears its state in Kiswahili.
    expect((await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(amani)).set('Accept-Language', 'sw').expect(409)).body).toEqual({
      detail: 'Samahani, agizo hili liko tayari kuchukuliwa, kwa hiyo haliwezi kulipiwa.',
    });
  });

  it('puts the goods back on the shelf when an order ready for collection is refunded', async () => {
    const before = await stockOf(t, red);
    const placed = await placeOrder(t, customer, [[red, 3]], PICKUP);
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'mpesa');
    const order = async () => (await t.http.get(`/api/orders/${placed.id}/`).set(auth(staff)).expect(200)).body;
    await eventually(async () => (await order()).status === 'paid', 20_000);
    await move(placed.id, { status: 'ready_for_collection' }).expect(200);
    expect(await stockOf(t, red)).toBe(before - 3);

    await t.http.post(`/api/orders/${placed.id}/refund/`).set(auth(staff)).send({ amount: placed.total_price, remarks: 'Customer could not come to collect' }).expect(200);
    // The sandbox pays the refund out at once and reports the payment reversed.
    await eventually(async () => (await order()).status === 'refunded', 20_000);
    expect((await order()).history.map((h: { to: string }) => h.to)).toEqual(['pending', 'paid', 'ready_for_collection', 'refund_requested', 'refunded']);
    expect(await stockOf(t, red)).toBe(before);
    expect(await stockHeld(placed.id)).toBe(false);
  });
});
