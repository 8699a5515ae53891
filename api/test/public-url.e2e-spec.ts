import * as net from 'node:net';
import { SandboxService } from '../src/payments/pesapal/sandbox/sandbox.service';
import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';
import { placeOrder, shopWithStock } from './orders-fixtures';

/**
 * Development without PUBLIC_URL (issue 12): a shopper who opened the shop at another address than
 * http://localhost:$PORT is sent back to that address after paying, not to localhost, where their
 * session and cart are not.
 */
describe('payment addresses without PUBLIC_URL', () => {
  let t: TestApp;
  let port: number;
  let customer: string;
  let red: number;

  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    // The shop's Pesapal client still reaches its own sandbox directly; only shoppers' addresses change.
    t = await startTestApp({
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: '',
      PESAPAL_CONSUMER_KEY: '',
      PESAPAL_CONSUMER_SECRET: '',
      PESAPAL_IPN_ID: '',
      PESAPAL_BASE_URL: `http://127.0.0.1:${port}/pesapal-sandbox`,
    });
    await t.app.listen(port, '127.0.0.1');
    customer = await t.tokenFor('customer');
    ({ red } = await shopWithStock(t, await t.tokenFor('staff'), [5, 5]));
  });

  afterAll(() => t.close());

  it('builds the callback and the hosted page from the address the shopper used', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], { delivery_method: 'pickup', delivery_address: null });

    const shopper = `127.0.0.1:${port}`;
    const initiated = await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set('Host', shopper).set(auth(customer)).expect(200);
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = initiated.body;
    expect(checkoutUrl).toBe(`http://${shopper}/pesapal-sandbox/pay/?OrderTrackingId=${trackingId}`);
    const transaction = await t.app.get(SandboxService).find(trackingId);
    expect(transaction?.callbackUrl).toBe(`http://${shopper}/api/payments/pesapal/callback/`);
  });

  it('ignores a Host header that is not a plain host', async () => {
    const placed = await placeOrder(t, customer, [[red, 1]], { delivery_method: 'pickup', delivery_address: null });
    const initiated = await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set('Host', 'evil.example/phish?').set(auth(customer)).expect(200);
    const transaction = await t.app.get(SandboxService).find(initiated.body.tracking_id);
    expect(transaction?.callbackUrl).toBe(`http://localhost:${port}/api/payments/pesapal/callback/`);
  });
});
