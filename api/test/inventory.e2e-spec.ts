import { DataSource } from 'typeorm';
import { InventoryService } from '../src/inventory/inventory.service';
import { eventually, startTestApp, TestApp } from './harness';
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

  it('keeps the dashboard, its stats and updates for staff', async () => {
    await t.http.get('/api/inventory/dashboard/').expect(401);
    await t.http.get('/api/inventory/dashboard/').set(auth(customer)).expect(403);
    await t.http.get('/api/inventory/stats/').expect(401);
    await t.http.get('/api/inventory/stats/').set(auth(customer)).expect(403);
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).send({ stock: 3 }).expect(401);
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(customer)).send({ stock: 3 }).expect(403);
  });

  it('lists products with variants, attributes and their latest logs', async () => {
    const res = await t.http.get('/api/inventory/dashboard/').set(auth(staff)).expect(200);
    const product = res.body.find((row: { id: number }) => row.id === productId);
    expect(product).toMatchObject({ name: 'Kiondo Basket Bag', category: { name: 'Bags' }, main_image: null });
    // The inventory dashboard's bands: 5 is already in stock there (on product pages, 1-9 is low).
    expect(product.variants[0]).toMatchObject({ id: variantId, price: 2500, stock: 5, stock_band: 'in', attributes: [{ value: 'Red', type: { name: 'Color' } }] });
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
    expect(lowered.body.stock_band).toBe('low');

    const cents = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1999.5 }).expect(400);
    expect(cents.body).toEqual({ price: ['Enter a price in whole KSh (no cents).'] });
    const repriced = await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1999 }).expect(200);
    expect(repriced.body.price).toBe(1999);
    expect(repriced.body.inventory_logs[0]).toMatchObject({ change_type: 'price_change', quantity: 0, balance_after: 4, old_price: 2500, new_price: 1999 });

    // Same values again: nothing changed, nothing logged.
    await t.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1999, stock: 4 }).expect(200);
    expect((await logsOf(variantId)).map((log) => log.change_type)).toEqual(['initial', 'restock', 'adjustment', 'price_change']);

    // The product shows the former price and the new stock band.
    const product = (await t.http.get(`/api/products/${productId}/`).expect(200)).body;
    expect(product).toMatchObject({ price: 1999, old_price: 2500, discount_percent: 20, stock: 4, stock_band: 'low', on_sale: true });
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
      Array.from({ length: 8 }, () =>
        inventory.transaction(async (manager) => {
          const short = await inventory.takeForOrder(manager, [{ variantId: otherVariantId, productId, quantity: 1 }], { comment: 'test order' });
          if (short !== null) throw new Error(`Variant ${short} is short`);
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const logs = await logsOf(otherVariantId);
    expect(logs.filter((log) => log.change_type === 'order')).toHaveLength(3);
    // The product's answer follows once its list columns are refreshed after the sales commit.
    const shownStock = async () => (await t.http.get(`/api/products/${productId}/`).expect(200)).body.variants.find((v: { id: number }) => v.id === otherVariantId).stock;
    await eventually(async () => (await shownStock()) === 0);

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

describe('inventory dashboard pages, filters and stats', () => {
  let t: TestApp;
  let staff: string;
  let bagsId: number;
  let walletsId: number;
  const skus: Record<string, string[]> = {};

  const variant = (stock: number) => ({ id: `new-${stock}`, price: 1000, stock, attributes: [] });
  const dashboard = (query: Record<string, unknown> = {}) =>
    t.http
      .get('/api/inventory/dashboard/')
      .set(auth(staff))
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])));
  const names = (body: { name: string }[]) => body.map((product) => product.name);
  const stats = async (filter?: Record<string, unknown>) =>
    (await t.http.get('/api/inventory/stats/').set(auth(staff)).query(filter ? { filter: JSON.stringify(filter) } : {}).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    const basics = await catalogBasics(t.http, staff);
    bagsId = basics.bags.id;
    walletsId = basics.wallets.id;
    // Stocks on the edges of the inventory bands: 0 out, 1-4 low, 5+ in.
    const products: [string, number, number[]][] = [
      ['Kiondo Basket', bagsId, [0, 4]],
      ['Sisal Tote', bagsId, [5, 40]],
      ['Leather Wallet', walletsId, [1]],
    ];
    for (const [name, category_id, stocks] of products) {
      const created = await createProduct(t.http, staff, { name, category_id, variants: stocks.map(variant) });
      skus[name] = created.variants.map((v: { sku: string }) => v.sku);
    }
    // 22 more products, so the default page of 20 is not the whole list.
    for (let index = 1; index <= 22; index += 1) {
      await createProduct(t.http, staff, { name: `Beaded Bracelet ${String(index).padStart(2, '0')}`, category_id: walletsId, variants: [variant(index)] });
    }
  });

  afterAll(() => t.close());

  it('answers the first 20 products, newest first, with Content-Range when called plainly', async () => {
    const res = await dashboard().expect(200);
    expect(res.headers['content-range']).toBe('items 0-19/25');
    expect(res.body).toHaveLength(20);
    expect(res.body[0].name).toBe('Beaded Bracelet 22');
    expect(res.body[0].variants[0].inventory_logs).toEqual([expect.objectContaining({ change_type: 'initial', balance_after: 22 })]);
  });

  it('pages and sorts by name or id', async () => {
    const last = await dashboard({ range: [20, 29], sort: ['id', 'DESC'] }).expect(200);
    expect(last.headers['content-range']).toBe('items 20-24/25');
    expect(names(last.body)).toEqual(['Beaded Bracelet 02', 'Beaded Bracelet 01', 'Leather Wallet', 'Sisal Tote', 'Kiondo Basket']);
    const byName = await dashboard({ range: [0, 1], sort: ['name', 'DESC'] }).expect(200);
    expect(names(byName.body)).toEqual(['Sisal Tote', 'Leather Wallet']);
    // Every variant of a product on the page comes with it, in order.
    const kiondo = (await dashboard({ range: [24, 24] }).expect(200)).body[0];
    expect(kiondo.variants.map((v: { stock: number }) => v.stock)).toEqual([0, 4]);
    await dashboard({ sort: ['price', 'ASC'] }).expect(400);
  });

  it('filters by product name or SKU, category and stock band', async () => {
    expect(names((await dashboard({ filter: { q: 'TOTE' } }).expect(200)).body)).toEqual(['Sisal Tote']);
    const bySku = await dashboard({ filter: { q: skus['Leather Wallet'][0].toLowerCase() } }).expect(200);
    expect(names(bySku.body)).toEqual(['Leather Wallet']);
    expect(names((await dashboard({ filter: { category: bagsId } }).expect(200)).body)).toEqual(['Sisal Tote', 'Kiondo Basket']);
    expect(names((await dashboard({ filter: { stock: 'out' } }).expect(200)).body)).toEqual(['Kiondo Basket']);
    // Any variant in the band: Kiondo has one of 4, Leather Wallet has 1, bracelets 1-4 have 1-4.
    const low = await dashboard({ filter: { stock: 'low', category: walletsId } }).expect(200);
    expect(low.headers['content-range']).toBe('items 0-4/5');
    expect(names((await dashboard({ filter: { stock: 'low', category: bagsId } }).expect(200)).body)).toEqual(['Kiondo Basket']);
    const none = await dashboard({ filter: { q: 'nothing like it' } }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('items 0-0/0');
    const bad = await dashboard({ filter: { stock: 'plenty' } }).expect(400);
    expect(bad.body).toEqual({ 'filter.stock': ['Must be one of: in, low, out.'] });
  });

  it('counts products and variants per inventory band with the same filter', async () => {
    // Variants: 0, 4, 5, 40, 1 and the bracelets' 1..22 (4 of them low, 18 in).
    expect(await stats()).toEqual({ products: 25, variants: 27, variant_stock_bands: { out: 1, low: 6, in: 20 } });
    expect(await stats({ category: bagsId })).toEqual({ products: 2, variants: 4, variant_stock_bands: { out: 1, low: 1, in: 2 } });
    expect(await stats({ q: 'wallet' })).toEqual({ products: 1, variants: 1, variant_stock_bands: { out: 0, low: 1, in: 0 } });
    expect(await stats({ stock: 'out' })).toEqual({ products: 1, variants: 2, variant_stock_bands: { out: 1, low: 1, in: 0 } });
    expect(await stats({ q: 'nothing like it' })).toEqual({ products: 0, variants: 0, variant_stock_bands: { out: 0, low: 0, in: 0 } });
    await t.http.get('/api/inventory/stats/').set(auth(staff)).query({ filter: JSON.stringify({ stock: 'plenty' }) }).expect(400);
  });
});
