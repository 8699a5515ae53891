import { startTestApp, TestApp } from './harness';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';

describe('product stats', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;

  const stats = (filter: Record<string, unknown> | undefined, token: string) => {
    const request = t.http.get('/api/products/stats/').set(auth(token));
    return filter ? request.query({ filter: JSON.stringify(filter) }) : request;
  };
  const variant = (stock: number, is_active = true) => ({ id: `new-${stock}`, price: 1000, stock, is_active, attributes: [] });

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    const b = await catalogBasics(t.http, staff);
    // Stocks on the band edges of the product pages: 0 out, 1-9 low, 10+ in.
    await createProduct(t.http, staff, { name: 'Kiondo Basket', category_id: b.bags.id, variants: [variant(0), variant(1), variant(10)] });
    await createProduct(t.http, staff, { name: 'Sisal Tote', category_id: b.bags.id, is_active: false, variants: [variant(9), variant(25, false)] });
    await createProduct(t.http, staff, { name: 'Leather Wallet', category_id: b.wallets.id, variants: [variant(0)] });
  });

  afterAll(() => t.close());

  it('counts every matching product and its variants per stock band', async () => {
    const { body } = await stats(undefined, staff).expect(200);
    expect(body).toEqual({ products: 3, variants: 6, variant_stock_bands: { out: 2, low: 2, in: 2 } });
  });

  it('applies the product list filter', async () => {
    expect((await stats({ category: 'bags' }, staff).expect(200)).body).toEqual({ products: 2, variants: 5, variant_stock_bands: { out: 1, low: 2, in: 2 } });
    expect((await stats({ q: 'wallet' }, staff).expect(200)).body).toEqual({ products: 1, variants: 1, variant_stock_bands: { out: 1, low: 0, in: 0 } });
    expect((await stats({ is_active: false }, staff).expect(200)).body).toEqual({ products: 1, variants: 2, variant_stock_bands: { out: 0, low: 1, in: 1 } });
    expect((await stats({ q: 'nothing like it' }, staff).expect(200)).body).toEqual({ products: 0, variants: 0, variant_stock_bands: { out: 0, low: 0, in: 0 } });
    const listed = await t.http.get('/api/products/').set(auth(staff)).query({ filter: JSON.stringify({ category: 'bags' }) }).expect(200);
    expect(listed.headers['content-range']).toBe('items 0-1/2');
  });

  it('refuses a bad filter like the list does', async () => {
    const { body } = await stats({ stock: 'plenty' }, staff).expect(400);
    expect(body).toEqual({ 'filter.stock': ['Must be one of: in, low, out.'] });
  });

  it('is for staff only', async () => {
    await t.http.get('/api/products/stats/').expect(401);
    await stats(undefined, customer).expect(403);
  });
});
