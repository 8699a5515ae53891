import * as net from 'node:net';
import { DataSource } from 'typeorm';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The app listening on a real port with PUBLIC_URL pointing at it, so the Pesapal client reaches the
 * built-in sandbox over HTTP and the sandbox delivers IPNs to the shop, as in production.
 */
export async function startListeningApp(env: Record<string, string> = {}): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // startTestApp keeps earlier apps' variables in process.env; these start from their defaults unless given.
  const defaults = { PESAPAL_CONSUMER_KEY: '', PESAPAL_CONSUMER_SECRET: '', PESAPAL_BASE_URL: '', PESAPAL_IPN_ID: '', ORDER_PAYMENT_TIMEOUT: '' };
  const t = await startTestApp({ ...defaults, PUBLIC_URL: baseUrl, ...env });
  await t.app.listen(port, '127.0.0.1');
  return { ...t, baseUrl };
}

/** One product with two variants (red and blue; KSh 1,200 and KSh 2,000 unless given) and the given stock. */
export async function shopWithStock(t: TestApp, staff: string, stock: [number, number] = [20, 20], price: [number, number] = [1200, 2000]) {
  const basics = await catalogBasics(t.http, staff);
  const product = await createProduct(t.http, staff, {
    name: 'Kiondo Basket',
    category_id: basics.bags.id,
    variants: [
      { id: 'new-1', price: price[0], stock: stock[0], attributes: [{ type: basics.color.id, value: basics.red.id }] },
      { id: 'new-2', price: price[1], stock: stock[1], attributes: [{ type: basics.color.id, value: basics.blue.id }] },
    ],
  });
  return { product, red: product.variants[0].id as number, blue: product.variants[1].id as number };
}

/** A checkout form: rider delivery in Nairobi unless overridden; the courier (which does not serve Nairobi) goes to Kiambu. */
export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Wanjiku Kamau',
  client_email: 'wanjiku@example.com',
  client_phone: '0712 345 678',
  delivery_method: 'rider',
  delivery_county: overrides.delivery_method === 'courier' ? 'KE-13' : 'KE-30',
  delivery_town: 'Kilimani',
  delivery_address: 'Argwings Kodhek Rd, Apt 4B',
  ...overrides,
});

/** Fills the customer's server cart and places the order; answers the order JSON. */
export async function placeOrder(t: TestApp, token: string, lines: [number, number][], body: Record<string, unknown> = {}) {
  for (const [variantId, quantity] of lines) await t.http.post('/api/cart/add/').set(auth(token)).send({ variant_id: variantId, quantity }).expect(200);
  return (await t.http.post('/api/checkout/').set(auth(token)).send(checkoutBody(body)).expect(201)).body;
}

export const stockOf = async (t: TestApp, variantId: number): Promise<number> =>
  Number((await t.app.get(DataSource).query(`SELECT stock FROM variants WHERE id = ${variantId}`))[0].stock);

export const logsOf = async (t: TestApp, variantId: number, changeType: string) =>
  (await t.app.get(DataSource).query(`SELECT quantity, balance_after, comment FROM inventory_logs WHERE variant_id = ${variantId} AND change_type = '${changeType}' ORDER BY id`)) as {
    quantity: number;
    balance_after: number;
    comment: string;
  }[];

/** Submits the sandbox's hosted payment page like a browser; answers the callback URL it redirects to. */
export async function payOnHostedPage(checkoutUrl: string, choice: 'mpesa' | 'card' | 'decline'): Promise<URL> {
  const page = new URL(checkoutUrl);
  const html = await (await fetch(page)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const phone = /name="phone"[^>]*value="([^"]*)"/.exec(html)![1];
  const res = await fetch(new URL(action, page), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, choice }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}
