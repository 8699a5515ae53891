import { DataSource } from 'typeorm';
import { auth } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { checkoutBody, logsOf, placeOrder, shopWithStock, stockOf } from './orders-fixtures';
import { CheckoutKey, CheckoutKeys } from '../src/checkout/checkout-keys';

describe('checkout', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let red: number;
  let blue: number;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    let product: { id: number };
    ({ red, blue, product } = await shopWithStock(t, staff, [20, 20]));
    productId = product.id;
  });

  afterAll(() => t.close());

  it('names every delivery method by its code, and prices the seeded four as before for a light parcel', async () => {
    const methods = (await t.http.get('/api/delivery-methods/').expect(200)).body as { code: string; label: string; requires_address: boolean }[];
    expect(methods.map((m) => [m.code, m.label, m.requires_address])).toEqual([
      ['pickup', 'Pick up in store', false],
      ['rider', 'Rider delivery (Nairobi)', true],
      ['mtaani', 'Pickup Mtaani', true],
      ['courier', 'Courier (outside Nairobi)', true],
    ]);
    const fees = async (county: string) =>
      ((await t.http.get(`/api/delivery/options/?county=${county}&weight_grams=400&goods_total=1000`).expect(200)).body as { code: string; fee: number; free_over: number | null }[]).map((o) => [o.code, o.fee, o.free_over]);
    expect(await fees('KE-30')).toEqual([
      ['pickup', 0, null],
      ['rider', 500, 3000],
      ['mtaani', 150, 3000],
    ]);
    expect((await fees('KE-28')).find(([code]) => code === 'courier')).toEqual(['courier', 400, null]);
  });

  it('refuses a guest and checks the form as SPEC.md section 5 says', async () => {
    await t.http.post('/api/checkout/').send(checkoutBody()).expect(401);
    const post = (body: Record<string, unknown>) => t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody(body)).expect(400);
    expect((await post({ client_phone: '' })).body).toEqual({ client_phone: ['Please provide your phone number.'] });
    expect((await post({ client_phone: '0812345678' })).body).toEqual({ client_phone: ['Enter a Kenyan mobile number such as 0712345678.'] });
    expect((await post({ delivery_address: '  ' })).body).toEqual({ delivery_address: ['Please provide your delivery address.'] });
    expect((await post({ delivery_address: null, delivery_method: 'courier' })).body.delivery_address).toEqual(['Please provide your delivery address.']);
    expect((await post({ delivery_method: 'drone' })).body).toEqual({ delivery_method: ['There is no delivery method "drone".'] });
    expect((await post({ delivery_method: 'courier', delivery_county: 'KE-30' })).body).toEqual({ delivery_method: ['Courier (outside Nairobi) is not offered in Nairobi City: choose another delivery method.'] });
    expect((await post({ delivery_county: 'KE-99' })).body).toEqual({ delivery_county: ['There is no county with code KE-99.'] });
    expect((await post({ delivery_county: undefined })).body).toEqual({ delivery_county: ['Please choose your county.'] });
    expect((await post({ delivery_town: '', delivery_address: '' })).body).toEqual({ delivery_town: ['Please enter your town or area.'], delivery_address: ['Please provide your delivery address.'] });
    expect((await post({ client_email: 'not-an-email' })).body).toEqual({ client_email: ['Enter a valid e-mail address.'] });
    expect((await post({ delivery_method: 'pickup', delivery_address: null })).body).toEqual({ detail: 'Your cart is empty.' });
  });

  it('places the order from the server cart: snapshots, fee, phone, stock and cart in one go', async () => {
    const order = await placeOrder(t, customer, [[red, 2]], { client_phone: '+254 712-345-678' });
    expect(order).toMatchObject({
      reference: expect.stringMatching(/^KC-[0-9A-HJKMNP-TV-Z]{8}$/),
      status: 'pending',
      items: [{ variant: { id: red, name: 'Kiondo Basket - Red', product_id: productId }, quantity: 2, unit_price: 1200, subtotal: 2400 }],
      product_total: 2400,
      delivery_fee: 500,
      total_price: 2900,
      delivery_method: 'rider',
      delivery_address: 'Argwings Kodhek Rd, Apt 4B, Kilimani, Nairobi City',
      delivery_county: 'KE-30',
      delivery_county_name: 'Nairobi City',
      delivery_town: 'Kilimani',
      delivery_line: 'Argwings Kodhek Rd, Apt 4B',
      delivery_method_name: 'Rider delivery (Nairobi)',
      delivery_kind: 'door',
      delivery_zone: 'Nairobi',
      delivery_weight_grams: 0,
      delivery_days_min: 0,
      delivery_days_max: 1,
      pickup_point: null,
      client_phone: '254712345678',
      payment: null,
      history: [{ from: null, to: 'pending', by: 'customer-user', note: 'Order placed' }],
      customer: { username: 'customer-user' },
    });
    expect(await stockOf(t, red)).toBe(18);
    expect((await logsOf(t, red, 'order')).at(-1)).toMatchObject({ quantity: -2, balance_after: 18, comment: `Order ${order.reference}` });
    expect((await t.http.get('/api/cart/').set(auth(customer)).expect(200)).body.items).toEqual([]);
    // Read back, each line names its product: the storefront links its page and review form.
    const mine = (await t.http.get('/api/orders/').set(auth(customer)).expect(200)).body as Array<{ id: number; items: Array<{ variant: { product_id: number | null } }> }>;
    expect(mine.find((placed) => placed.id === order.id)?.items.map((line) => line.variant.product_id)).toEqual([productId]);
  });

  it('makes rider delivery free above KSh 3,000 and sends a pickup order to the counter, keeping no street', async () => {
    const free = await placeOrder(t, customer, [[blue, 2]]);
    expect(free).toMatchObject({ product_total: 4000, delivery_fee: 0, total_price: 4000 });
    const pickup = await placeOrder(t, customer, [[red, 1]], { delivery_method: 'pickup', delivery_address: 'ignored' });
    expect(pickup).toMatchObject({
      delivery_fee: 0,
      total_price: 1200,
      delivery_line: null,
      delivery_town: 'Nairobi CBD',
      delivery_address: 'Kimathi Chambers counter, Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD',
      pickup_point: { name: 'Kimathi Chambers counter', opening_hours: 'Mon-Fri 9am-6pm, Sat 10am-4pm' },
    });
    const courier = await placeOrder(t, customer, [[blue, 2]], { delivery_method: 'courier' });
    expect(courier).toMatchObject({ delivery_fee: 400, total_price: 4400 });
  });

  it('answers 409 naming the line when stock ran out after it went into the cart, changing nothing', async () => {
    const other = await t.tokenFor('customer', 'late-shopper');
    await t.http.post('/api/cart/add/').set(auth(other)).send({ variant_id: blue, quantity: 1 }).expect(200);
    await t.http.post('/api/cart/add/').set(auth(other)).send({ variant_id: red, quantity: 3 }).expect(200);
    await t.http.patch(`/api/inventory/variant/${red}/update/`).set(auth(staff)).send({ stock: 2 }).expect(200);
    const blueBefore = await stockOf(t, blue);
    const res = await t.http.post('/api/checkout/').set(auth(other)).send(checkoutBody()).expect(409);
    expect(res.body).toEqual({ detail: 'Not enough stock for Kiondo Basket - Red: 2 left.' });
    expect(await stockOf(t, blue)).toBe(blueBefore);
    expect(await stockOf(t, red)).toBe(2);
    expect((await t.http.get('/api/cart/').set(auth(other)).expect(200)).body.items).toHaveLength(2);
  });

  it('answers a retried checkout with the order its Idempotency-Key placed, never a second one', async () => {
    const shopper = await t.tokenFor('customer', 'retrying-shopper');
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
    const before = await stockOf(t, blue);
    const send = () => t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'attempt-1').send(checkoutBody());
    const first = (await send().expect(201)).body;
    const retried = (await send().expect(201)).body;
    expect(retried).toEqual(first);
    expect(await stockOf(t, blue)).toBe(before - 1);
    const orders = (await t.http.get('/api/orders/').set(auth(shopper)).expect(200)).body as { id: number }[];
    expect(orders.map((order) => order.id)).toEqual([first.id]);
  });

  it('answers one order to a retry racing its first attempt', async () => {
    const shopper = await t.tokenFor('customer', 'double-clicker');
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
    const send = () => t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'double-click').send(checkoutBody());
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect((await t.http.get('/api/orders/').set(auth(shopper)).expect(200)).body).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another cart or another request with a clear 409, and a malformed key with a 400', async () => {
    const shopper = await t.tokenFor('customer', 'key-reuser');
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
    await t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'reused').send(checkoutBody()).expect(201);
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 2 }).expect(200);
    const anotherCart = await t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'reused').send(checkoutBody()).expect(409);
    expect(anotherCart.body).toEqual({ detail: 'This Idempotency-Key was used for another checkout; send a new key for a new checkout.' });
    const anotherRequest = await t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'reused').send(checkoutBody({ delivery_method: 'pickup' })).expect(409);
    expect(anotherRequest.body.detail).toContain('Idempotency-Key');
    expect((await t.http.get('/api/cart/').set(auth(shopper)).expect(200)).body.items).toHaveLength(1);
    // Keys belong to their customer: another one may use the same key for their own order.
    const other = await t.tokenFor('customer', 'same-key-other-shopper');
    await t.http.post('/api/cart/add/').set(auth(other)).send({ variant_id: blue, quantity: 1 }).expect(200);
    await t.http.post('/api/checkout/').set(auth(other)).set('Idempotency-Key', 'reused').send(checkoutBody()).expect(201);
    const malformed = await t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'x'.repeat(256)).send(checkoutBody()).expect(400);
    expect(malformed.body).toHaveProperty('Idempotency-Key');
  });

  it('lets a key place a new order once its 24 hours are over, and clears expired keys', async () => {
    const shopper = await t.tokenFor('customer', 'returning-next-day');
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
    const send = () => t.http.post('/api/checkout/').set(auth(shopper)).set('Idempotency-Key', 'same-key-next-day').send(checkoutBody());
    const first = (await send().expect(201)).body;
    const dataSource = t.app.get(DataSource);
    await dataSource.createQueryBuilder().update(CheckoutKey).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where('order_id = :id', { id: first.id }).execute();
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
    const second = (await send().expect(201)).body;
    expect(second.id).not.toBe(first.id);
    const keys = t.app.get(CheckoutKeys);
    expect(await keys.pruneExpired()).toBe(0);
    await dataSource.createQueryBuilder().update(CheckoutKey).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where('order_id = :id', { id: second.id }).execute();
    expect(await keys.pruneExpired()).toBe(1);
    expect(await dataSource.getRepository(CheckoutKey).countBy({ orderId: second.id })).toBe(0);
  });

  it('sells exactly the stock to 100 shoppers checking out at once: 10 orders and 90 clear 409s', async () => {
    const { product, red: scarce } = await shopWithStockNamed(t, staff);
    expect((await t.http.get(`/api/products/${product}/`).expect(200)).body).toMatchObject({ stock: 10, stock_band: 'in' });
    const shoppers = [];
    for (let i = 0; i < 100; i++) shoppers.push(await t.tokenFor('customer', `rush-${i}`));
    await Promise.all(shoppers.map((token) => t.http.post('/api/cart/add/').set(auth(token)).send({ variant_id: scarce, quantity: 1 }).expect(200)));
    const results = await Promise.all(shoppers.map((token) => t.http.post('/api/checkout/').set(auth(token)).send(checkoutBody())));
    expect(results.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = results.filter((res) => res.status === 409);
    expect(refused).toHaveLength(90);
    for (const res of refused) expect(res.body).toEqual({ detail: 'Not enough stock for Beaded Sandals - Red: 0 left.' });
    expect(await stockOf(t, scarce)).toBe(0);
    const [{ count }] = await t.app.get(DataSource).query(`SELECT COUNT(*) AS count FROM order_items WHERE variant_id = ${scarce}`);
    expect(Number(count)).toBe(10);
    expect(await logsOf(t, scarce, 'order')).toHaveLength(10);
    // The product's list columns are refreshed after the sales commit, and the cached answer goes with them.
    await eventually(async () => (await t.http.get(`/api/products/${product}/`).expect(200)).body.stock_band === 'out');
    expect((await t.http.get(`/api/products/${product}/`).expect(200)).body).toMatchObject({ stock: 0, stock_band: 'out', variants: [{ stock: 0 }] });
    // 100 sign-ups and logins hash 200 passwords: on a busy 2-core machine that alone can pass 30 s.
  }, 120_000);

  describe('never relays phishing (issue 28)', () => {
    const NAME_REFUSED = ['A name cannot contain a web address.'];
    const outboxOf = async (orderId: number) =>
      (await t.app.get(DataSource).query(`SELECT template, recipient, html FROM notifications WHERE order_id = ${orderId} ORDER BY id`)) as { template: string; recipient: string; html: string | null }[];

    it('refuses a web address in a name or delivery address, at checkout, sign-up and profile', async () => {
      const post = (body: Record<string, unknown>) => t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody(body));
      for (const name of ['http://evil.example/phish', 'Wanjiku www.evil.example', 'evil.example/phish', 'bit.ly/x', 'Claim at paypal.com'])
        expect([name, (await post({ client_name: name }).expect(400)).body]).toEqual([name, { client_name: NAME_REFUSED }]);
      expect((await post({ delivery_address: 'Collect at bit.ly/prize' }).expect(400)).body).toEqual({ delivery_address: ['An address cannot contain a web address.'] });
      const sw = await post({ client_name: 'bit.ly/x' }).set('Accept-Language', 'sw').expect(400);
      expect(sw.body).toEqual({ client_name: ['Jina haliwezi kuwa na kiungo cha tovuti.'] });
      // Names and addresses as people write them pass (then the empty cart answers).
      expect((await post({ client_name: "J.R. O'Neil-Kamau", delivery_address: 'P.O. Box 12, Moi Ave./Tom Mboya St., Hse No.4' }).expect(400)).body).toEqual({ detail: 'Your cart is empty.' });

      const profile = await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ first_name: 'www.evil.example' }).expect(400);
      expect(profile.body).toEqual({ first_name: NAME_REFUSED });
      const signUp = await t.http.post('/api/auth/register/').send({ username: 'phisher', email: 'phisher@example.com', password: 'Kiondo-basket-4821!', last_name: 'evil.example/phish' }).expect(400);
      expect(signUp.body).toEqual({ last_name: NAME_REFUSED });
    });

    it("tells of an unpaid order only the account's own e-mail and phone, never the ones typed at checkout", async () => {
      const shopper = await t.tokenFor('customer', 'relay-shopper');
      await t.http.put('/api/auth/update-profile/').set(auth(shopper)).send({ phone: '0733 111 222' }).expect(200);
      const stranger = { client_email: 'stranger@example.org', client_phone: '0799 888 777' };
      const placed = await placeOrder(t, shopper, [[red, 1]], stranger);
      await t.http.post(`/api/orders/${placed.id}/cancel/`).set(auth(shopper)).expect(200);
      const rows = await outboxOf(placed.id);
      expect(rows.map((row) => [row.template, row.recipient])).toEqual([
        ['order_cancelled.sms', '+254733111222'],
        ['order_cancelled.email', 'relay-shopper@example.com'],
      ]);
      // An account without a phone hears by e-mail only.
      const unpaid = await placeOrder(t, customer, [[red, 1]], stranger);
      await t.http.post(`/api/orders/${unpaid.id}/cancel/`).set(auth(customer)).expect(200);
      expect((await outboxOf(unpaid.id)).map((row) => row.recipient)).toEqual(['customer-user@example.com']);
    });

    it("writes to the order's contacts once it is paid, and its e-mail shows a name stored as a web address as text only", async () => {
      const placed = await placeOrder(t, customer, [[red, 1]], { client_email: 'wanjiku@example.com' });
      // An order placed before names were checked.
      await t.app.get(DataSource).query(`UPDATE orders SET client_name = 'http://evil.example/phish Wanjiku' WHERE id = ${placed.id}`);
      await t.http.patch(`/api/orders/${placed.id}/`).set(auth(staff)).send({ status: 'paid' }).expect(200);
      const [sms, email] = await outboxOf(placed.id);
      expect([sms.recipient, email.recipient]).toEqual(['+254712345678', 'wanjiku@example.com']);
      expect(email.html).toContain('Hello Wanjiku,');
      expect(email.html).not.toContain('evil.example');
      // The shop's own links stay links, and only they: its logo, the track button, its phone and WhatsApp.
      expect(email.html).toMatch(/<a href="http:\/\/[^"]+\/track\?ref=/);
      const hrefs = [...email.html!.matchAll(/<a href="([^"]+)"/g)].map((link) => link[1]);
      expect(hrefs.map((href) => new URL(href).protocol === 'tel:' ? 'tel:' : new URL(href).host)).toEqual([new URL(hrefs[0]).host, new URL(hrefs[0]).host, 'tel:', 'wa.me']);
    });
  });
});

describe('order limits (issue 28)', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ ORDER_THROTTLE_LIMIT: '2', ORDER_ADDRESS_THROTTLE_LIMIT: '3', TRUST_PROXY: 'loopback' });
    staff = await t.tokenFor('staff');
  });

  afterAll(() => t.close());

  const TOO_MANY = { detail: 'Too many orders placed or cancelled recently. Please wait a while and try again.' };
  const checkout = (token: string, from: string) => t.http.post('/api/checkout/').set(auth(token)).set('X-Forwarded-For', from).send(checkoutBody());
  const cancel = (token: string, orderId: number, from: string) => t.http.post(`/api/orders/${orderId}/cancel/`).set(auth(token)).set('X-Forwarded-For', from);

  it('limits the orders one account places and cancels, from whatever address', async () => {
    const { red } = await shopWithStock(t, staff);
    const shopper = await t.tokenFor('customer', 'serial-canceller');
    const placed: number[] = [];
    for (const round of [1, 2]) {
      await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: red, quantity: 1 }).expect(200);
      placed.push((await checkout(shopper, `198.51.100.${round}`).expect(201)).body.id);
      await cancel(shopper, placed.at(-1)!, `198.51.100.${round}`).expect(200);
    }
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: red, quantity: 1 }).expect(200);
    expect((await checkout(shopper, '198.51.100.3').expect(429)).body).toEqual(TOO_MANY);
    expect((await cancel(shopper, placed[1], '198.51.100.3').expect(429)).body).toEqual(TOO_MANY);
    // A guest is still told to sign in; staff cancelling and ordering as their work are never held back.
    await t.http.post('/api/checkout/').send(checkoutBody()).expect(401);
    for (let i = 0; i < 3; i++) await checkout(staff, '198.51.100.4').expect(400);
  });

  it('limits the M-Pesa prompts one account sends, each ringing a phone it typed', async () => {
    const shopper = await t.tokenFor('customer', 'serial-prompter');
    // Counted before the order is even looked at: a prompt for no order of this account counts too.
    const prompt = () => t.http.post('/api/payments/mpesa/999999/').set(auth(shopper)).set('X-Forwarded-For', '203.0.113.9').send({ phone: '0712 345 678' });
    for (let i = 0; i < 2; i++) expect((await prompt()).status).not.toBe(429);
    expect((await prompt().expect(429)).body).toEqual({ detail: 'Too many M-Pesa prompts sent recently. Please wait a while, or pay another way.' });
  });

  it('limits the checkouts from one address whatever the account, leaving other addresses open', async () => {
    const shoppers = [];
    for (let i = 0; i < 4; i++) shoppers.push(await t.tokenFor('customer', `same-address-${i}`));
    for (const shopper of shoppers.slice(0, 3)) await checkout(shopper, '192.0.2.7').expect(400);
    expect((await checkout(shoppers[3], '192.0.2.7').expect(429)).body).toEqual(TOO_MANY);
    await checkout(shoppers[3], '192.0.2.8').expect(400);
  });
});

/** A second product whose red variant has stock 10, for the rush. */
async function shopWithStockNamed(t: TestApp, staff: string) {
  const categories = (await t.http.get('/api/categories/').set(auth(staff)).expect(200)).body as { id: number; name: string }[];
  const color = ((await t.http.get('/api/attribute-types/').set(auth(staff)).expect(200)).body as { id: number; name: string }[]).find((type) => type.name === 'Color')!;
  const redValue = ((await t.http.get(`/api/attributes/?type=${color.id}`).set(auth(staff)).expect(200)).body as { id: number; value: string }[]).find((v) => v.value === 'Red')!;
  const res = await t.http
    .post('/api/products/')
    .set(auth(staff))
    .field('name', 'Beaded Sandals')
    .field('category_id', String(categories[0].id))
    .field('description', '')
    .field('is_active', 'true')
    .field('variants', JSON.stringify([{ id: 'new-1', price: 1500, stock: 10, attributes: [{ type: color.id, value: redValue.id }] }]))
    .expect(201);
  return { product: res.body.id as number, red: res.body.variants[0].id as number };
}
