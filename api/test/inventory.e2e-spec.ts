import { DataSource } from 'typeorm';
import { InventoryService } from '../src/inventory/inventory.service';
import { startTestApp, TestApp } from './harness';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';

describe('inventory', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let productId: number;
  let variantId: number;
  let otherVariantId: number;

  const logsOf = async (id: number) =>
    (await t.app.get(DataSource).query(`SELECT change_type, quantity, balance_after, old_price, new_price FROM inventory_logs WHERE variant_id = ${id} ORDER BY id`)) as {
      change_type: string;
      quantity: number;
    }[];

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    const basics = await catalogBasics(t.http, staff);
    const product = await createProduct(t.http, staff, {
      name: 'Kiondo Basket Bag',
      category_id: basics.bags.id,
      variants: [
        { id: 'new-1', price: 2500, stock: 5, attributes: [{ type: basics.color.id, value: basics.red.id }] },
        { id: 'new-2', price: 2700, stock: 0, attributes: [{ type: basics.color.id, value: basics.blue.id }] },
      ],
    });
    productId = product.id;
    variantId = product.variants[0].id;
    otherVariantId = product.variants[1].id;
  });

  afterAll(() => t.close());

  it('keeps the dashboard and updates for staff', async () => {
    await t.http.get('/api/inventory/dashboard/').expect(401);
    await t.http.get('/api/inventory/dashboard/').set(auth(customer)).expect(403);
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).send({ stock: 3 }).expect(401);
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(customer)).send({ stock: 3 }).expect(403);
  });

  it('lists products with variants, attributes and their latest logs', async () => {
    const res = await t.http.get('/api/inventory/dashboard/').set(auth(staff)).expect(200);
    const product = res.body.find((row: { id: number }) => row.id === productId);
    expect(product).toMatchObject({ name: 'Kiondo Basket Bag', category: { name: 'Bags' }, main_image: null });
    expect(product.variants[0]).toMatchObject({ id: variantId, price: 2500, stock: 5, attributes: [{ value: 'Red', type: { name: 'Color' } }] });
    expect(product.variants[0].inventory_logs).toEqual([
      expect.objectContaining({ change_type: 'initial', quantity: 5, balance_after: 5, old_price: null, new_price: 2500 }),
    ]);
  });

  it('writes exactly one log per change and answers the variant with its latest logs', async () => {
    const res = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ stock: 12 }).expect(200);
    expect(res.body).toMatchObject({ id: variantId, stock: 12, price: 2500 });
    expect(res.body.inventory_logs[0]).toMatchObject({ change_type: 'restock', quantity: 7, balance_after: 12 });
    expect(res.body.inventory_logs).toHaveLength(2);

    const lowered = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ stock: 4 }).expect(200);
    expect(lowered.body.inventory_logs[0]).toMatchObject({ change_type: 'adjustment', quantity: -8, balance_after: 4 });

    const repriced = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1999.5 }).expect(200);
    expect(repriced.body.price).toBe(1999.5);
    expect(repriced.body.inventory_logs[0]).toMatchObject({ change_type: 'price_change', quantity: 0, balance_after: 4, old_price: 2500, new_price: 1999.5 });

    // Same values again: nothing changed, nothing logged.
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1999.5, stock: 4 }).expect(200);
    expect((await logsOf(variantId)).map((log) => log.change_type)).toEqual(['initial', 'restock', 'adjustment', 'price_change']);

    // The product shows the former price and the new stock band.
    const product = (await t.http.get(`/api/products/${productId}/`).expect(200)).body;
    expect(product).toMatchObject({ price: 1999.5, old_price: 2500, discount_percent: 20, stock: 4, stock_band: 'low', on_sale: true });
  });

  it('keeps at most five logs per variant on the dashboard, newest first', async () => {
    for (const stock of [5, 6, 7, 8, 9]) {
      await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ stock }).expect(200);
    }
    const res = await t.http.get('/api/inventory/dashboard/').set(auth(staff)).expect(200);
    const logs = res.body.find((row: { id: number }) => row.id === productId).variants[0].inventory_logs;
    expect(logs.map((log: { balance_after: number }) => log.balance_after)).toEqual([9, 8, 7, 6, 5]);
  });

  it('refuses negative stock and bad prices with field errors', async () => {
    const negative = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ stock: -1 }).expect(400);
    expect(negative.body.stock).toEqual(['Stock cannot be negative.']);
    const bad = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 0, stock: 'many' }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['price', 'stock']);
    await t.http.patch('/api/inventory/variant/999999/update/').set(auth(staff)).send({ stock: 1 }).expect(404);
    await t.http.patch('/api/inventory/variant/abc/update/').set(auth(staff)).send({ stock: 1 }).expect(400);
  });

  it('never sells the same item twice under concurrent reservations', async () => {
    const inventory = t.app.get(InventoryService);
    await t.http.patch(`/api/inventory/variant/${otherVariantId}/update/`).set(auth(staff)).send({ stock: 3 }).expect(200);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => inventory.transaction((manager) => inventory.reserveStock(manager, otherVariantId, 1, { comment: 'test order' }))),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const logs = await logsOf(otherVariantId);
    expect(logs.filter((log) => log.change_type === 'order')).toHaveLength(3);
    const variant = (await t.http.get(`/api/products/${productId}/`).expect(200)).body.variants.find((v: { id: number }) => v.id === otherVariantId);
    expect(variant.stock).toBe(0);

    await inventory.transaction((manager) => inventory.releaseStock(manager, otherVariantId, 2, { comment: 'order cancelled' }));
    expect((await logsOf(otherVariantId)).at(-1)).toMatchObject({ change_type: 'release', quantity: 2, balance_after: 2 });
  });

  it('does not lose concurrent stock updates of one product', async () => {
    await Promise.all(
      [variantId, otherVariantId].map((id, index) => t.http.patch(`/api/inventory/variant/${id}/update/`).set(auth(staff)).send({ stock: 20 + index }).expect(200)),
    );
    const product = (await t.http.get(`/api/products/${productId}/`).set(auth(staff)).expect(200)).body;
    expect(product.stock).toBe(41);
  });
});
