import { DataSource } from 'typeorm';
import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';
import { checkoutBody, shopWithStock, stockOf } from './orders-fixtures';

/** What the money and stock columns hold: any order checkout accepts, and never a negative stock or an empty line. */
describe('money and stock limits (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let nineMillion: number;
  let halfLimit: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    // Five of each: one at KSh 9,000,000, one at KSh 4,999,999 (two of it stay under the limit).
    ({ red: nineMillion, blue: halfLimit } = await shopWithStock(t, staff, [5, 5], [9_000_000, 4_999_999]));
  });
  afterAll(() => t.close());

  const fillCart = async (variantId: number, quantity: number) => {
    await t.http.delete('/api/cart/empty/').set(auth(customer)).expect(200);
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: variantId, quantity }).expect(200);
  };
  const checkout = () => t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody({ delivery_method: 'pickup', delivery_address: null }));

  it('refuses an order above KSh 10,000,000 (more than 2^31 cents) naming the limit, and takes nothing', async () => {
    await fillCart(nineMillion, 3);
    const res = await checkout().expect(400);
    expect(res.body.detail).toBe('An order can total at most KSh 10,000,000. For a bigger order, ask us for a wholesale quote.');
    expect(await stockOf(t, nineMillion)).toBe(5);
    expect((await t.http.get('/api/cart/').set(auth(customer)).expect(200)).body.items).toHaveLength(1);
  });

  it('places an order just under the limit with exact totals, as stored', async () => {
    await fillCart(halfLimit, 2);
    const placed = (await checkout().expect(201)).body;
    const expected = { product_total: 9_999_998, delivery_fee: 0, total_price: 9_999_998 };
    expect(placed).toMatchObject({ ...expected, items: [{ unit_price: 4_999_999, quantity: 2, subtotal: 9_999_998 }] });
    const stored = (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer)).expect(200)).body;
    expect(stored).toMatchObject(expected);
  });

  it('has the database refuse a negative stock and a line of no units', async () => {
    const db = t.app.get(DataSource);
    await fillCart(halfLimit, 1);
    await expect(db.query(`UPDATE variants SET stock = -1 WHERE id = ${halfLimit}`)).rejects.toThrow(/CHECK|check constraint/i);
    await expect(db.query('UPDATE cart_items SET quantity = 0')).rejects.toThrow(/CHECK|check constraint/i);
    await expect(db.query('UPDATE order_items SET quantity = 0')).rejects.toThrow(/CHECK|check constraint/i);
  });
});
