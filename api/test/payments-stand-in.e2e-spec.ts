import * as fs from 'node:fs';
import * as path from 'node:path';
import { JobQueue } from '../src/queue/job-queue';
import { auth } from './catalog-fixtures';
import { eventually, startTestApp } from './harness';
import { placeOrder, shopWithStock, startListeningApp, stockOf } from './orders-fixtures';
import { PesapalStandIn } from './pesapal-stand-in';

/**
 * Money under faults (issue 9), against a Pesapal API 3.0 stand-in the tests steer per tracking id.
 * Each case here lost money or gave goods away before.
 */
describe('payments against a Pesapal stand-in', () => {
  let pesapal: PesapalStandIn;
  let t: Awaited<ReturnType<typeof startListeningApp>>;
  let staff: string;
  let customer: string;
  let red: number;
  let blue: number;

  const order = async (id: number) => (await t.http.get(`/api/orders/${id}/`).set(auth(staff)).expect(200)).body;
  const queueIdle = () => eventually(async () => (await t.app.get(JobQueue).pending('payments')) === 0);
  /** Places an order and opens its Pesapal payment; answers the order and its tracking id. */
  const orderWithPayment = async (lines: [number, number][] = [[red, 1]]) => {
    const placed = await placeOrder(t, customer, lines);
    const { tracking_id: trackingId } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    return { placed, trackingId: trackingId as string };
  };
  /** Pesapal reports the payment completed (or otherwise) and notifies the shop; waits until the worker is done. */
  const report = async (trackingId: string, change: Parameters<PesapalStandIn['steer']>[1]) => {
    pesapal.steer(trackingId, change);
    expect((await pesapal.notify(trackingId)).status).toBe(200);
    await queueIdle();
  };
  const mpesa = (amount: number) => ({ status_code: 1, amount, payment_method: 'MpesaKE', confirmation_code: `SBM${Math.random().toString(36).slice(2, 9).toUpperCase()}` });

  beforeAll(async () => {
    pesapal = await new PesapalStandIn().start();
    t = await startListeningApp(pesapal.env());
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red, blue } = await shopWithStock(t, staff, [100, 100]));
  });

  afterAll(async () => {
    await t.close();
    await pesapal.close();
  });

  it('case 2: a payment short by KSh 1 or in another currency waits for staff, with stock held, untouched by expiry', async () => {
    const short = await orderWithPayment();
    await report(short.trackingId, { ...mpesa(1699), currency: 'KES' });
    const review = await order(short.placed.id);
    expect(review).toMatchObject({ status: 'payment_review', total_price: 1700, payment: { status: 'COMPLETED', amount: 1699, currency: 'KES' }, actions: ['accept_payment', 'refund'] });
    expect(review.history.at(-1)).toMatchObject({ from: 'pending', to: 'payment_review', by: 'pesapal' });

    const dollars = await orderWithPayment();
    await report(dollars.trackingId, { ...mpesa(1700), currency: 'USD' });
    expect(await order(dollars.placed.id)).toMatchObject({ status: 'payment_review', payment: { amount: 1700, currency: 'USD' } });

    // Staff find them listed, accept one and refund the other in full.
    const attention = (await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ status: ['payment_review'] }))}`).set(auth(staff)).expect(200)).body;
    expect(attention.map((o: { id: number }) => o.id).sort()).toEqual([short.placed.id, dollars.placed.id].sort());
    const accepted = (await t.http.post(`/api/orders/${short.placed.id}/accept-payment/`).set(auth(staff)).send({ note: 'Customer paid the missing shilling in cash' }).expect(200)).body;
    expect(accepted.status).toBe('paid');
    expect(accepted.history.at(-1)).toMatchObject({ from: 'payment_review', to: 'paid', by: 'staff-user', note: 'Customer paid the missing shilling in cash' });
    await t.http.post(`/api/orders/${dollars.placed.id}/accept-payment/`).set(auth(customer)).expect(403);
    await t.http.post(`/api/orders/${dollars.placed.id}/refund/`).set(auth(staff)).send({ amount: 1700, remarks: 'Paid in the wrong currency' }).expect(200);
    expect(pesapal.refundRequests.at(-1)).toEqual({ confirmation_code: pesapal.payment(dollars.trackingId).confirmation_code, amount: 1700, username: 'staff-user', remarks: 'Paid in the wrong currency' });
  });

  it('case 3: cancel closes the Pesapal payment first; a payment completed just before is kept, one after is flagged for refund', async () => {
    const stock = await stockOf(t, blue);
    const open = await orderWithPayment([[blue, 2]]);
    const before = pesapal.calls.CancelOrder;
    const cancelled = (await t.http.post(`/api/orders/${open.placed.id}/cancel/`).set(auth(customer)).expect(200)).body;
    expect(cancelled.status).toBe('cancelled');
    expect(pesapal.calls.CancelOrder).toBe(before + 1);
    expect(pesapal.payment(open.trackingId).status_code).toBe(2);
    expect(await stockOf(t, blue)).toBe(stock);

    // Paid at the last moment: Pesapal will not close it, so the order is paid, not cancelled.
    const late = await orderWithPayment([[blue, 1]]);
    pesapal.steer(late.trackingId, mpesa(2500));
    const refused = await t.http.post(`/api/orders/${late.placed.id}/cancel/`).set(auth(staff)).expect(409);
    expect(refused.body.detail).toMatch(/not cancelled: it is paid now/);
    expect(await order(late.placed.id)).toMatchObject({ status: 'paid', payment: { status: 'COMPLETED' } });
    expect(await stockOf(t, blue)).toBe(stock - 1);

    // Money that still arrives for the cancelled order is recorded and waits for a refund.
    await report(open.trackingId, mpesa(4000));
    const owed = await order(open.placed.id);
    expect(owed).toMatchObject({ status: 'refund_due', payment: { status: 'COMPLETED', amount: 4000 }, refund: { max_amount: 4000, full_only: true }, actions: ['refund'] });
    expect(owed.history.at(-1)).toMatchObject({ from: 'cancelled', to: 'refund_due', by: 'pesapal' });
    expect(await stockOf(t, blue)).toBe(stock - 1);
  });

  it('case 4: a late FAILED after COMPLETED does not overwrite the paid order', async () => {
    const paid = await orderWithPayment();
    await report(paid.trackingId, mpesa(1700));
    expect(await order(paid.placed.id)).toMatchObject({ status: 'paid', payment: { status: 'COMPLETED' } });
    await report(paid.trackingId, { status_code: 2 });
    await report(paid.trackingId, { status_code: 0 });
    const still = await order(paid.placed.id);
    expect(still).toMatchObject({ status: 'paid', payment: { status: 'COMPLETED' } });
    expect(still.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'paid']);
  });

  it('refunds a paid order by Pesapal rules, through refund_requested to refunded', async () => {
    const stock = await stockOf(t, red);
    const card = await orderWithPayment([[red, 2]]);
    await report(card.trackingId, { status_code: 1, amount: 2900, payment_method: 'Visa', confirmation_code: '4719283746501928374650' });
    const viaMpesa = await orderWithPayment([[red, 1]]);
    await report(viaMpesa.trackingId, mpesa(1700));

    const refund = (id: number, body: object) => t.http.post(`/api/orders/${id}/refund/`).set(auth(staff)).send(body);
    expect((await refund(card.placed.id, { amount: 2900.01, remarks: 'Too much' }).expect(409)).body.detail).toBe('At most KSh 2,900 can be refunded: the amount paid.');
    expect((await refund(viaMpesa.placed.id, { amount: 500, remarks: 'Part' }).expect(409)).body.detail).toBe('Mobile money payments can only be refunded in full (KSh 1,700).');
    expect((await refund(card.placed.id, { amount: 500 }).expect(400)).body.remarks).toContain('Remarks are required.');
    await refund(card.placed.id, { amount: 500, remarks: 'x' }).set(auth(customer)).expect(403);

    // Pesapal refuses: recorded, and the order goes back to paid with its history.
    pesapal.refuseRefunds = 'Refund window closed';
    expect((await refund(card.placed.id, { amount: 1000, remarks: 'Strap broke' }).expect(502)).body.detail).toBe('Pesapal refused the refund: Refund window closed');
    pesapal.refuseRefunds = null;
    const back = await order(card.placed.id);
    expect(back.status).toBe('paid');
    expect(back.refunds).toEqual([expect.objectContaining({ amount: 1000, status: 'refused', answer: 'Refund window closed', requested_by: 'staff-user' })]);
    expect(back.history.slice(-2).map((h: { to: string }) => h.to)).toEqual(['refund_requested', 'paid']);

    // A partial card refund; one refund per payment.
    const requested = (await refund(card.placed.id, { amount: 1000, remarks: 'Strap broke' }).expect(200)).body;
    expect(requested).toMatchObject({ status: 'refund_requested', refund: null, actions: [] });
    expect(requested.refunds.at(-1)).toMatchObject({ amount: 1000, status: 'accepted', answer: 'Refund request successfully' });
    expect((await refund(card.placed.id, { amount: 500, remarks: 'Again' }).expect(409)).body.detail).toMatch(/one refund per payment/);

    // Pesapal reverses the payment: refunded, and the unshipped goods are back on the shelf.
    await report(card.trackingId, { status_code: 3 });
    const refunded = await order(card.placed.id);
    expect(refunded).toMatchObject({ status: 'refunded', payment: { status: 'REVERSED' } });
    expect(refunded.history.at(-1)).toMatchObject({ from: 'refund_requested', to: 'refunded', by: 'pesapal', note: expect.stringMatching(/^Refund completed \(Visa/) });
    expect(await stockOf(t, red)).toBe(stock - 1);
  });

  it('case 6: 50 concurrent IPNs for one tracking id cost at most 2 status checks', async () => {
    const burst = await orderWithPayment();
    pesapal.steer(burst.trackingId, mpesa(1700));
    // Each check takes a while, so the whole burst lands while the first one is in flight.
    pesapal.statusDelayMs = 1500;
    const before = pesapal.calls.GetTransactionStatus;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => pesapal.notify(burst.trackingId)));
      expect(answers.every((answer) => answer.status === 200 && answer.body.status === 200)).toBe(true);
      await queueIdle();
    } finally {
      pesapal.statusDelayMs = 0;
    }
    expect(pesapal.calls.GetTransactionStatus - before).toBeLessThanOrEqual(2);
    expect(await order(burst.placed.id)).toMatchObject({ status: 'paid' });
  });
});

describe('IPN throttle', () => {
  it('answers 429 past the per-address limit, so Pesapal sends them again later', async () => {
    const t = await startTestApp({ IPN_THROTTLE_LIMIT: '3' });
    try {
      const ipn = () => t.http.get('/api/payments/pesapal/ipn/?OrderTrackingId=abc&OrderMerchantReference=KC-000001&OrderNotificationType=IPNCHANGE');
      for (let i = 0; i < 3; i++) await ipn().expect(200);
      expect((await ipn().expect(429)).body.detail).toMatch(/Too many notifications/);
    } finally {
      await t.close();
    }
  });
});

describe('case 1: production and the built-in sandbox', () => {
  it('docker-compose never points production at a stand-in', () => {
    const compose = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docker-compose.yml'), 'utf8');
    expect(compose).not.toMatch(/pesapal-sandbox|mpesa-sandbox|whatsapp-sandbox|at-sandbox/);
    expect(compose).toMatch(/NODE_ENV: production/);
  });
});

describe('case 5: an order whose expiry timer is lost', () => {
  it('is still cancelled by the sweeper once its deadline passes, exactly once', async () => {
    const t = await startTestApp({ ORDER_PAYMENT_TIMEOUT: String(1 / 60), EXPIRY_SWEEP_SECONDS: '1' });
    try {
      const staff = await t.tokenFor('staff');
      const customer = await t.tokenFor('customer');
      const { red } = await shopWithStock(t, staff, [5, 5]);
      const queue = t.app.get(JobQueue);
      const add = queue.add.bind(queue);
      // The queue refuses the timer (as Redis does when it is down): the checkout still succeeds.
      queue.add = () => Promise.reject(new Error('queue down'));
      const placed = await placeOrder(t, customer, [[red, 3]]);
      queue.add = add;
      expect(placed.payment_due_at).toEqual(expect.any(String));
      expect(await stockOf(t, red)).toBe(2);
      await eventually(async () => (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer))).body.status === 'cancelled', 15000);
      expect(await stockOf(t, red)).toBe(5);
      const history = (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer))).body.history;
      expect(history.filter((h: { to: string }) => h.to === 'cancelled')).toEqual([expect.objectContaining({ by: 'system', note: 'Not paid within 1 second' })]);
    } finally {
      await t.close();
    }
  });
});
