import { DataSource } from 'typeorm';
import { JobQueue } from '../src/queue/job-queue';
import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { logsOf, payOnHostedPage, placeOrder, shopWithStock, startListeningApp, stockOf } from './orders-fixtures';

/** The payment flow end to end over real HTTP: shop -> built-in Pesapal sandbox -> hosted page -> IPN -> worker. */
describe('payments through the built-in Pesapal sandbox', () => {
  let t: TestApp & { baseUrl: string };
  let staff: string;
  let customer: string;
  let red: number;
  let blue: number;

  const order = async (id: number, token = customer) => (await t.http.get(`/api/orders/${id}/`).set(auth(token)).expect(200)).body;
  const queueIdle = () => eventually(async () => (await t.app.get(JobQueue).pending('payments')) === 0);
  beforeAll(async () => {
    t = await startListeningApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red, blue } = await shopWithStock(t, staff, [10, 10]));
  });

  afterAll(() => t.close());

  it('pays an order with M-Pesa: initiate, hosted page, callback, IPN, paid', async () => {
    const placed = await placeOrder(t, customer, [[red, 2]]);
    const initiated = await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200);
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = initiated.body;
    expect(checkoutUrl).toBe(`${t.baseUrl}/pesapal-sandbox/pay/?OrderTrackingId=${trackingId}`);
    // Asking again answers the same session, never a second Pesapal order.
    expect((await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body).toEqual(initiated.body);

    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toContain('<script');
    for (const label of ['Pay with M-Pesa', 'Pay with card', 'Decline', placed.reference, 'KES 2,900.00']) expect(html).toContain(label);

    const callback = await payOnHostedPage(checkoutUrl, 'mpesa');
    expect(callback.pathname).toBe('/api/payments/pesapal/callback/');
    expect(Object.fromEntries(callback.searchParams)).toEqual({ OrderTrackingId: trackingId, OrderMerchantReference: placed.reference, OrderNotificationType: 'CALLBACKURL' });

    const landed = await t.http.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(landed.headers.location).toBe(`/order-success?ref=${placed.reference}&tracking_id=${trackingId}`);
    await queueIdle();

    const paid = await order(placed.id);
    expect(paid.status).toBe('paid');
    expect(paid.payment).toMatchObject({ tracking_id: trackingId, method: 'MpesaKE', status: 'COMPLETED', account: '2547xxx45678' });
    expect(paid.payment.confirmation_code).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(paid.history.map((h: { to: string; by: string }) => [h.to, h.by])).toEqual([
      ['pending', 'customer-user'],
      ['paid', 'pesapal'],
    ]);
    expect(await stockOf(t, red)).toBe(8);
    await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(409);
  });

  it('changes nothing on duplicate IPNs', async () => {
    const placed = await placeOrder(t, customer, [[blue, 1]]);
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'card');
    await eventually(async () => (await order(placed.id)).status === 'paid');
    const before = await order(placed.id);
    const stockBefore = await stockOf(t, blue);

    const query = `OrderTrackingId=${trackingId}&OrderMerchantReference=${placed.reference}&OrderNotificationType=IPNCHANGE`;
    for (let i = 0; i < 3; i++) {
      const res = await t.http.get(`/api/payments/pesapal/ipn/?${query}`).expect(200);
      expect(res.body).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: placed.reference, status: 200 });
    }
    await t.http
      .post('/api/payments/pesapal/ipn/')
      .send({ OrderTrackingId: trackingId, OrderMerchantReference: placed.reference, OrderNotificationType: 'IPNCHANGE' })
      .expect(200, { orderNotificationType: 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: placed.reference, status: 200 });
    await queueIdle();

    const after = await order(placed.id);
    expect(after).toEqual(before);
    expect(after.payment).toMatchObject({ method: 'Visa', account: '476173**0010', status: 'COMPLETED' });
    expect(await stockOf(t, blue)).toBe(stockBefore);
  });

  it('fails a declined payment and releases its stock once', async () => {
    const stockBefore = await stockOf(t, red);
    const placed = await placeOrder(t, customer, [[red, 3]]);
    expect(await stockOf(t, red)).toBe(stockBefore - 3);
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    const callback = await payOnHostedPage(checkoutUrl, 'decline');
    const landed = await t.http.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(landed.headers.location).toBe(`/order-failed?ref=${placed.reference}&tracking_id=${trackingId}`);
    // The IPN of the same decline arrives after the callback already settled it: nothing more happens.
    await queueIdle();
    const failed = await order(placed.id);
    expect(failed.status).toBe('failed');
    expect(failed.payment).toMatchObject({ status: 'FAILED' });
    expect(await stockOf(t, red)).toBe(stockBefore);
    expect((await logsOf(t, red, 'release')).filter((log) => log.comment === `Order ${placed.reference} failed`)).toEqual([
      expect.objectContaining({ quantity: 3, balance_after: stockBefore }),
    ]);
    // The page is closed now; a replayed submit of its form changes nothing either.
    expect(await (await fetch(checkoutUrl)).text()).toContain('This payment is closed');
    const replay = await fetch(`${t.baseUrl}/pesapal-sandbox/pay/${trackingId}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'mpesa' }),
      redirect: 'manual',
    });
    expect(replay.status).toBe(302);
    await queueIdle();
    expect((await order(placed.id)).status).toBe('failed');
  });

  it('says "pending" while the shopper has not paid yet', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const { tracking_id: trackingId } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    const landed = await t.http
      .get(`/api/payments/pesapal/callback/?OrderTrackingId=${trackingId}&OrderMerchantReference=${placed.reference}&OrderNotificationType=CALLBACKURL`)
      .expect(302);
    expect(landed.headers.location).toBe(`/order-success?ref=${placed.reference}&tracking_id=${trackingId}&pending=1`);
    expect((await order(placed.id)).status).toBe('pending');
    // An unknown tracking id is no order of ours.
    const unknown = await t.http.get('/api/payments/pesapal/callback/?OrderTrackingId=nope&OrderMerchantReference=KC-999999').expect(302);
    expect(unknown.headers.location).toMatch(/^\/order-failed\?/);
  });

  it('refunds through the sandbox with Pesapal RefundRequest rules, and the hosted page keeps working', async () => {
    const placed = await placeOrder(t, customer, [[blue, 1]]);
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(await (await fetch(checkoutUrl)).text()).toContain('Pay with M-Pesa');
    await payOnHostedPage(checkoutUrl, 'mpesa');
    await eventually(async () => (await order(placed.id)).status === 'paid');
    const paid = await order(placed.id);
    expect(paid).toMatchObject({ refund: { max_amount: 2500, full_only: true }, actions: ['refund'] });

    const refund = (body: object) => t.http.post(`/api/orders/${placed.id}/refund/`).set(auth(staff)).send(body);
    await refund({ amount: 1000, remarks: 'Part' }).expect(409);
    const requested = (await refund({ amount: 2500, remarks: 'Customer changed her mind' }).expect(200)).body;
    expect(requested.status).toBe('refund_requested');
    expect(requested.refunds).toEqual([expect.objectContaining({ amount: 2500, status: 'accepted', answer: 'Refund request successfully', requested_by: 'staff-user' })]);
    // The sandbox pays the refund out and notifies the shop: refunded, stock back.
    await eventually(async () => (await order(placed.id)).status === 'refunded');
    expect((await order(placed.id)).payment).toMatchObject({ status: 'REVERSED' });
    // Its own rules, straight through its API: one refund per payment.
    const api = `${t.baseUrl}/pesapal-sandbox/api`;
    const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
    const { token } = (await (await fetch(`${api}/Auth/RequestToken`, { method: 'POST', headers: json, body: JSON.stringify({ consumer_key: 'shop-sandbox-consumer-key', consumer_secret: 'shop-sandbox-consumer-secret' }) })).json()) as { token: string };
    const again = await fetch(`${api}/Transactions/RefundRequest`, {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ confirmation_code: paid.payment.confirmation_code, amount: 2500, username: 'staff-user', remarks: 'Twice' }),
    });
    expect(await again.json()).toEqual({ status: '500', message: 'This payment has already been refunded' });
  });

  it("refuses to start paying another customer's order", async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const other = await t.tokenFor('customer', 'nosy-customer');
    await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(other)).expect(404, { detail: 'Order not found.' });
    await t.http.post(`/api/pesapal-initiate/${placed.id}/`).expect(401);
    await t.http.post('/api/pesapal-initiate/999999/').set(auth(customer)).expect(404);
  });

  it('speaks Pesapal API 3.0 in the sandbox', async () => {
    const api = `${t.baseUrl}/pesapal-sandbox/api`;
    const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
    const refused = await (await fetch(`${api}/Auth/RequestToken`, { method: 'POST', headers: json, body: JSON.stringify({ consumer_key: 'x', consumer_secret: 'y' }) })).json();
    expect(refused).toMatchObject({ error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided' }, status: '500' });
    expect((await fetch(`${api}/URLSetup/GetIpnList`, { headers: json })).status).toBe(401);
    const [{ ipn_id: ipnId }] = (await t.app.get(DataSource).query('SELECT ipn_id FROM pesapal_ipns')) as { ipn_id: string }[];
    expect(ipnId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('payments with real Pesapal keys', () => {
  it('does not mount the sandbox', async () => {
    const t = await startListeningApp({ PESAPAL_CONSUMER_KEY: 'real-key', PESAPAL_CONSUMER_SECRET: 'real-secret', PESAPAL_BASE_URL: 'http://127.0.0.1:9/v3' });
    try {
      await t.http.get('/pesapal-sandbox/pay/?OrderTrackingId=x').expect(404);
      await t.http.post('/pesapal-sandbox/api/Auth/RequestToken').send({}).expect(404);
    } finally {
      await t.close();
    }
  });
});

describe('an unpaid order with an open payment', () => {
  it('is checked with Pesapal, closed there and cancelled when its time is up', async () => {
    const t = await startListeningApp({ ORDER_PAYMENT_TIMEOUT: String(1.5 / 60) });
    try {
      const staff = await t.tokenFor('staff');
      const customer = await t.tokenFor('customer');
      const { red } = await shopWithStock(t, staff, [4, 4]);
      const placed = await placeOrder(t, customer, [[red, 4]]);
      const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
      await eventually(async () => (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer))).body.status === 'cancelled', 15000);
      expect(await stockOf(t, red)).toBe(4);
      // Closed at Pesapal too: the shopper can no longer pay it.
      expect(await (await fetch(checkoutUrl)).text()).toContain('This payment is closed');
    } finally {
      await t.close();
    }
  });
});
