import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { ADMIN, onServices } from './harness';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { AfricasTalkingStandIn } from './message-stand-ins';
import { checkoutBody } from './orders-fixtures';
import { PrivateRedis, ShopProcess } from './shop-process';

jest.setTimeout(120_000);

interface OrderJson {
  id: number;
  status: string;
  items: { variant: { id: number }; quantity: number }[];
  history: { to: string }[];
}

/** A seeded shop process with one product of two variants (10 each) and a signed-in customer. */
async function stockedShop(shop: ShopProcess) {
  const http = request(shop.baseUrl) as unknown as TestAgent;
  const staff = (await http.post('/api/auth/login/').send(ADMIN).expect(200)).body.token as string;
  const basics = await catalogBasics(http, staff);
  const product = await createProduct(http, staff, {
    name: 'Kiondo Basket',
    category_id: basics.bags.id,
    variants: [
      { id: 'new-1', price: 1200, stock: 10, attributes: [{ type: basics.color.id, value: basics.red.id }] },
      { id: 'new-2', price: 2000, stock: 10, attributes: [{ type: basics.color.id, value: basics.blue.id }] },
    ],
  });
  const customer = { username: 'wanjiku', email: 'wanjiku@example.com', password: 'Kikapu-cha-Mama-2026', first_name: 'Wanjiku', last_name: 'Kamau' };
  await http.post('/api/auth/register/').send(customer).expect(201);
  const token = (await http.post('/api/auth/login/').send({ username: customer.username, password: customer.password }).expect(200)).body.token as string;
  return { http, staff, token, productId: product.id as number, variants: product.variants.map((v: { id: number }) => v.id) as number[] };
}

async function fillCart(http: TestAgent, token: string, lines: [number, number][]): Promise<void> {
  for (const [variantId, quantity] of lines) await http.post('/api/cart/add/').set(auth(token)).send({ variant_id: variantId, quantity }).expect(200);
}

/** Stock on the shelf plus units held by open orders must equal the starting stock, per variant. */
async function expectStockAddsUp(http: TestAgent, staff: string, productId: number, start: number): Promise<void> {
  const product = (await http.get(`/api/products/${productId}/`).set(auth(staff)).expect(200)).body as { variants: { id: number; stock: number }[] };
  const orders = (await http.get('/api/orders/?range=[0,99]').set(auth(staff)).expect(200)).body as OrderJson[];
  for (const variant of product.variants) {
    const held = orders
      .filter((order) => ['pending', 'payment_review', 'paid'].includes(order.status))
      .flatMap((order) => order.items)
      .filter((item) => item.variant.id === variant.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(variant.stock + held).toBe(start);
  }
}

async function waitForAll(http: TestAgent, staff: string, ids: number[], status: string): Promise<OrderJson[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const orders = await Promise.all(ids.map(async (id) => (await http.get(`/api/orders/${id}/`).set(auth(staff)).expect(200)).body as OrderJson));
    if (orders.every((order) => order.status === status) || Date.now() > deadline) return orders;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const cancellations = (order: OrderJson) => order.history.filter((change) => change.to === 'cancelled').length;

describe('unpaid orders under faults', () => {
  it('expire exactly once after the shop is killed with SIGKILL and restarted', async () => {
    const redis = onServices ? new PrivateRedis() : null;
    await redis?.start();
    const shop = new ShopProcess({ ORDER_PAYMENT_TIMEOUT: String(4 / 60), EXPIRY_SWEEP_SECONDS: '1', REDIS_URL: redis?.url ?? '' });
    try {
      await shop.start();
      const { http, staff, token, productId, variants } = await stockedShop(shop);
      const [red, blue] = variants;
      const ids: number[] = [];
      for (const lines of [[[red, 2]], [[red, 1], [blue, 1]], [[blue, 3]]] as [number, number][][]) {
        await fillCart(http, token, lines);
        ids.push((await http.post('/api/checkout/').set(auth(token)).send(checkoutBody()).expect(201)).body.id);
      }
      // One of them has a Pesapal payment open: expiry must close it at Pesapal too.
      const { checkout_url: checkoutUrl } = (await http.post(`/api/pesapal-initiate/${ids[0]}/`).set(auth(token)).expect(200)).body;
      await expectStockAddsUp(http, staff, productId, 10);

      await shop.kill();
      await shop.start();
      const orders = await waitForAll(http, staff, ids, 'cancelled');
      expect(orders.map((order) => order.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      // Several sweeps have run since: still exactly one cancellation each, and every unit is back.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const settled = await waitForAll(http, staff, ids, 'cancelled');
      expect(settled.map(cancellations)).toEqual([1, 1, 1]);
      await expectStockAddsUp(http, staff, productId, 10);
      const product = (await http.get(`/api/products/${productId}/`).set(auth(staff)).expect(200)).body;
      expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([10, 10]);
      expect(await (await fetch(checkoutUrl)).text()).toContain('This payment is closed');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- shop log ---\n${shop.log.slice(-3000)}`);
    } finally {
      await shop.close();
      await redis?.stop();
    }
  });

  it('keep checkout, IPN and health answering while Redis is down, and expire exactly once when it is back', async () => {
    const redis = new PrivateRedis();
    await redis.start();
    const shop = new ShopProcess({ ORDER_PAYMENT_TIMEOUT: String(5 / 60), EXPIRY_SWEEP_SECONDS: '1', REDIS_URL: redis.url });
    try {
      await shop.start();
      const { http, staff, token, productId, variants } = await stockedShop(shop);
      const [red, blue] = variants;
      await fillCart(http, token, [[red, 2]]);
      const before = (await http.post('/api/checkout/').set(auth(token)).send(checkoutBody()).expect(201)).body.id as number;
      await fillCart(http, token, [[blue, 4]]);

      await redis.stop();
      const timed = async (send: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
        const started = Date.now();
        const { status, body } = await send();
        return { status, body, ms: Date.now() - started };
      };
      // Checkout succeeds (the order's stored deadline guarantees its expiry) and answers at once.
      const during = await timed(() => http.post('/api/checkout/').set(auth(token)).send(checkoutBody()));
      expect(during.status).toBe(201);
      expect(during.ms).toBeLessThan(2000);
      const health = await timed(() => http.get('/api/health/'));
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(2000);
      expect(health.body).toMatchObject({ status: 'error', error: { redis: { status: 'down' } }, info: { database: { status: 'up' } } });
      const ipn = await timed(() => http.get(`/api/payments/pesapal/ipn/?OrderTrackingId=abc&OrderMerchantReference=KC-000001&OrderNotificationType=IPNCHANGE`));
      expect(ipn.status).toBe(503);
      expect(ipn.body).toMatchObject({ status: 500 });
      expect(ipn.ms).toBeLessThan(2000);
      // Login attempts are still counted (in memory) and answered.
      const login = await timed(() => http.post('/api/auth/login/').send({ username: 'wanjiku', password: 'not-her-password' }));
      expect(login.status).toBe(401);
      expect(login.ms).toBeLessThan(2000);

      await redis.start();
      const deadline = Date.now() + 30_000;
      while ((await http.get('/api/health/')).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      await http.get('/api/health/').expect(200);
      const ids = [before, during.body.id as number];
      const orders = await waitForAll(http, staff, ids, 'cancelled');
      expect(orders.map((order) => order.status)).toEqual(['cancelled', 'cancelled']);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await waitForAll(http, staff, ids, 'cancelled')).map(cancellations)).toEqual([1, 1]);
      await expectStockAddsUp(http, staff, productId, 10);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- shop log ---\n${shop.log.slice(-3000)}`);
    } finally {
      await shop.close();
      await redis.stop();
    }
  });
});

describe('messages under faults', () => {
  it('a shop killed after the commit, before the SMS is sent: the sweeper sends it after the restart, once', async () => {
    const sms = await new AfricasTalkingStandIn().start();
    // The first try never gets its answer: the process dies while it waits.
    sms.answerNext('hang');
    const redis = onServices ? new PrivateRedis() : null;
    await redis?.start();
    const messages = { AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'at-test-key', AT_BASE_URL: sms.url, NOTIFY_SEND_TIMEOUT_SECONDS: '1', NOTIFY_SWEEP_SECONDS: '1' };
    const shop = new ShopProcess({ ...messages, REDIS_URL: redis?.url ?? '' });
    try {
      await shop.start();
      const { http, staff, token, variants } = await stockedShop(shop);
      await fillCart(http, token, [[variants[0], 1]]);
      const placed = (await http.post('/api/checkout/').set(auth(token)).send(checkoutBody()).expect(201)).body;
      await http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'paid', note: 'Cash at the shop' }).expect(200);
      const deadline = Date.now() + 20_000;
      while (sms.calls < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sms.calls).toBe(1);
      await shop.kill();

      await shop.start();
      const until = Date.now() + 30_000;
      while (sms.delivered.length < 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      // Several sweeps later, still one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(sms.delivered.map((message) => message.message.includes(placed.reference))).toEqual([true]);
      const rows = (await http.get(`/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: placed.id, channel: 'sms' }))}`).set(auth(staff)).expect(200)).body;
      expect(rows).toMatchObject([{ status: 'sent', attempts: 2 }]);
      expect((await http.get(`/api/orders/${placed.id}/`).set(auth(staff)).expect(200)).body.status).toBe('paid');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- shop log ---\n${shop.log.slice(-3000)}`);
    } finally {
      await shop.close();
      await redis?.stop();
      await sms.stop();
    }
  });
});
