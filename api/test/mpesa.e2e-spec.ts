import { DataSource } from 'typeorm';
import { OrderMovesService } from '../src/orders/order-moves.service';
import { Order } from '../src/orders/order.entities';
import { OrderExpiryService } from '../src/payments/order-expiry.service';
import { MpesaAttempt } from '../src/payments/mpesa/mpesa-payment.entities';
import { MpesaPaymentsService } from '../src/payments/mpesa/mpesa-payments.service';
import { auth } from './catalog-fixtures';
import { DarajaStandIn } from './daraja-stand-in';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { eventually, TestApp } from './harness';
import { payOnHostedPage, placeOrder, shopWithStock, startListeningApp, stockOf } from './orders-fixtures';

/** M-Pesa Express (issue 32) over real HTTP: shop -> a Daraja stand-in -> the callback route -> the payments worker. */
describe('M-Pesa Express payments against a Daraja stand-in', () => {
  let t: TestApp & { baseUrl: string };
  let daraja: DarajaStandIn;
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let customer: string;
  let staff: string;
  let red: number;
  const secret = 'stand-in-callback-secret-0123';

  const order = async (id: number) => (await t.http.get(`/api/orders/${id}/`).set(auth(customer)).expect(200)).body;
  const prompt = async (orderId: number, phone = '0712 345 678') => (await t.http.post(`/api/payments/mpesa/${orderId}/`).set(auth(customer)).send({ phone }).expect(200)).body;
  /** Staff's payments list (GET /api/payments/) with a react-admin filter. */
  const payments = (filter: Record<string, unknown>, token = staff) => t.http.get(`/api/payments/?filter=${encodeURIComponent(JSON.stringify(filter))}`).set(auth(token));
  /** The prompt the stand-in received last (each test's prompts come one after another). */
  const lastPrompt = () => [...daraja.prompts.values()].at(-1)!.checkoutRequestId;

  beforeAll(async () => {
    daraja = await new DarajaStandIn().start();
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    // Queries at 0.5 s, 1 s, 2 s … instead of 10 s, 20 s, 40 s …: a lost callback is found within the test.
    t = await startListeningApp({ ...daraja.env(secret), MPESA_QUERY_SECONDS: '0.5', AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, SMTP_URL: mail.url, NOTIFY_SWEEP_SECONDS: '1' });
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(async () => {
    await t.close();
    await daraja.close();
    await at.stop();
    await mail.stop();
  });

  it('pays an order through the callback: one prompt for two taps, five callbacks, one payment and one SMS and e-mail with the receipt', async () => {
    const placed = await placeOrder(t, customer, [[red, 2]], { client_phone: '0722 000 032', client_email: 'receipt@example.com' });
    const [first, second] = await Promise.all([prompt(placed.id), prompt(placed.id)]);
    expect(second.id).toBe(first.id);
    expect(daraja.calls.stkpush).toBe(1);
    expect(first).toMatchObject({ status: 'pending', phone: '254712345678', amount: placed.total_price });
    const checkoutRequestId = lastPrompt();

    daraja.answer(checkoutRequestId, 0);
    const callback = () => t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(checkoutRequestId, { receipt: 'SKB7RT61SV' })).expect(200, { ResultCode: 0, ResultDesc: 'Accepted' });
    await Promise.all([callback(), callback(), callback(), callback(), callback()]);
    await eventually(async () => (await order(placed.id)).status === 'paid');
    await eventually(async () => at.to('+254722000032').length > 0 && mail.to('receipt@example.com').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sms = at.to('+254722000032');
    expect(sms.map((message) => message.message)).toEqual([expect.stringContaining(`order ${placed.reference}. M-Pesa receipt SKB7RT61SV. Track it:`)]);
    expect(mail.to('receipt@example.com').map((message) => message.text)).toEqual([expect.stringContaining('Paid with: M-Pesa, receipt SKB7RT61SV')]);
    const attempts = (await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(attempts).toEqual([expect.objectContaining({ id: first.id, status: 'paid', receipt: 'SKB7RT61SV', result_code: 0 })]);
    const paid = await order(placed.id);
    expect(paid.payment).toMatchObject({ provider: 'mpesa', method: 'M-Pesa', confirmation_code: 'SKB7RT61SV', status: 'COMPLETED', amount: placed.total_price, tracking_id: null });
    expect(paid.history.at(-1)).toMatchObject({ to: 'paid', by: 'mpesa' });
  });

  it('offers M-Pesa first, then Pesapal (here its development sandbox)', async () => {
    const { body } = await t.http.get('/api/payments/methods/').expect(200);
    expect(body).toEqual({ methods: [{ method: 'mpesa', mode: 'live' }, { method: 'pesapal', mode: 'stand-in' }] });
  });

  it('finds a payment whose callback never came through the scheduled queries, past an expired token and spike arrest', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    daraja.expireTokens();
    daraja.busyQueries = 2;
    await prompt(placed.id);
    daraja.answer(lastPrompt(), 0);
    await eventually(async () => (await order(placed.id)).status === 'paid', 15_000);
    expect(daraja.busyQueries).toBe(0);
    expect((await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer))).body[0]).toMatchObject({ status: 'paid', receipt: null });
  });

  it('lets a callback claim a prompt Daraja took without confirming it (HTTP 500 at stkpush), and pays the order', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    daraja.unconfirmedPushes = 1;
    const refused = await t.http.post(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).send({ phone: '0712 345 678' }).expect(502);
    expect(refused.body.detail).toMatch(/^M-Pesa did not confirm the prompt\. If it reaches your phone, enter your PIN/);
    const pushes = daraja.calls.stkpush;
    // A second tap while it may still be on the phone answers the same attempt, sending nothing more.
    const waiting = await prompt(placed.id);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(daraja.calls.stkpush).toBe(pushes);
    const sent = lastPrompt();
    daraja.answer(sent, 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(sent, { receipt: 'SKB7RT61U1' })).expect(200);
    await eventually(async () => (await order(placed.id)).status === 'paid');
    expect((await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer))).body).toEqual([expect.objectContaining({ id: waiting.id, status: 'paid', receipt: 'SKB7RT61U1' })]);
  });

  it('keeps the receipt of a callback that comes after a query already paid the order', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    await prompt(placed.id);
    const id = lastPrompt();
    daraja.answer(id, 0);
    await t.app.get(MpesaPaymentsService).settle(id);
    expect((await order(placed.id)).payment).toMatchObject({ provider: 'mpesa', confirmation_code: null });
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(id, { receipt: 'SKB7RT61L8' })).expect(200);
    await eventually(async () => (await order(placed.id)).payment.confirmation_code === 'SKB7RT61L8');
    expect((await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer))).body[0]).toMatchObject({ status: 'paid', receipt: 'SKB7RT61L8' });
  });

  it('keeps staff from marking paid by hand while a prompt waits, and gives up a prompt Daraja does not know so the order can go', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    await prompt(placed.id);
    const transitions = async () => (await t.http.get(`/api/orders/${placed.id}/transitions/`).set(auth(staff)).expect(200)).body;
    expect(await transitions()).toEqual([]);
    await t.http
      .patch(`/api/orders/${placed.id}/`)
      .set(auth(staff))
      .send({ status: 'paid', note: 'Paid cash' })
      .expect(409, { detail: 'This order has a payment open with M-Pesa: it becomes paid when M-Pesa reports it.' });
    // Daraja answers "Invalid CheckoutRequestID" for it from now on: the prompt is failed, not pending for ever.
    daraja.prompts.delete(lastPrompt());
    await t.http.post(`/api/orders/${placed.id}/cancel/`).set(auth(customer)).expect(200);
    expect((await order(placed.id)).status).toBe('cancelled');
    expect((await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer))).body[0]).toMatchObject({ status: 'failed', result_desc: expect.stringContaining('Invalid CheckoutRequestID') });
  });

  it('sends a payment of another amount to review, and one after the order was cancelled or expired to a refund', async () => {
    const short = await placeOrder(t, customer, [[red, 1]]);
    await prompt(short.id);
    const underpaid = lastPrompt();
    daraja.answer(underpaid, 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(underpaid, { receipt: 'SKB7RT61S1', amount: short.total_price - 1 })).expect(200);
    await eventually(async () => (await order(short.id)).status === 'payment_review');

    const late = await placeOrder(t, customer, [[red, 1]]);
    await prompt(late.id);
    const unanswered = lastPrompt();
    // The prompt cannot be withdrawn: the order is cancelled while it waits, and the shopper then pays.
    await t.http.post(`/api/orders/${late.id}/cancel/`).set(auth(customer)).expect(200);
    daraja.answer(unanswered, 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(unanswered, { receipt: 'SKB7RT61S2' })).expect(200);
    await eventually(async () => (await order(late.id)).status === 'refund_due');
    expect((await order(late.id)).payment).toMatchObject({ provider: 'mpesa', confirmation_code: 'SKB7RT61S2' });

    // The same when the order expires unpaid while the prompt waits (the sweeper cancels it).
    const expiring = await placeOrder(t, customer, [[red, 1]]);
    await prompt(expiring.id);
    const slow = lastPrompt();
    await t.app.get(DataSource).getRepository(Order).update(expiring.id, { paymentDueAt: new Date(Date.now() - 1000) });
    await t.app.get(OrderExpiryService).sweep();
    expect((await order(expiring.id)).status).toBe('cancelled');
    daraja.answer(slow, 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(slow, { receipt: 'SKB7RT61S3' })).expect(200);
    await eventually(async () => (await order(expiring.id)).status === 'refund_due');
  });

  it('keeps each refusal with its code (1037 unreachable, 2001 wrong PIN, 1 not enough money) and the order payable', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    for (const code of [1037, 2001, 1]) {
      await prompt(placed.id);
      daraja.answer(lastPrompt(), code, `refused ${code}`);
      await t.app.get(MpesaPaymentsService).settle(lastPrompt());
    }
    const attempts = (await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(attempts.map((attempt: { status: string; result_code: number }) => [attempt.status, attempt.result_code])).toEqual([
      ['failed', 1],
      ['failed', 2001],
      ['failed', 1037],
    ]);
    expect((await order(placed.id)).status).toBe('pending');
  });

  it('sweeps: a prompt whose queries were lost is asked again, one Daraja never confirmed is given up', async () => {
    const attempts = t.app.get(DataSource).getRepository(MpesaAttempt);
    const lost = await placeOrder(t, customer, [[red, 1]]);
    const unsent = await placeOrder(t, customer, [[red, 1]]);
    await prompt(lost.id);
    const lostPrompt = lastPrompt();
    // Its queries all ran while the shopper had not answered; the answer comes later, and no callback.
    const unanswered = await attempts.findOneByOrFail({ checkoutRequestId: lostPrompt });
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await attempts.update(unanswered.id, { createdAt: longAgo });
    const stuck = await attempts.save(attempts.create({ orderId: unsent.id, phone: '254712345678', amount: unsent.total_price * 100, status: 'pending' }));
    await attempts.update(stuck.id, { createdAt: longAgo });
    daraja.answer(lostPrompt, 0);
    await t.app.get(MpesaPaymentsService).sweep(100);
    expect((await order(lost.id)).status).toBe('paid');
    expect(await attempts.findOneByOrFail({ id: stuck.id })).toMatchObject({ status: 'failed', resultDesc: 'The prompt was not confirmed sent' });
    // With nothing waiting any more, the order can be prompted again.
    expect((await prompt(unsent.id)).id).not.toBe(stuck.id);
  });

  it("records a refund staff made in Safaricom's portal: refund_requested, then refunded, the stock back and the shopper told", async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], { client_phone: '0722 000 099' });
    await prompt(placed.id, '0722 000 099');
    daraja.answer(lastPrompt(), 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(lastPrompt(), { receipt: 'SKB7RT61R9' })).expect(200);
    await eventually(async () => (await order(placed.id)).status === 'paid');
    const staffView = (await t.http.get(`/api/orders/${placed.id}/`).set(auth(staff)).expect(200)).body;
    expect(staffView.refund).toEqual({ max_amount: placed.total_price, full_only: true, in_portal: true });
    const refund = (body: object) => t.http.post(`/api/orders/${placed.id}/refund/`).set(auth(staff)).send({ amount: placed.total_price, remarks: 'Bag out of stock', ...body });
    expect((await refund({}).expect(400)).body).toEqual({ transaction_id: ["Give the M-Pesa transaction id of the reversal made in Safaricom's portal."] });
    await refund({ amount: placed.total_price - 100, transaction_id: 'SKR1VRS2AL' }).expect(409);
    const stock = await stockOf(t, red);
    const refunded = (await refund({ transaction_id: 'SKR1VRS2AL' }).expect(200)).body;
    expect(refunded).toMatchObject({ status: 'refunded', payment: { provider: 'mpesa', status: 'REVERSED' }, refunds: [{ status: 'accepted', answer: 'Reversed in the M-Pesa portal: transaction SKR1VRS2AL' }] });
    expect(refunded.history.slice(-2).map((change: { to: string }) => change.to)).toEqual(['refund_requested', 'refunded']);
    expect(await stockOf(t, red)).toBe(stock + 1);
    await eventually(async () => at.to('+254722000099').some((sms) => /refund/i.test(sms.message)));
  });

  it('answers a wrong secret 404 and keeps nothing of it', async () => {
    await t.http.post('/api/payments/mpesa/callback/not-the-secret/').send({ Body: { stkCallback: { CheckoutRequestID: 'ws_CO_x', ResultCode: 0 } } }).expect(404);
  });

  it('leaves the order unpaid when the query says the shopper cancelled, and a new prompt then pays', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const cancelled = await prompt(placed.id);
    const first = lastPrompt();
    daraja.answer(first, 1032);
    // The callback claims success; the query says cancelled: the query decides.
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send({ Body: { stkCallback: { CheckoutRequestID: first, ResultCode: 0, ResultDesc: 'forged' } } }).expect(200);
    await eventually(async () => (await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer))).body[0].status === 'failed');
    expect((await order(placed.id)).status).toBe('pending');
    const retried = await prompt(placed.id);
    expect(retried.id).not.toBe(cancelled.id);
    const second = lastPrompt();
    daraja.answer(second, 0);
    await t.app.get(MpesaPaymentsService).settle(second);
    expect((await order(placed.id)).status).toBe('paid');
    const attempts = (await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(attempts.map((attempt: { status: string; result_code: number }) => [attempt.status, attempt.result_code])).toEqual([
      ['paid', 0],
      ['failed', 1032],
    ]);
  });

  it('pays the order on the next query when the worker fails between recording the payment and the attempt', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    await prompt(placed.id);
    const id = lastPrompt();
    daraja.answer(id, 0);
    const moves = t.app.get(OrderMovesService);
    const applyPayment = moves.applyPayment.bind(moves);
    const failing = jest.spyOn(moves, 'applyPayment').mockImplementationOnce(async () => {
      throw new Error('the database went away');
    });
    const payments = t.app.get(MpesaPaymentsService);
    await expect(payments.settle(id)).rejects.toThrow('the database went away');
    failing.mockImplementation(applyPayment);
    await payments.settle(id);
    failing.mockRestore();
    expect((await order(placed.id)).status).toBe('paid');
    expect((await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).expect(200)).body[0]).toMatchObject({ status: 'paid', result_code: 0 });
  });

  it("lists staff every payment of both providers, newest first: a prompt's codes and receipt, Pesapal's confirmation", async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    await prompt(placed.id);
    daraja.answer(lastPrompt(), 2001, 'Initiator information is invalid');
    await t.app.get(MpesaPaymentsService).settle(lastPrompt());
    await prompt(placed.id);
    daraja.answer(lastPrompt(), 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(lastPrompt(), { receipt: 'SKB7RT61S9' })).expect(200);
    await eventually(async () => (await order(placed.id)).status === 'paid');
    const card = await placeOrder(t, customer, [[red, 1]]);
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${card.id}/`).set(auth(customer)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'mpesa');
    await eventually(async () => (await order(card.id)).status === 'paid');

    const ofOrder = (await payments({ order_id: placed.id }).expect(200)).body;
    expect(ofOrder).toEqual([
      expect.objectContaining({ method: 'mpesa', status: 'paid', order_reference: placed.reference, order_status: 'paid', amount: placed.total_price, currency: 'KES', phone_or_account: '254712345678', receipt_or_confirmation: 'SKB7RT61S9', result_code: 0 }),
      expect.objectContaining({ method: 'mpesa', status: 'failed', receipt_or_confirmation: null, result_code: 2001, result_desc: 'Initiator information is invalid' }),
    ]);
    const mpesa = await payments({ method: 'mpesa' }).expect(200);
    const attempts = await t.app.get(DataSource).getRepository(MpesaAttempt).count();
    expect(mpesa.headers['content-range']).toBe(`items 0-${Math.min(attempts, 25) - 1}/${attempts}`);
    expect(mpesa.body.every((row: { method: string }) => row.method === 'mpesa')).toBe(true);
    expect(mpesa.body.slice(0, 2)).toEqual(ofOrder);
    const when = mpesa.body.map((row: { created_at: string }) => row.created_at);
    expect(when).toEqual([...when].sort().reverse());

    const paid = await order(card.id);
    const [newest] = (await t.http.get('/api/payments/?range=[0,0]').set(auth(staff)).expect(200)).body;
    expect(newest).toEqual(
      expect.objectContaining({ id: `pesapal-${card.id}`, method: 'pesapal', status: 'paid', order_id: card.id, amount: card.total_price, receipt_or_confirmation: paid.payment.confirmation_code, result_code: null }),
    );
    await payments({ method: 'pesapal' }, customer).expect(403);
    await payments({ status: 'settled' }).expect(400);
    await payments({ needs_review: 'yes' }).expect(400);
    // An empty list filters nothing, as the orders list's status does.
    expect((await payments({ method: [], status: [], order_id: [] }).expect(200)).body[0]).toEqual(newest);
  });

  it('shares one needs-review queue between M-Pesa and Pesapal', async () => {
    const short = await placeOrder(t, customer, [[red, 1]]);
    await t.http.post(`/api/pesapal-initiate/${short.id}/`).set(auth(customer)).expect(200);
    // What Pesapal's notification would record: KSh 1 short.
    const underpaid = { status: 'COMPLETED', method: 'MpesaKE', confirmationCode: 'PSP7RT61S3', account: '2547xxx45678', amount: (short.total_price - 1) * 100, currency: 'KES' } as const;
    await t.app.get(OrderMovesService).applyPayment(short.id, underpaid, false, 'pesapal');

    const queue = await payments({ needs_review: true }).expect(200);
    expect(queue.body.every((row: { status: string; order_status: string }) => row.status === 'review' && ['payment_review', 'refund_due', 'refund_requested'].includes(row.order_status))).toBe(true);
    const held = (receipt: string) => queue.body.find((row: { receipt_or_confirmation: string }) => row.receipt_or_confirmation === receipt);
    // From the tests above: M-Pesa paid short (payment_review), after the order was cancelled and after it expired (refund_due).
    expect(held('SKB7RT61S1')).toMatchObject({ method: 'mpesa', order_status: 'payment_review' });
    expect(held('SKB7RT61S2')).toMatchObject({ method: 'mpesa', order_status: 'refund_due' });
    expect(held('SKB7RT61S3')).toMatchObject({ method: 'mpesa', order_status: 'refund_due' });
    expect(held('PSP7RT61S3')).toMatchObject({ id: `pesapal-${short.id}`, method: 'pesapal', order_status: 'payment_review', amount: short.total_price - 1 });
    expect(queue.headers['content-range']).toBe(`items 0-3/4`);
    expect((await payments({ status: 'review' }).expect(200)).body).toEqual(queue.body);
  });
});
