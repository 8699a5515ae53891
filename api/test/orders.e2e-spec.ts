import { auth } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { logsOf, placeOrder, shopWithStock, stockOf } from './orders-fixtures';

describe('orders', () => {
  let t: TestApp;
  let staff: string;
  let alice: string;
  let bob: string;
  let red: number;
  let blue: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    alice = await t.tokenFor('customer', 'alice');
    bob = await t.tokenFor('customer', 'bob');
    ({ red, blue } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(() => t.close());

  it("shows an order to its owner and staff, and to nobody else (404, as if it did not exist)", async () => {
    const order = await placeOrder(t, alice, [[red, 1]]);
    await t.http.get(`/api/orders/${order.id}/`).expect(401);
    expect((await t.http.get(`/api/orders/${order.id}/`).set(auth(alice)).expect(200)).body.id).toBe(order.id);
    expect((await t.http.get(`/api/orders/${order.id}/`).set(auth(staff)).expect(200)).body.customer).toMatchObject({ username: 'alice', email: 'alice@example.com' });
    await t.http.get(`/api/orders/${order.id}/`).set(auth(bob)).expect(404, { detail: 'Order not found.' });
    await t.http.get(`/api/orders/${String(order.id).padStart(6, '0')}/`).set(auth(bob)).expect(404);
    await t.http.get(`/api/orders/by-reference/${order.reference}/`).set(auth(bob)).expect(404);
    expect((await t.http.get(`/api/orders/by-reference/${order.reference}/`).set(auth(alice)).expect(200)).body.id).toBe(order.id);
    await t.http.post(`/api/orders/${order.id}/cancel/`).set(auth(bob)).expect(404);
    await t.http.get(`/api/orders/${order.id}/transitions/`).set(auth(bob)).expect(404);
  });

  it("lists a customer's own orders newest first, and every order for staff with filters", async () => {
    await placeOrder(t, bob, [[blue, 1]]);
    const second = await placeOrder(t, alice, [[blue, 2]]);
    const mine = await t.http.get('/api/orders/').set(auth(alice)).expect(200);
    expect(mine.body.every((order: { customer: { username: string } }) => order.customer.username === 'alice')).toBe(true);
    expect(mine.body[0].id).toBe(second.id);
    expect(mine.headers['content-range']).toBe(`items 0-${mine.body.length - 1}/${mine.body.length}`);
    // A customer cannot widen the list to someone else.
    const bobId = (await t.http.get('/api/auth/current-user/').set(auth(bob)).expect(200)).body.id;
    expect((await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ user_id: bobId }))}`).set(auth(alice)).expect(200)).body.length).toBe(mine.body.length);

    const all = await t.http.get('/api/orders/?range=[0,1]&sort=["id","ASC"]').set(auth(staff)).expect(200);
    expect(all.body).toHaveLength(2);
    expect(all.headers['content-range']).toBe('items 0-1/3');
    const bobs = await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ user_id: bobId }))}`).set(auth(staff)).expect(200);
    expect(bobs.body.map((order: { customer: { username: string } }) => order.customer.username)).toEqual(['bob']);
    const byRef = await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ q: second.reference }))}`).set(auth(staff)).expect(200);
    expect(byRef.body.map((order: { id: number }) => order.id)).toEqual([second.id]);
    const byName = await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ q: 'BOB@EXAMPLE' }))}`).set(auth(staff)).expect(200);
    expect(byName.body).toHaveLength(1);
    const pending = await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`).set(auth(staff)).expect(200);
    expect(pending.body).toHaveLength(3);
    await t.http.get(`/api/orders/?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`).set(auth(staff)).expect(400);
    await t.http.get('/api/orders/?sort=["client_phone","ASC"]').set(auth(staff)).expect(400);
  });

  it('moves orders only along the state machine, recording who and why', async () => {
    const order = await placeOrder(t, alice, [[red, 1]]);
    expect((await t.http.get(`/api/orders/${order.id}/transitions/`).set(auth(staff)).expect(200)).body).toEqual(['paid']);
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(alice)).send({ status: 'paid' }).expect(403);
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'shipped' }).expect(409, { detail: 'An order that is pending cannot become shipped.' });
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'lost' }).expect(400);
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'paid', note: 'Paid cash at the shop' }).expect(200);
    expect((await t.http.get(`/api/orders/${order.id}/transitions/`).set(auth(alice)).expect(200)).body).toEqual(['shipped']);
    await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'shipped', tracking_id: 'G4S-88120045' }).expect(200);
    const done = (await t.http.patch(`/api/orders/${order.id}/`).set(auth(staff)).send({ status: 'completed' }).expect(200)).body;
    expect(done.history.map((h: { from: string | null; to: string; by: string; note: string }) => [h.from, h.to, h.by, h.note])).toEqual([
      [null, 'pending', 'alice', 'Order placed'],
      ['pending', 'paid', 'staff-user', 'Paid cash at the shop'],
      ['paid', 'shipped', 'staff-user', 'Marked shipped'],
      ['shipped', 'completed', 'staff-user', 'Marked completed'],
    ]);
    await t.http.post(`/api/orders/${order.id}/cancel/`).set(auth(staff)).expect(409, { detail: 'This order is completed and can no longer be cancelled.' });
  });

  it('gives the stock back exactly once when an order is cancelled', async () => {
    const before = await stockOf(t, red);
    const order = await placeOrder(t, alice, [[red, 2]]);
    expect(await stockOf(t, red)).toBe(before - 2);
    const results = await Promise.all([1, 2, 3].map(() => t.http.post(`/api/orders/${order.id}/cancel/`).set(auth(alice))));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t, red)).toBe(before);
    expect((await logsOf(t, red, 'release')).filter((log) => log.comment === `Order ${order.reference} cancelled`)).toHaveLength(1);
    const paid = await placeOrder(t, alice, [[red, 1]]);
    await t.http.patch(`/api/orders/${paid.id}/`).set(auth(staff)).send({ status: 'paid' }).expect(200);
    await t.http.post(`/api/orders/${paid.id}/cancel/`).set(auth(alice)).expect(409, { detail: 'This order is paid and can no longer be cancelled.' });
  });

  it('gives staff the overview and sales figures from the database', async () => {
    await t.http.get('/api/analytics/overview/').set(auth(alice)).expect(403);
    const overview = (await t.http.get('/api/analytics/overview/').set(auth(staff)).expect(200)).body;
    const orders = (await t.http.get('/api/orders/?range=[0,99]').set(auth(staff)).expect(200)).body as { status: string; total_price: number }[];
    const sold = orders.filter((order) => ['paid', 'shipped', 'completed'].includes(order.status));
    expect(overview).toMatchObject({
      total_orders: orders.length,
      total_sales: sold.length,
      total_earnings: sold.reduce((sum, order) => sum + order.total_price, 0),
      total_customers: 2,
    });
    expect(overview.recent_orders).toHaveLength(Math.min(10, orders.length));

    const sales = (await t.http.get('/api/analytics/sales/?days=7').set(auth(staff)).expect(200)).body;
    expect(sales.days).toHaveLength(7);
    expect(sales.days[6]).toEqual({ date: new Date().toISOString().slice(0, 10), orders: orders.length, revenue: overview.total_earnings });
    expect(sales.best_sellers[0]).toMatchObject({ variant_id: red, name: 'Kiondo Basket - Red', quantity: 2, revenue: 2400 });
    expect(sales.stock_value).toBe((await stockOf(t, red)) * 1200 + (await stockOf(t, blue)) * 2000);
    await t.http.get('/api/analytics/sales/?days=0').set(auth(staff)).expect(400);
  });
});

describe('unpaid orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ORDER_PAYMENT_TIMEOUT: String(1.5 / 60) });
  });

  afterAll(() => t.close());

  it('expire after ORDER_PAYMENT_TIMEOUT, giving their stock back', async () => {
    const staff = await t.tokenFor('staff');
    const customer = await t.tokenFor('customer');
    const { red } = await shopWithStock(t, staff, [5, 5]);
    const order = await placeOrder(t, customer, [[red, 3]]);
    expect(await stockOf(t, red)).toBe(2);
    await eventually(async () => (await t.http.get(`/api/orders/${order.id}/`).set(auth(customer))).body.status === 'cancelled', 15000);
    expect(await stockOf(t, red)).toBe(5);
    const expired = (await t.http.get(`/api/orders/${order.id}/`).set(auth(customer)).expect(200)).body;
    expect(expired.history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', by: 'system' });
    expect(await logsOf(t, red, 'release')).toEqual([expect.objectContaining({ quantity: 3, balance_after: 5, comment: `Order ${order.reference} cancelled` })]);
  });
});
