import { DataSource } from 'typeorm';
import { MAX_ID } from '../src/common/ids';
import { PesapalClient } from '../src/payments/pesapal/pesapal.client';
import { auth, createProduct } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { checkoutBody, payOnHostedPage, shopWithStock, startListeningApp, stockOf } from './orders-fixtures';

/** Discount codes (issue 20): staff set them up, the server cart and checkout apply them, usage is counted and given back. */
describe('discount codes', () => {
  let t: TestApp & { baseUrl: string };
  let staff: string;
  let customer: string;
  let red: number;
  let blue: number;
  let wallet: number;
  let walletsCategory: number;
  let basketProduct: number;
  let customers = 0;

  const createCode = async (body: Record<string, unknown>) => (await t.http.post('/api/discount-codes/').set(auth(staff)).send({ type: 'percent', value: 10, ...body }).expect(201)).body;
  const cartOf = async (token: string) => (await t.http.get('/api/cart/').set(auth(token)).expect(200)).body;
  /** Each method offered in `county` for the shopper's cart: [fee, what the cart's code takes off it] in KSh. */
  const quote = async (token: string, county: string) =>
    Object.fromEntries(((await t.http.get(`/api/delivery/options/?county=${county}`).set(auth(token)).expect(200)).body as { code: string; fee: number; fee_discount: number }[]).map((o) => [o.code, [o.fee, o.fee_discount]]));
  const fill = async (token: string, lines: [number, number][]) => {
    await t.http.delete('/api/cart/empty/').set(auth(token)).expect(200);
    for (const [variantId, quantity] of lines) await t.http.post('/api/cart/add/').set(auth(token)).send({ variant_id: variantId, quantity }).expect(200);
  };
  const apply = (token: string, code: string) => t.http.post('/api/cart/discount/').set(auth(token)).send({ code });
  const refused = async (token: string, code: string, message: string) => expect((await apply(token, code).expect(400)).body).toEqual({ code: [message] });
  const checkout = (token: string, body: Record<string, unknown> = {}) => t.http.post('/api/checkout/').set(auth(token)).send(checkoutBody(body));
  const freshCustomer = () => t.tokenFor('customer', `shopper-${++customers}`);
  const codeRow = async (id: number) => (await t.http.get(`/api/discount-codes/${id}/`).set(auth(staff)).expect(200)).body;
  const order = async (id: number, token = customer) => (await t.http.get(`/api/orders/${id}/`).set(auth(token)).expect(200)).body;

  beforeAll(async () => {
    t = await startListeningApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    ({ red, blue, product: { id: basketProduct } } = await shopWithStock(t, staff, [500, 500]));
    const categories = (await t.http.get('/api/categories/').set(auth(staff)).expect(200)).body as { id: number; name: string }[];
    walletsCategory = categories.find((category) => category.name === 'Wallets')!.id;
    const product = await createProduct(t.http, staff, { name: 'Leather Wallet', category_id: walletsCategory, variants: [{ id: 'new-1', price: 800, stock: 500, attributes: [] }] });
    wallet = product.variants[0].id;
  });

  afterAll(() => t.close());

  it('lets staff alone set codes up, case-insensitive and unique, with react-admin list conventions', async () => {
    const created = await createCode({ code: 'karibu10', min_goods_total: 1000, starts_at: '2026-01-01', ends_at: '2099-12-31T23:59', usage_limit: 100, per_customer_limit: 5 });
    expect(created).toMatchObject({
      code: 'KARIBU10',
      type: 'percent',
      value: 10,
      min_goods_total: 1000,
      starts_at: '2026-01-01T00:00:00+03:00',
      ends_at: '2099-12-31T23:59:00+03:00',
      usage_limit: 100,
      per_customer_limit: 5,
      product_ids: [],
      category_ids: [],
      is_active: true,
      times_used: 0,
      orders_count: 0,
      given_away: 0,
    });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'Karibu10', type: 'fixed', value: 100 }).expect(400)).body).toEqual({ code: ['A discount code with this code already exists.'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'BIG', type: 'percent', value: 120 }).expect(400)).body).toEqual({ value: ['Enter a whole percent from 1 to 100.'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'NOPE', type: 'fixed', value: 0 }).expect(400)).body).toEqual({ value: ['Enter the KSh taken off (more than 0).'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'CENTS', type: 'fixed', value: 99.5 }).expect(400)).body).toEqual({ value: ['Enter the KSh taken off in whole shillings (no cents).'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'MINCENTS', type: 'fixed', value: 100, min_goods_total: 999.5 }).expect(400)).body).toEqual({ min_goods_total: ['Enter an amount in whole KSh (no cents).'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'WIN', type: 'percent', value: 5, starts_at: '2026-02-01', ends_at: '2026-01-01' }).expect(400)).body).toEqual({ ends_at: ['The end must be after the start.'] });
    expect((await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'x', type: 'bogus' }).expect(400)).body).toMatchObject({ code: expect.any(Array), type: expect.any(Array) });
    await t.http.post('/api/discount-codes/').set(auth(customer)).send({ code: 'MINE', type: 'percent', value: 50 }).expect(403);
    await t.http.get('/api/discount-codes/').set(auth(customer)).expect(403);
    await t.http.get('/api/discount-codes/').expect(401);

    const list = await t.http.get('/api/discount-codes/').query({ sort: '["code","ASC"]', range: '[0,9]', filter: '{"q":"karibu"}' }).set(auth(staff)).expect(200);
    expect(list.headers['content-range']).toBe('items 0-0/1');
    expect(list.body.map((code: { code: string }) => code.code)).toEqual(['KARIBU10']);
    // react-admin's edit sends the whole record back; read-only fields are ignored.
    const edited = (await t.http.put(`/api/discount-codes/${created.id}/`).set(auth(staff)).send({ ...created, value: 15, times_used: 99 }).expect(200)).body;
    expect(edited).toMatchObject({ value: 15, times_used: 0 });
    const off = (await t.http.patch(`/api/discount-codes/${created.id}/`).set(auth(staff)).send({ is_active: false }).expect(200)).body;
    expect(off.is_active).toBe(false);
    expect((await t.http.get('/api/discount-codes/').query({ filter: '{"is_active":true,"q":"karibu"}' }).set(auth(staff)).expect(200)).body).toEqual([]);
    await t.http.get('/api/discount-codes/999999/').set(auth(staff)).expect(404);
  });

  it('refuses a code with the reason in the shopper\'s words; one they were never given reads as unknown whatever its state', async () => {
    const shopper = await freshCustomer();
    await fill(shopper, [[red, 1]]);
    await createCode({ code: 'OLDDEAL', ends_at: '2020-01-31' });
    await createCode({ code: 'LATER', starts_at: '2099-12-01T09:00' });
    await createCode({ code: 'BIGSPEND', min_goods_total: 5000 });
    await createCode({ code: 'SLEEPING', is_active: false });
    await createCode({ code: 'WALLETSONLY', category_ids: [walletsCategory] });
    const once = await createCode({ code: 'ONCEEACH', per_customer_limit: 1 });
    const few = await createCode({ code: 'FEWLEFT', usage_limit: 1 });

    // Unknown, switched off, expired, not yet valid: one answer, so a guess cannot tell a code exists.
    const unknown = await apply(shopper, 'NOSUCHCODE');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 400, body: { code: ['This code is not valid.'] } });
    for (const code of ['sleeping', 'OLDDEAL', 'LATER']) {
      const res = await apply(shopper, code);
      expect({ code, status: res.status, body: res.body }).toEqual({ code, status: unknown.status, body: unknown.body });
    }
    // What the shopper can act on is still said.
    await refused(shopper, 'BIGSPEND', 'This code needs at least KSh 5,000 of goods.');
    await refused(shopper, 'WALLETSONLY', 'This code is not for the goods in your cart.');
    expect((await apply(shopper, '   ').expect(400)).body).toEqual({ code: ['Enter a discount code.'] });

    // Used by this shopper once: refused the second time; used up by someone else: refused for everyone.
    await apply(shopper, 'onceeach').expect(200);
    const first = (await checkout(shopper).expect(201)).body;
    expect(first.discount_code).toBe('ONCEEACH');
    await fill(shopper, [[red, 1]]);
    await refused(shopper, 'ONCEEACH', 'You have already used this code.');
    const other = await freshCustomer();
    await fill(other, [[red, 1]]);
    await apply(other, 'FEWLEFT').expect(200);
    await checkout(other).expect(201);
    await refused(shopper, 'FEWLEFT', 'This code is not valid.');
    expect((await codeRow(once.id)).times_used).toBe(1);
    expect((await codeRow(few.id)).times_used).toBe(1);
    // Guests have no server cart.
    await t.http.post('/api/cart/discount/').send({ code: 'ONCEEACH' }).expect(401);
  });

  it('tells the state of a code only to the shopper who has it on their cart', async () => {
    const shopper = await freshCustomer();
    await fill(shopper, [[red, 1]]);
    const code = await createCode({ code: 'SUNSET' });
    await apply(shopper, 'SUNSET').expect(200);
    await t.http.patch(`/api/discount-codes/${code.id}/`).set(auth(staff)).send({ starts_at: '2020-01-01', ends_at: '2020-01-31' }).expect(200);
    expect((await cartOf(shopper)).discount_problem).toBe('This code has expired.');
    await refused(shopper, 'sunset', 'This code has expired.');
    expect((await checkout(shopper).expect(400)).body).toEqual({ code: ['This code has expired.'] });
    const stranger = await freshCustomer();
    await fill(stranger, [[red, 1]]);
    await refused(stranger, 'SUNSET', 'This code is not valid.');
  });

  it('counts toward a code\'s minimum only the goods it is for', async () => {
    const shopper = await freshCustomer();
    await createCode({ code: 'BASKETS2K', product_ids: [basketProduct], min_goods_total: 2000 });
    // KSh 2,800 in the cart, but only the basket's KSh 1,200 is the code's.
    await fill(shopper, [[red, 1], [wallet, 2]]);
    await refused(shopper, 'BASKETS2K', 'This code needs at least KSh 2,000 of the goods it is for.');
    await fill(shopper, [[red, 2], [wallet, 2]]);
    expect((await apply(shopper, 'BASKETS2K').expect(200)).body).toMatchObject({ discount_amount: 240, discount_problem: null });
  });

  it('judges free delivery on the goods after the discount, in the cart and at checkout', async () => {
    const shopper = await freshCustomer();
    await createCode({ code: 'TWENTY', value: 20 });
    // KSh 3,600 of goods ride free; 20 % off leaves KSh 2,880, below the KSh 3,000 threshold.
    await fill(shopper, [[red, 3]]);
    expect(await quote(shopper, 'KE-30')).toEqual({ pickup: [0, 0], rider: [0, 0], mtaani: [0, 0] });
    const cart = (await apply(shopper, 'TWENTY').expect(200)).body;
    expect(cart).toMatchObject({ total: 3600, discount_amount: 720 });
    expect(await quote(shopper, 'KE-30')).toEqual({ pickup: [0, 0], rider: [500, 0], mtaani: [150, 0] });
    const placed = (await checkout(shopper, { delivery_method: 'rider' }).expect(201)).body;
    expect(placed).toMatchObject({ product_total: 3600, delivery_fee: 500, discount_amount: 720, total_price: 3380 });
  });

  it('pays an order its discount left nothing to pay for at once, without Pesapal', async () => {
    const pesapal = t.app.get(PesapalClient);
    const submit = jest.spyOn(pesapal, 'submitOrder');
    const askStatus = jest.spyOn(pesapal, 'transactionStatus');
    try {
      const code = await createCode({ code: 'ONTHEHOUSE', value: 100 });
      const shopper = await freshCustomer();
      await fill(shopper, [[blue, 1]]);
      await apply(shopper, 'ONTHEHOUSE').expect(200);
      const stock = await stockOf(t, blue);
      const placed = (await checkout(shopper, { delivery_method: 'pickup' }).expect(201)).body;
      expect(placed).toMatchObject({ status: 'paid', product_total: 2000, delivery_fee: 0, discount_amount: 2000, total_price: 0, payment_due_at: null });
      expect(placed.history.map((change: { to: string }) => change.to)).toEqual(['pending', 'paid']);
      expect(await stockOf(t, blue)).toBe(stock - 1);
      expect((await codeRow(code.id)).times_used).toBe(1);
      // Paid notices go out as for any paid order.
      const notices = (await t.app.get(DataSource).query(`SELECT event FROM notifications WHERE order_id = ${placed.id}`)) as { event: string }[];
      expect(notices.map((notice) => notice.event)).toContain('order_paid');
      // Nothing to pay: the payment route refuses, and Pesapal is never asked.
      expect((await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(shopper)).expect(409)).body).toEqual({ detail: 'This order is paid and cannot be paid.' });
      expect(submit).not.toHaveBeenCalled();
      expect(askStatus).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
      askStatus.mockRestore();
    }
  });

  it('keeps a code\'s dates within the years 2000-2100 and its product and category lists short, as field errors', async () => {
    const post = (body: Record<string, unknown>) => t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'RANGES', type: 'percent', value: 5, ...body });
    expect((await post({ starts_at: '0000-01-01' }).expect(400)).body).toEqual({ starts_at: ['Give a date from the year 2000 to 2100.'] });
    expect((await post({ ends_at: '2101-01-01T00:00' }).expect(400)).body).toEqual({ ends_at: ['Give a date from the year 2000 to 2100.'] });
    const longIds = Array.from({ length: 200 }, (_, i) => MAX_ID - i);
    expect((await post({ product_ids: longIds }).expect(400)).body).toEqual({ product_ids: ['Choose at most 100 products.'] });
    expect((await post({ category_ids: longIds }).expect(400)).body).toEqual({ category_ids: ['Choose at most 100 categories.'] });
    expect((await post({ product_ids: [MAX_ID + 1] }).expect(400)).body).toEqual({ product_ids: ['Give product ids.'] });
    const saved = (await post({ product_ids: longIds.slice(0, 100), starts_at: '2000-01-01', ends_at: '2100-12-31' }).expect(201)).body;
    expect(saved.product_ids).toHaveLength(100);
    expect((await t.http.patch(`/api/discount-codes/${saved.id}/`).set(auth(staff)).send({ starts_at: '1999-12-31' }).expect(400)).body).toEqual({ starts_at: ['Give a date from the year 2000 to 2100.'] });
    expect((await t.http.patch(`/api/discount-codes/${saved.id}/`).set(auth(staff)).send({ ends_at: '2000-01-01T00:00' }).expect(400)).body).toEqual({ ends_at: ['The end must be after the start.'] });
    await t.http.get('/api/discount-codes/').set(auth(staff)).expect(200);
  });

  it('shows the discount as its own line in the cart, and says when it stops counting', async () => {
    const shopper = await freshCustomer();
    await fill(shopper, [[red, 2]]);
    await createCode({ code: 'TENOFF', min_goods_total: 2000 });
    const cart = (await apply(shopper, 'tenoff').expect(200)).body;
    expect(cart).toMatchObject({ total: 2400, discount_code: 'TENOFF', discount_type: 'percent', discount_amount: 240, discount_problem: null });
    // Below the minimum now: kept on the cart, but it does not count and the cart says why.
    const line = cart.items[0].id;
    const less = (await t.http.put(`/api/cart/update/${line}/`).set(auth(shopper)).send({ quantity: 1 }).expect(200)).body;
    expect(less).toMatchObject({ discount_code: 'TENOFF', discount_amount: 0, discount_problem: 'This code needs at least KSh 2,000 of goods.' });
    expect((await checkout(shopper).expect(400)).body).toEqual({ code: ['This code needs at least KSh 2,000 of goods.'] });
    const removed = (await t.http.delete('/api/cart/discount/').set(auth(shopper)).expect(200)).body;
    expect(removed).toMatchObject({ discount_code: null, discount_amount: 0, discount_problem: null });
  });

  it('discounts percent and fixed codes on their products only, free delivery by the method\'s fee, never below zero', async () => {
    const shopper = await freshCustomer();
    await createCode({ code: 'BASKETS20', value: 20, product_ids: [basketProduct] });
    await fill(shopper, [[red, 1], [wallet, 1]]);
    await apply(shopper, 'BASKETS20').expect(200);
    const percent = (await checkout(shopper, { delivery_method: 'courier' }).expect(201)).body;
    // 20 % of the basket's KSh 1,200 only; the wallet's KSh 800 is not discounted.
    expect(percent).toMatchObject({ product_total: 2000, delivery_fee: 400, discount_code: 'BASKETS20', discount_amount: 240, total_price: 2160 });
    // The code is spent with the order: the next cart starts without it.
    expect((await cartOf(shopper)).discount_code).toBeNull();

    await createCode({ code: 'MEGA', type: 'fixed', value: 5000 });
    await fill(shopper, [[wallet, 1]]);
    await apply(shopper, 'MEGA').expect(200);
    const fixed = (await checkout(shopper, { delivery_method: 'mtaani' }).expect(201)).body;
    expect(fixed).toMatchObject({ product_total: 800, delivery_fee: 150, discount_amount: 800, total_price: 150 });

    await createCode({ code: 'SHIPFREE', type: 'free_delivery' });
    await fill(shopper, [[wallet, 1]]);
    const cart = (await apply(shopper, 'SHIPFREE').expect(200)).body;
    expect(cart).toMatchObject({ discount_type: 'free_delivery', discount_amount: 0 });
    // The code takes off whichever method's fee: each option says how much.
    expect(await quote(shopper, 'KE-30')).toEqual({ pickup: [0, 0], rider: [500, 500], mtaani: [150, 150] });
    expect(await quote(shopper, 'KE-28')).toEqual({ courier: [400, 400] });
    const free = (await checkout(shopper, { delivery_method: 'rider' }).expect(201)).body;
    expect(free).toMatchObject({ product_total: 800, delivery_fee: 500, discount_code: 'SHIPFREE', discount_amount: 500, total_price: 800 });
  });

  it('re-checks the code at checkout: a code that stopped being valid refuses the order and takes nothing', async () => {
    const shopper = await freshCustomer();
    const code = await createCode({ code: 'FLASH' });
    await fill(shopper, [[blue, 2]]);
    await apply(shopper, 'FLASH').expect(200);
    await t.http.patch(`/api/discount-codes/${code.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    const stock = await stockOf(t, blue);
    expect((await checkout(shopper).expect(400)).body).toEqual({ code: ['This code is not valid.'] });
    expect(await stockOf(t, blue)).toBe(stock);
    expect((await cartOf(shopper)).items).toHaveLength(1);
    expect((await codeRow(code.id)).times_used).toBe(0);
  });

  it('puts the discount on the order, its messages, the Pesapal amount and the analytics; gives usage back on cancel, not on refund', async () => {
    const code = await createCode({ code: 'PAYLESS', type: 'fixed', value: 300 });
    const shopper = await freshCustomer();
    await fill(shopper, [[red, 2]]);
    await apply(shopper, 'payless').expect(200);
    const placed = (await checkout(shopper).expect(201)).body;
    // 2 × 1,200 + rider 500 − 300.
    expect(placed).toMatchObject({ product_total: 2400, delivery_fee: 500, discount_code: 'PAYLESS', discount_amount: 300, total_price: 2600 });
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(shopper)).expect(200)).body;
    expect(await (await fetch(checkoutUrl)).text()).toContain('KES 2,600.00');
    await payOnHostedPage(checkoutUrl, 'mpesa');
    await eventually(async () => (await order(placed.id, shopper)).status === 'paid');
    expect((await order(placed.id, shopper)).payment).toMatchObject({ amount: 2600, currency: 'KES' });
    const [mail] = (await t.app.get(DataSource).query(`SELECT body FROM notifications WHERE order_id = ${placed.id} AND template LIKE '%.email' AND recipient = 'wanjiku@example.com'`)) as { body: string }[];
    expect(mail.body).toContain('Discount (PAYLESS): -KSh 300');
    expect(mail.body).toContain('Total: KSh 2,600');
    expect(await codeRow(code.id)).toMatchObject({ times_used: 1, orders_count: 1, given_away: 300 });
    const byCode = await t.http.get('/api/orders/').query({ filter: '{"discount_code":"payless"}' }).set(auth(staff)).expect(200);
    expect(byCode.body.map((o: { id: number }) => o.id)).toEqual([placed.id]);
    const sales = (await t.http.get('/api/analytics/sales/?days=1').set(auth(staff)).expect(200)).body;
    expect(sales.discounts_given).toBeGreaterThanOrEqual(300);
    expect(sales.discounted_orders).toBeGreaterThanOrEqual(1);

    // Refunded: the use stays counted.
    await t.http.post(`/api/orders/${placed.id}/refund/`).set(auth(staff)).send({ amount: 2600, remarks: 'Changed her mind' }).expect(200);
    await eventually(async () => (await order(placed.id, shopper)).status === 'refunded');
    expect((await codeRow(code.id)).times_used).toBe(1);

    // Cancelled: given back once, whoever cancels.
    await fill(shopper, [[red, 1]]);
    await apply(shopper, 'PAYLESS').expect(200);
    const second = (await checkout(shopper).expect(201)).body;
    expect((await codeRow(code.id)).times_used).toBe(2);
    await t.http.post(`/api/orders/${second.id}/cancel/`).set(auth(shopper)).expect(200);
    await t.http.post(`/api/orders/${second.id}/cancel/`).set(auth(shopper)).expect(409);
    expect(await codeRow(code.id)).toMatchObject({ times_used: 1, orders_count: 1, given_away: 300 });
  });

  it('gives usage back when a declined payment fails the order', async () => {
    const code = await createCode({ code: 'DECLINED', usage_limit: 1 });
    const shopper = await freshCustomer();
    await fill(shopper, [[blue, 1]]);
    await apply(shopper, 'DECLINED').expect(200);
    const placed = (await checkout(shopper).expect(201)).body;
    expect((await codeRow(code.id)).times_used).toBe(1);
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(shopper)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'decline');
    await eventually(async () => (await order(placed.id, shopper)).status === 'failed');
    expect((await codeRow(code.id)).times_used).toBe(0);
    // Free again for the next shopper.
    const next = await freshCustomer();
    await fill(next, [[blue, 1]]);
    await apply(next, 'DECLINED').expect(200);
  });

  it('lets exactly 10 of 50 concurrent checkouts use a code limited to 10 uses', async () => {
    const code = await createCode({ code: 'TENONLY', usage_limit: 10 });
    const shoppers: string[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await freshCustomer());
    for (const shopper of shoppers) {
      await fill(shopper, [[red, 1]]);
      await apply(shopper, 'TENONLY').expect(200);
    }
    const answers = await Promise.all(shoppers.map((shopper) => checkout(shopper)));
    const placed = answers.filter((res) => res.status === 201);
    const refusals = answers.filter((res) => res.status !== 201);
    expect(placed).toHaveLength(10);
    expect(placed.every((res) => res.body.discount_code === 'TENONLY' && res.body.discount_amount === 120)).toBe(true);
    expect(refusals).toHaveLength(40);
    for (const res of refusals) expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { code: ['This code has been used up.'] } });
    expect(await codeRow(code.id)).toMatchObject({ times_used: 10, orders_count: 10, given_away: 1200 });
  });
});

describe('discount codes on unpaid orders that expire', () => {
  it('gives the use back when the order expires', async () => {
    const t = await startListeningApp({ ORDER_PAYMENT_TIMEOUT: String(2 / 60), EXPIRY_SWEEP_SECONDS: '1' });
    try {
      const staff = await t.tokenFor('staff');
      const customer = await t.tokenFor('customer');
      const { red } = await shopWithStock(t, staff, [5, 5]);
      const code = (await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'TICKTOCK', type: 'percent', value: 10, usage_limit: 1 }).expect(201)).body;
      await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: red, quantity: 1 }).expect(200);
      await t.http.post('/api/cart/discount/').set(auth(customer)).send({ code: 'ticktock' }).expect(200);
      const placed = (await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(201)).body;
      expect(placed.discount_amount).toBe(120);
      expect((await t.http.get(`/api/discount-codes/${code.id}/`).set(auth(staff)).expect(200)).body.times_used).toBe(1);
      await eventually(async () => (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer))).body.status === 'cancelled', 15000);
      expect((await t.http.get(`/api/discount-codes/${code.id}/`).set(auth(staff)).expect(200)).body).toMatchObject({ times_used: 0, orders_count: 0, given_away: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('discount codes tried in bulk', () => {
  it('answers 429 past the limit per account, and per address whatever the account', async () => {
    const t = await startTestApp({ DISCOUNT_THROTTLE_LIMIT: '3', DISCOUNT_ADDRESS_THROTTLE_LIMIT: '5' });
    try {
      const guess = (token: string, code: string) => t.http.post('/api/cart/discount/').set(auth(token)).send({ code });
      const first = await t.tokenFor('customer', 'guesser-1');
      for (const code of ['AAA1', 'AAA2', 'AAA3']) await guess(first, code).expect(400);
      expect((await guess(first, 'AAA4').expect(429)).body).toEqual({ detail: 'Too many codes tried. Please wait a few minutes and try again.' });
      // A second account from the same address has two tries left of the address's five.
      const second = await t.tokenFor('customer', 'guesser-2');
      for (const code of ['BBB1', 'BBB2']) await guess(second, code).expect(400);
      expect((await guess(second, 'BBB3').expect(429)).body).toEqual({ detail: 'Too many codes tried. Please wait a few minutes and try again.' });
      // Only guessing is limited: the cart still answers.
      await t.http.get('/api/cart/').set(auth(second)).expect(200);
    } finally {
      await t.close();
    }
  });
});
