import { DataSource } from 'typeorm';
import { DARAJA_SANDBOX_PASSKEY, DARAJA_SANDBOX_SHORTCODE, MPESA_STAND_IN_KEY, MPESA_STAND_IN_SECRET } from '../src/config/app-config';
import { darajaPassword, darajaTimestamp } from '../src/payments/mpesa/daraja.client';
import { MpesaAttempt, MpesaCallback } from '../src/payments/mpesa/mpesa-payment.entities';
import type { PhoneAnswerName } from '../src/payments/mpesa/sandbox/phone-answers';
import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

/**
 * The built-in Daraja stand-in (issue 32) over real HTTP, as development uses it: the shop's Daraja client talks to
 * /mpesa-sandbox on the shop itself, the phone page answers the prompt, and its callback comes back to the shop.
 */
describe('the built-in M-Pesa stand-in at /mpesa-sandbox', () => {
  let t: TestApp & { baseUrl: string };
  let customer: string;
  let red: number;

  const attempts = async (orderId: number) => (await t.http.get(`/api/payments/mpesa/${orderId}/`).set(auth(customer)).expect(200)).body;
  const orderStatus = async (orderId: number) => (await t.http.get(`/api/orders/${orderId}/`).set(auth(customer)).expect(200)).body.status;
  const phonePage = async () => (await t.http.get('/mpesa-sandbox').expect(200).expect('Content-Type', /html/)).text;
  const callbacksOf = (checkoutRequestId: string) => t.app.get(DataSource).getRepository(MpesaCallback).countBy({ checkoutRequestId });

  /** Sends the prompt for the order; answers the attempt and the CheckoutRequestID Daraja gave it. */
  const prompt = async (orderId: number) => {
    const attempt = (await t.http.post(`/api/payments/mpesa/${orderId}/`).set(auth(customer)).send({ phone: '0712 345 678' }).expect(200)).body;
    const { checkoutRequestId } = await t.app.get(DataSource).getRepository(MpesaAttempt).findOneByOrFail({ id: attempt.id });
    return { attempt, checkoutRequestId: checkoutRequestId! };
  };

  /** Presses a button of the prompt's form on the phone page, as a browser submits it. */
  const answer = async (checkoutRequestId: string, choice: PhoneAnswerName) => {
    const action = `/mpesa-sandbox/prompts/${encodeURIComponent(checkoutRequestId)}/`;
    expect(await phonePage()).toContain(`action="${action}"`);
    await t.http.post(action).type('form').send({ answer: choice }).expect(303).expect('Location', '/mpesa-sandbox/');
  };

  /** Waits until the order's newest attempt is no longer pending; answers it. */
  const settled = async (orderId: number) => {
    await eventually(async () => (await attempts(orderId))[0].status !== 'pending');
    return (await attempts(orderId))[0];
  };

  beforeAll(async () => {
    // No Daraja keys: the shop prompts through its own stand-in (earlier suites' settings are cleared).
    const noDaraja = { MPESA_CONSUMER_KEY: '', MPESA_CONSUMER_SECRET: '', MPESA_SHORTCODE: '', MPESA_PASSKEY: '', MPESA_BASE_URL: '', MPESA_CALLBACK_SECRET: '' };
    t = await startListeningApp({ ...noDaraja, MPESA_QUERY_SECONDS: '0.2' });
    const staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(() => t.close());

  it('pays an order when the phone enters the PIN: the callback carries the receipt, and health names the stand-in', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const { checkoutRequestId } = await prompt(placed.id);
    const page = await phonePage();
    expect(page).toContain(`Pay KSh ${placed.total_price.toLocaleString('en-KE')} for account ${placed.reference.replace(/[^A-Za-z0-9]/g, '')}?`);
    expect(page).toContain('254712345678');

    await answer(checkoutRequestId, 'pin');
    const paid = await settled(placed.id);
    expect(paid).toMatchObject({ status: 'paid', result_code: 0, receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) });
    expect(await orderStatus(placed.id)).toBe('paid');
    expect(await callbacksOf(checkoutRequestId)).toBe(1);
    expect(await phonePage()).toContain(`Paid, receipt ${paid.receipt}`);

    const health = (await t.http.get('/api/health/').expect(200)).body;
    expect(health.info.mpesa).toEqual({ status: 'up', mode: 'stand-in', message: 'Development stand-in at /mpesa-sandbox: no money moves' });
    expect(health.info.pesapal).toEqual({ status: 'up', mode: 'stand-in', message: 'Development sandbox at /pesapal-sandbox: no money moves' });
    // Both on, M-Pesa first, as the payment page offers them.
    expect((await t.http.get('/api/payments/methods/').expect(200)).body).toEqual({ methods: [{ method: 'mpesa', mode: 'stand-in' }, { method: 'pesapal', mode: 'stand-in' }] });
  });

  it('leaves the order payable after Cancel (1032), and a new prompt then pays', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const first = await prompt(placed.id);
    await answer(first.checkoutRequestId, 'cancel');
    expect(await settled(placed.id)).toMatchObject({ status: 'failed', result_code: 1032, receipt: null });
    expect(await orderStatus(placed.id)).toBe('pending');

    const retry = await prompt(placed.id);
    expect(retry.attempt.id).not.toBe(first.attempt.id);
    await answer(retry.checkoutRequestId, 'pin');
    expect(await settled(placed.id)).toMatchObject({ status: 'paid', result_code: 0 });
    expect(await orderStatus(placed.id)).toBe('paid');
  });

  it('finds a payment whose callback never comes through the query', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const { checkoutRequestId } = await prompt(placed.id);
    await answer(checkoutRequestId, 'no-callback');
    expect(await settled(placed.id)).toMatchObject({ status: 'paid', result_code: 0, receipt: null });
    expect(await orderStatus(placed.id)).toBe('paid');
    expect(await callbacksOf(checkoutRequestId)).toBe(0);
  });

  it('pays once for three callbacks of one payment', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const { checkoutRequestId } = await prompt(placed.id);
    await answer(checkoutRequestId, 'duplicate-callbacks');
    await eventually(async () => (await callbacksOf(checkoutRequestId)) === 3);
    expect(await settled(placed.id)).toMatchObject({ status: 'paid' });
    expect(await attempts(placed.id)).toHaveLength(1);
    const order = (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(order.history.filter((change: { to: string }) => change.to === 'paid')).toHaveLength(1);
  });

  it("speaks Daraja's contract: Basic keys for a token, checked prompts, pending queries; the page escapes what a prompt carries", async () => {
    const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    const tokenUrl = '/mpesa-sandbox/oauth/v1/generate?grant_type=client_credentials';
    const refused = await t.http.get(tokenUrl).set('Authorization', basic(MPESA_STAND_IN_KEY, 'wrong')).expect(400);
    expect(refused.body).toMatchObject({ requestId: expect.any(String), errorCode: '400.008.01' });
    const { body: token } = await t.http.get(tokenUrl).set('Authorization', basic(MPESA_STAND_IN_KEY, MPESA_STAND_IN_SECRET)).expect(200);
    expect(token).toEqual({ access_token: expect.any(String), expires_in: '3599' });

    const timestamp = darajaTimestamp();
    const signed = { BusinessShortCode: DARAJA_SANDBOX_SHORTCODE, Password: darajaPassword(DARAJA_SANDBOX_SHORTCODE, DARAJA_SANDBOX_PASSKEY, timestamp), Timestamp: timestamp };
    const push = { ...signed, TransactionType: 'CustomerPayBillOnline', Amount: 10, PartyA: 254708374149, PartyB: 174379, PhoneNumber: 254708374149, CallBackURL: `${t.baseUrl}/nowhere/`, AccountReference: '<b>x</b>', TransactionDesc: 'Test' };
    const stkPush = (body: object, bearer = token.access_token) => t.http.post('/mpesa-sandbox/mpesa/stkpush/v1/processrequest').set('Authorization', `Bearer ${bearer}`).send(body);
    expect((await stkPush(push, 'not-a-token').expect(401)).body).toMatchObject({ errorCode: '404.001.03' });
    expect((await stkPush({ ...push, Amount: 10.5 }).expect(400)).body).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' });
    expect((await stkPush({ ...push, Password: 'wrong' }).expect(400)).body).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Password' });
    const accepted = (await stkPush(push).expect(200)).body;
    expect(accepted).toMatchObject({ MerchantRequestID: expect.any(String), CheckoutRequestID: expect.stringMatching(/^ws_CO_/), ResponseCode: '0', CustomerMessage: expect.any(String) });

    const query = (await t.http.post('/mpesa-sandbox/mpesa/stkpushquery/v1/query').set('Authorization', `Bearer ${token.access_token}`).send({ ...signed, CheckoutRequestID: accepted.CheckoutRequestID }).expect(500)).body;
    expect(query).toMatchObject({ errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
    const page = await phonePage();
    expect(page).toContain('for account &lt;b&gt;x&lt;/b&gt;?');
    expect(page).not.toContain('<b>x</b>');
  });
});
