import { startTestApp, TestApp } from './harness';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';

/** Each variant's own low-stock threshold, set from the inventory dashboard, and the staff list of variants under it. */
describe('low-stock thresholds and list', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let red: number; // stock 2: under the default 5
  let blue: number; // stock 8
  let small: number; // stock 0, inactive
  let large: number; // stock 4: under the default 5

  const update = (id: number, body: object) => t.http.patch(`/api/inventory/variant/${id}/update/`).set(auth(staff)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    const basics = await catalogBasics(t.http, staff);
    const bag = await createProduct(t.http, staff, {
      name: 'Kiondo Basket Bag',
      category_id: basics.bags.id,
      variants: [
        { id: 'new-1', price: 2500, stock: 2, attributes: [{ type: basics.color.id, value: basics.red.id }] },
        { id: 'new-2', price: 2700, stock: 8, attributes: [{ type: basics.color.id, value: basics.blue.id }] },
      ],
    });
    const wallet = await createProduct(t.http, staff, {
      name: 'Leather Wallet',
      category_id: basics.wallets.id,
      variants: [
        { id: 'new-1', price: 900, stock: 0, is_active: false, attributes: [{ type: basics.size.id, value: basics.small.id }] },
        { id: 'new-2', price: 1100, stock: 4, attributes: [{ type: basics.size.id, value: basics.large.id }] },
      ],
    });
    [red, blue] = bag.variants.map((variant: { id: number }) => variant.id);
    [small, large] = wallet.variants.map((variant: { id: number }) => variant.id);
  });

  afterAll(() => t.close());

  it('is for staff only', async () => {
    await t.http.get('/api/inventory/low-stock/').expect(401);
    await t.http.get('/api/inventory/low-stock/').set(auth(customer)).expect(403);
    await t.http.patch(`/api/inventory/variant/${red}/update/`).set(auth(customer)).send({ low_stock_threshold: 1 }).expect(403);
  });

  it('answers each variant its threshold (5 by default) and changes it without a log', async () => {
    const dashboard = await t.http.get('/api/inventory/dashboard/').set(auth(staff)).expect(200);
    const variants = dashboard.body.flatMap((product: { variants: object[] }) => product.variants);
    expect(variants.map((variant: { low_stock_threshold: number }) => variant.low_stock_threshold)).toEqual([5, 5, 5, 5]);

    const changed = await update(blue, { low_stock_threshold: 10 }).expect(200);
    expect(changed.body).toMatchObject({ id: blue, stock: 8, low_stock_threshold: 10 });
    expect(changed.body.inventory_logs).toHaveLength(1); // only the opening log: a threshold is neither stock nor price

    const both = await update(blue, { stock: 9, low_stock_threshold: 12 }).expect(200);
    expect(both.body).toMatchObject({ stock: 9, low_stock_threshold: 12 });
  });

  it('refuses a threshold that is not a whole number from 0 to 100,000 with a field error', async () => {
    for (const bad of [-1, 1.5, 100_001, 'ten', null]) {
      const res = await update(red, { low_stock_threshold: bad }).expect(400);
      expect(Object.keys(res.body)).toEqual(['low_stock_threshold']);
    }
    await update(red, { low_stock_threshold: 100_000 }).expect(200);
    await update(red, { low_stock_threshold: 5 }).expect(200);
    await update(999_999, { low_stock_threshold: 3 }).expect(404);
  });

  it('lists active variants under their own threshold, lowest stock first, with Content-Range', async () => {
    const res = await t.http.get('/api/inventory/low-stock/').set(auth(staff)).expect(200);
    expect(res.headers['content-range']).toBe('items 0-2/3');
    expect(res.body).toEqual([
      { id: red, product_id: expect.any(Number), product_name: 'Kiondo Basket Bag', sku: expect.any(String), attributes: [expect.objectContaining({ value: 'Red' })], stock: 2, low_stock_threshold: 5 },
      { id: large, product_id: expect.any(Number), product_name: 'Leather Wallet', sku: expect.any(String), attributes: [expect.objectContaining({ value: 'Large' })], stock: 4, low_stock_threshold: 5 },
      { id: blue, product_id: expect.any(Number), product_name: 'Kiondo Basket Bag', sku: expect.any(String), attributes: [expect.objectContaining({ value: 'Blue' })], stock: 9, low_stock_threshold: 12 },
    ]);
    expect(res.body.map((row: { id: number }) => row.id)).not.toContain(small);

    // At the threshold is no longer below it; a threshold of 0 never lists.
    await update(large, { low_stock_threshold: 4 }).expect(200);
    await update(red, { low_stock_threshold: 0 }).expect(200);
    const after = await t.http.get('/api/inventory/low-stock/').set(auth(staff)).expect(200);
    expect(after.body.map((row: { id: number }) => row.id)).toEqual([blue]);
  });

  it('pages and sorts with the react-admin parameters', async () => {
    await update(red, { low_stock_threshold: 5 }).expect(200);
    const page = await t.http.get('/api/inventory/low-stock/').query({ sort: '["stock","DESC"]', range: '[0,0]' }).set(auth(staff)).expect(200);
    expect(page.headers['content-range']).toBe('items 0-0/2');
    expect(page.body.map((row: { id: number }) => row.id)).toEqual([blue]);
    const bad = await t.http.get('/api/inventory/low-stock/').query({ sort: '["price","ASC"]' }).set(auth(staff)).expect(400);
    expect(bad.body.sort).toBeDefined();
  });
});
