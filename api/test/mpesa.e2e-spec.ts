import { DataSource } from 'typeorm';
import { OrderMovesService } from '../src/orders/order-moves.service';
import { MpesaAttempt } from '../src/payments/mpesa/mpesa-payment.entities';
import { MpesaPaymentsService } from '../src/payments/mpesa/mpesa-payments.service';
import { auth } from './catalog-fixtures';
import { DarajaStandIn } from './daraja-stand-in';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { eventually, TestApp } from './harness';
import { placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

/** M-Pesa Express (issue 32) over real HTTP: shop -> a Daraja stand-in -> the callback route -> the payments worker. */
describe('M-Pesa Express payments against a Daraja stand-in', () => {
  let t: TestApp & { baseUrl: string };
  let daraja: DarajaStandIn;
  let at: AfricasTalkingStandIn;
  let mail: MailCatcher;
  let customer: string;
  let red: number;
  const secret = 'stand-in-callback-secret-0123';

  const order = async (id: number) => (await t.http.get(`/api/orders/${id}/`).set(auth(customer)).expect(200)).body;
  const prompt = async (orderId: number, phone = '0712 345 678') => (await t.http.post(`/api/payments/mpesa/${orderId}/`).set(auth(customer)).send({ phone }).expect(200)).body;
  /** The prompt the stand-in received last (each test's prompts come one after another). */
  const lastPrompt = () => [...daraja.prompts.values()].at(-1)!.checkoutRequestId;

  beforeAll(async () => {
    daraja = await new DarajaStandIn().start();
    at = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    // Queries at 0.5 s, 1 s, 2 s … instead of 10 s, 20 s, 40 s …: a lost callback is found within the test.
    t = await startListeningApp({ ...daraja.env(secret), MPESA_QUERY_SECONDS: '0.5', AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: at.url, SMTP_URL: mail.url, NOTIFY_SWEEP_SECONDS: '1' });
    const staff = await t.tokenFor('staff');
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

  it('sends a payment of another amount to review, and one after the order was cancelled to a refund', async () => {
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
});

