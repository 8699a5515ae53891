import { OrderMovesService } from '../src/orders/order-moves.service';
import { MpesaPaymentsService } from '../src/payments/mpesa/mpesa-payments.service';
import { auth } from './catalog-fixtures';
import { DarajaStandIn } from './daraja-stand-in';
import { eventually, TestApp } from './harness';
import { placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

/** M-Pesa Express (issue 32) over real HTTP: shop -> a Daraja stand-in -> the callback route -> the payments worker. */
describe('M-Pesa Express payments against a Daraja stand-in', () => {
  let t: TestApp & { baseUrl: string };
  let daraja: DarajaStandIn;
  let customer: string;
  let red: number;
  const secret = 'stand-in-callback-secret-0123';

  const order = async (id: number) => (await t.http.get(`/api/orders/${id}/`).set(auth(customer)).expect(200)).body;
  const prompt = async (orderId: number, phone = '0712 345 678') => (await t.http.post(`/api/payments/mpesa/${orderId}/`).set(auth(customer)).send({ phone }).expect(200)).body;
  /** The prompt the stand-in received last (each test's prompts come one after another). */
  const lastPrompt = () => [...daraja.prompts.values()].at(-1)!.checkoutRequestId;

  beforeAll(async () => {
    daraja = await new DarajaStandIn().start();
    t = await startListeningApp(daraja.env(secret));
    const staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(async () => {
    await t.close();
    await daraja.close();
  });

  it('pays an order through the callback: one prompt for two taps, a query confirms, the receipt is kept', async () => {
    const placed = await placeOrder(t, customer, [[red, 2]]);
    const [first, second] = await Promise.all([prompt(placed.id), prompt(placed.id)]);
    expect(second.id).toBe(first.id);
    expect(daraja.calls.stkpush).toBe(1);
    expect(first).toMatchObject({ status: 'pending', phone: '254712345678', amount: placed.total_price });
    const checkoutRequestId = lastPrompt();

    daraja.answer(checkoutRequestId, 0);
    await t.http.post(`/api/payments/mpesa/callback/${secret}/`).send(daraja.callbackBody(checkoutRequestId, { receipt: 'SKB7RT61SV' })).expect(200, { ResultCode: 0, ResultDesc: 'Accepted' });
    await eventually(async () => (await order(placed.id)).status === 'paid');
    const attempts = (await t.http.get(`/api/payments/mpesa/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(attempts).toEqual([expect.objectContaining({ id: first.id, status: 'paid', receipt: 'SKB7RT61SV', result_code: 0 })]);
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

