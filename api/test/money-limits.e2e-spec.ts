import { DataSource } from 'typeorm';
import { WholeShillings1700000025000 } from '../src/database/migrations/1700000025000-whole-shillings';
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
  let product: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    // Five of each: one at KSh 9,000,000, one at KSh 4,999,999 (two of it stay under the limit).
    ({ product, red: nineMillion, blue: halfLimit } = await shopWithStock(t, staff, [5, 5], [9_000_000, 4_999_999]));
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

  it('rounds cents left from before whole shillings down (a price to KSh 1 at least), and leaves placed orders as they were', async () => {
    const db = t.app.get(DataSource);
    // Cents as the API took them before: the shown variant KSh 1,234.56 (was 1,234.99), the other KSh 0.50.
    await db.query(`UPDATE variants SET price = 123456, old_price = 123499 WHERE id = ${nineMillion}`);
    await db.query(`UPDATE variants SET price = 50, old_price = NULL WHERE id = ${halfLimit}`);
    await db.query(`UPDATE products SET shown_price = 123456, shown_old_price = 123499, on_sale = true WHERE id = ${product.id}`);
    const [rate] = await db.query('SELECT id FROM delivery_rates ORDER BY id LIMIT 1');
    await db.query(`UPDATE delivery_rates SET base_fee = 45050, per_kg_fee = 9999, free_over = 300050, weight_bands = '[{"upToGrams":1000,"fee":25075}]' WHERE id = ${rate.id}`);
    const fixed = (await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'CENTSOFF', type: 'fixed', value: 100 }).expect(201)).body;
    const percent = (await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'PERCENT15', type: 'percent', value: 15 }).expect(201)).body;
    await db.query(`UPDATE discount_codes SET value = 10050 WHERE id = ${fixed.id}`);
    await db.query('UPDATE orders SET total_price = total_price + 50');
    const totals = async () => (await db.query('SELECT total_price FROM orders ORDER BY id')).map((row: { total_price: unknown }) => Number(row.total_price));
    const ordersBefore = await totals();

    const runner = db.createQueryRunner();
    await new WholeShillings1700000025000().up(runner).finally(() => runner.release());

    const shown = (await t.http.get(`/api/products/${product.id}/`).expect(200)).body;
    expect(shown).toMatchObject({ price: 1234, old_price: 1234, on_sale: false });
    expect(shown.variants.map((variant: { price: number; old_price: number | null }) => [variant.price, variant.old_price])).toEqual([[1234, 1234], [1, null]]);
    const [fees] = await db.query(`SELECT base_fee, per_kg_fee, free_over, weight_bands FROM delivery_rates WHERE id = ${rate.id}`);
    expect({ ...fees, weight_bands: JSON.parse(fees.weight_bands) }).toEqual({ base_fee: 45000, per_kg_fee: 9900, free_over: 300000, weight_bands: [{ upToGrams: 1000, fee: 25000 }] });
    const values = await db.query(`SELECT code, value FROM discount_codes WHERE id IN (${fixed.id}, ${percent.id}) ORDER BY id`);
    expect(values).toEqual([{ code: 'CENTSOFF', value: 10000 }, { code: 'PERCENT15', value: 15 }]);
    expect(await totals()).toEqual(ordersBefore);
  });
});
