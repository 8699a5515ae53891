import { DataSource } from 'typeorm';
import { CartService } from '../src/cart/cart.service';
import { inTransaction } from '../src/inventory/transaction';
import { UsersService } from '../src/users/users.service';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

describe('cart', () => {
  let t: TestApp;
  let staff: string;
  let alice: string;
  let bob: string;
  /** Kiondo Basket: Red 1999 KSh, 3 in stock; Blue 2700 KSh, none in stock. Leather Wallet: 1200 KSh, 10 in stock, no attributes. */
  let red: number;
  let blue: number;
  let wallet: number;
  let basketId: number;
  let walletProductId: number;

  const cartOf = async (token: string) => (await t.http.get('/api/cart/').set(auth(token)).expect(200)).body;
  const add = (token: string, body: object) => t.http.post('/api/cart/add/').set(auth(token)).send(body);
  type Line = { id: number; variant_id: number; quantity: number };
  const lineOf = (cart: { items: Line[] }, variantId: number) => cart.items.find((item) => item.variant_id === variantId);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    alice = await t.tokenFor('customer', 'alice');
    bob = await t.tokenFor('customer', 'bob');
    const b = await catalogBasics(t.http, staff);
    const basket = await createProduct(t.http, staff, {
      name: 'Kiondo Basket',
      category_id: b.bags.id,
      variants: [
        { id: 'new-1', price: 1999, stock: 3, attributes: [{ type: b.color.id, value: b.red.id }] },
        { id: 'new-2', price: 2700, stock: 0, attributes: [{ type: b.color.id, value: b.blue.id }] },
      ],
    });
    const leather = await createProduct(t.http, staff, { name: 'Leather Wallet', category_id: b.wallets.id, variants: [{ price: 1200, stock: 10 }] });
    basketId = basket.id;
    walletProductId = leather.id;
    [red, blue] = basket.variants.map((variant: { id: number }) => variant.id);
    wallet = leather.variants[0].id;
  });

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.http.delete('/api/cart/empty/').set(auth(alice)).expect(200);
    await t.http.delete('/api/cart/empty/').set(auth(bob)).expect(200);
  });

  it('is only for signed-in customers', async () => {
    await t.http.get('/api/cart/').expect(401);
    await t.http.post('/api/cart/add/').send({ variant_id: red, quantity: 1 }).expect(401);
    await t.http.put('/api/cart/update/1/').send({ quantity: 1 }).expect(401);
    await t.http.delete('/api/cart/remove/1/').expect(401);
    await t.http.delete('/api/cart/empty/').expect(401);
    await t.http.post('/api/cart/merge/').send({ items: [] }).expect(401);
    await t.http.get('/api/cart/').set({ Authorization: 'Token not-a-jwt' }).expect(401);
  });

  it('creates the cart on first use and names its customer', async () => {
    const cart = await cartOf(alice);
    expect(cart).toEqual({
      id: expect.any(Number),
      items: [],
      total: 0,
      customer: { first_name: 'Test', last_name: 'customer', email: 'alice@example.com', phone: '' },
      discount_code: null,
      discount_type: null,
      discount_amount: 0,
      discount_problem: null,
    });
    expect((await cartOf(alice)).id).toBe(cart.id);
    expect((await cartOf(bob)).id).not.toBe(cart.id);
  });

  it('adds lines, adds to an existing line and totals in cents on the server', async () => {
    await add(alice, { variant_id: red, quantity: 1 }).expect(200);
    // Older clients send `variant`; numbers as strings are read too.
    const res = await add(alice, { variant: red, quantity: '2' }).expect(200);
    expect(res.body.items).toHaveLength(1);
    const cart = (await add(alice, { variant_id: wallet, quantity: 3 }).expect(200)).body;
    expect(cart.items).toEqual([
      { id: expect.any(Number), variant_id: red, product_id: basketId, variant_name: 'Kiondo Basket - Red', quantity: 3, unit_price: 1999, total_price: 5997, image: null, stock: 3 },
      { id: expect.any(Number), variant_id: wallet, product_id: walletProductId, variant_name: 'Leather Wallet', quantity: 3, unit_price: 1200, total_price: 3600, image: null, stock: 10 },
    ]);
    expect(cart.total).toBe(9597);
    // Above KSh 3,000 of goods, rider and mtaani delivery in Nairobi are free for this cart; the courier is not.
    const fees = async (county: string) => ((await t.http.get(`/api/delivery/options/?county=${county}`).set(auth(alice)).expect(200)).body as { code: string; fee: number }[]).map((o) => [o.code, o.fee]);
    expect(await fees('KE-30')).toEqual([['pickup', 0], ['rider', 0], ['mtaani', 0]]);
    expect(await fees('KE-28')).toEqual([['courier', 400]]);
    expect(await cartOf(alice)).toEqual(cart);
  });

  it('refuses quantities below 1 and bad shapes as field errors', async () => {
    expect((await add(alice, { variant_id: red, quantity: 0 }).expect(400)).body).toEqual({ quantity: ['Quantity must be at least 1.'] });
    expect((await add(alice, { variant_id: red, quantity: 1.5 }).expect(400)).body).toEqual({ quantity: ['Quantity must be a whole number.'] });
    expect((await add(alice, { quantity: 1 }).expect(400)).body).toHaveProperty('variant_id');
    expect((await add(alice, { variant_id: 99999999999, quantity: 1 }).expect(400)).body).toHaveProperty('variant_id');
    expect((await add(alice, { variant_id: red, quantity: 1, price: 1 }).expect(400)).body).toHaveProperty('price');
    expect((await cartOf(alice)).items).toEqual([]);
  });

  it('never holds more than the stock, and says how many are left', async () => {
    expect((await add(alice, { variant_id: red, quantity: 4 }).expect(409)).body).toEqual({ detail: 'Only 3 left of Kiondo Basket - Red.' });
    await add(alice, { variant_id: red, quantity: 2 }).expect(200);
    expect((await add(alice, { variant_id: red, quantity: 2 }).expect(409)).body).toEqual({
      detail: 'Only 3 left of Kiondo Basket - Red. You already have 2 in your cart.',
    });
    expect((await add(alice, { variant_id: blue, quantity: 1 }).expect(409)).body).toEqual({ detail: 'Kiondo Basket - Blue is out of stock.' });
    expect(lineOf(await cartOf(alice), red)).toMatchObject({ quantity: 2 });
  });

  it('keeps the stock bound when many adds race on one cart', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => add(alice, { variant_id: red, quantity: 1 })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(lineOf(await cartOf(alice), red)).toMatchObject({ quantity: 3 });
  });

  it('refuses missing and unsold variants', async () => {
    expect((await add(alice, { variant_id: 999999, quantity: 1 }).expect(404)).body).toEqual({ detail: 'This product variant is not available.' });
    await t.http.patch(`/api/products/${walletProductId}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    try {
      await add(alice, { variant_id: wallet, quantity: 1 }).expect(404);
    } finally {
      await t.http.patch(`/api/products/${walletProductId}/`).set(auth(staff)).send({ is_active: true }).expect(200);
    }
  });

  it('updates a quantity within 1..stock', async () => {
    const itemId = lineOf((await add(alice, { variant_id: red, quantity: 1 }).expect(200)).body, red)!.id;
    const update = (quantity: unknown) => t.http.put(`/api/cart/update/${itemId}/`).set(auth(alice)).send({ quantity });
    expect((await update(3).expect(200)).body.items[0]).toMatchObject({ id: itemId, quantity: 3, total_price: 5997 });
    expect((await update(0).expect(400)).body).toEqual({ quantity: ['Quantity must be at least 1.'] });
    expect((await update(-2).expect(400)).body).toEqual({ quantity: ['Quantity must be at least 1.'] });
    expect((await update(4).expect(409)).body).toEqual({ detail: 'Only 3 left of Kiondo Basket - Red.' });
    expect((await update(undefined).expect(400)).body).toHaveProperty('quantity');
    await t.http.put('/api/cart/update/999999/').set(auth(alice)).send({ quantity: 1 }).expect(404);
    // Beyond PostgreSQL's integer: still just not found, never a database error.
    await t.http.put('/api/cart/update/99999999999/').set(auth(alice)).send({ quantity: 1 }).expect(404);
    await t.http.delete('/api/cart/remove/99999999999/').set(auth(alice)).expect(404);
    expect(lineOf(await cartOf(alice), red)).toMatchObject({ quantity: 3 });
  });

  it('removes a line and empties the cart', async () => {
    await add(alice, { variant_id: red, quantity: 1 }).expect(200);
    const cart = (await add(alice, { variant_id: wallet, quantity: 2 }).expect(200)).body;
    const removed = (await t.http.delete(`/api/cart/remove/${lineOf(cart, red)!.id}/`).set(auth(alice)).expect(200)).body;
    expect(removed.items.map((item: { variant_id: number }) => item.variant_id)).toEqual([wallet]);
    expect(removed.total).toBe(2400);
    await t.http.delete(`/api/cart/remove/${lineOf(cart, red)!.id}/`).set(auth(alice)).expect(404);
    const emptied = (await t.http.delete('/api/cart/empty/').set(auth(alice)).expect(200)).body;
    expect(emptied).toMatchObject({ id: cart.id, items: [], total: 0 });
  });

  it("never lets one customer read or change another's cart", async () => {
    const aliceLine = lineOf((await add(alice, { variant_id: red, quantity: 2 }).expect(200)).body, red)!;
    expect((await cartOf(bob)).items).toEqual([]);

    expect((await t.http.put(`/api/cart/update/${aliceLine.id}/`).set(auth(bob)).send({ quantity: 1 }).expect(404)).body).toEqual({
      detail: 'Cart item not found.',
    });
    await t.http.delete(`/api/cart/remove/${aliceLine.id}/`).set(auth(bob)).expect(404);
    await t.http.delete('/api/cart/empty/').set(auth(bob)).expect(200);
    // Bob adding the same variant makes his own line, not a change to Alice's.
    await add(bob, { variant_id: red, quantity: 1 }).expect(200);
    // Staff have no special rights on a customer's cart either.
    await t.http.put(`/api/cart/update/${aliceLine.id}/`).set(auth(staff)).send({ quantity: 1 }).expect(404);

    expect((await cartOf(alice)).items).toEqual([expect.objectContaining({ id: aliceLine.id, quantity: 2 })]);
    expect((await cartOf(bob)).items).toEqual([expect.objectContaining({ variant_id: red, quantity: 1 })]);
  });

  it('merges the guest cart: adds to lines, caps at stock, skips what cannot be sold', async () => {
    await add(alice, { variant_id: red, quantity: 2 }).expect(200);
    const res = await t.http
      .post('/api/cart/merge/')
      .set(auth(alice))
      .send({
        items: [
          { variant_id: red, quantity: 2 },
          { variant_id: wallet, quantity: 1 },
          { variant: wallet, quantity: 2 },
          { variant_id: blue, quantity: 1 },
          { variant_id: 999999, quantity: 1 },
        ],
      })
      .expect(200);
    expect(res.body.items.map((item: { variant_id: number; quantity: number }) => [item.variant_id, item.quantity])).toEqual([
      [red, 3],
      [wallet, 3],
    ]);
    expect(res.body.total).toBe(9597);
    expect(res.body.skipped).toEqual([
      { variant_id: blue, reason: 'out_of_stock', detail: 'Kiondo Basket - Blue is out of stock.' },
      { variant_id: 999999, reason: 'unavailable', detail: 'A product in your cart is no longer available.' },
    ]);
    expect(res.body.customer).toEqual({ first_name: 'Test', last_name: 'customer', email: 'alice@example.com', phone: '' });
  });

  it('merges all lines or none', async () => {
    await add(alice, { variant_id: wallet, quantity: 1 }).expect(200);
    const res = await t.http
      .post('/api/cart/merge/')
      .set(auth(alice))
      .send({ items: [{ variant_id: red, quantity: 1 }, { variant_id: wallet, quantity: 0 }] })
      .expect(400);
    expect(res.body).toEqual({ 'items.1.quantity': ['Quantity must be at least 1.'] });
    await t.http.post('/api/cart/merge/').set(auth(alice)).send({}).expect(400);
    await t.http.post('/api/cart/merge/').set(auth(alice)).send({ items: 'x' }).expect(400);
    expect((await cartOf(alice)).items.map((item: { variant_id: number; quantity: number }) => [item.variant_id, item.quantity])).toEqual([[wallet, 1]]);

    // A database failure part-way (here: a line the schema refuses) rolls back the lines written before it.
    const userId = (await t.http.get('/api/auth/current-user/').set(auth(alice)).expect(200)).body.id;
    const user = await t.app.get(UsersService).getById(userId);
    await expect(t.app.get(CartService).merge(user, [{ variantId: red, quantity: 1 }, { variantId: wallet, quantity: -5 }])).rejects.toThrow();
    expect((await cartOf(alice)).items.map((item: { variant_id: number; quantity: number }) => [item.variant_id, item.quantity])).toEqual([[wallet, 1]]);
  });

  it('hands checkout its lines and empties the cart inside the checkout transaction', async () => {
    await add(alice, { variant_id: wallet, quantity: 2 }).expect(200);
    await add(alice, { variant_id: red, quantity: 1 }).expect(200);
    const userId = (await t.http.get('/api/auth/current-user/').set(auth(alice)).expect(200)).body.id;
    const carts = t.app.get(CartService);
    const dataSource = t.app.get(DataSource);

    const lines = await inTransaction(dataSource, async (manager) => {
      const { lines: found, discountCodeId } = await carts.takeForCheckout(userId, manager);
      expect(discountCodeId).toBeNull();
      return found;
    });
    // Each line with its variant as sold now: checkout copies its name, SKU and price onto the order.
    expect(lines.map(({ variantId, quantity, variant }) => ({ variantId, quantity, id: variant.id, stock: variant.stock, price: variant.price }))).toEqual(
      [
        { variantId: red, quantity: 1, id: red, stock: expect.any(Number), price: expect.any(Number) },
        { variantId: wallet, quantity: 2, id: wallet, stock: expect.any(Number), price: expect.any(Number) },
      ].sort((a, b) => a.variantId - b.variantId),
    );
    expect((await cartOf(alice)).items).toEqual([]);

    // A rolled-back checkout leaves the cart as it was.
    await add(alice, { variant_id: wallet, quantity: 1 }).expect(200);
    await expect(
      inTransaction(dataSource, async (manager) => {
        await carts.empty(userId, manager);
        throw new Error('payment set-up failed');
      }),
    ).rejects.toThrow('payment set-up failed');
    expect((await cartOf(alice)).items).toHaveLength(1);

    // A line that is no longer sold stops the checkout with a clear conflict.
    await t.http.patch(`/api/products/${walletProductId}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    try {
      expect(lineOf(await cartOf(alice), wallet)).toMatchObject({ stock: 0 });
      await expect(inTransaction(dataSource, (manager) => carts.takeForCheckout(userId, manager))).rejects.toMatchObject({
        response: { detail: 'Leather Wallet is no longer available; remove it from your cart.' },
      });
    } finally {
      await t.http.patch(`/api/products/${walletProductId}/`).set(auth(staff)).send({ is_active: true }).expect(200);
    }
  });
});
