import { CachedForShoppersInterceptor } from '../src/catalog-cache/cached-for-shoppers.interceptor';
import { ShopMetrics } from '../src/metrics/shop-metrics';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

/** Shoppers' product pages are cached; every kind of catalog write must show at once. */
describe('catalog cache (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let basics: Awaited<ReturnType<typeof catalogBasics>>;
  let product: { id: number; variants: { id: number }[] };

  const publicProduct = async () => (await t.http.get(`/api/products/${product.id}/`).expect(200)).body;
  const publicList = async () => (await t.http.get(`/api/products/?filter=${encodeURIComponent(JSON.stringify({ category: 'bags' }))}`).expect(200)).body;
  /** The small lists every page's header and filters read: names only. */
  const names = async (path: string, token?: string) => {
    const request = t.http.get(path);
    if (token) request.set(auth(token));
    return ((await request.expect(200)).body as { name?: string; value?: string }[]).map((item) => item.name ?? item.value);
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff', 'cache-clerk');
    basics = await catalogBasics(t.http, staff);
    product = await createProduct(t.http, staff, {
      name: 'Kiondo Basket',
      category_id: basics.bags.id,
      variants: [{ id: 'new-1', price: 2500, stock: 8, attributes: [{ type: basics.color.id, value: basics.red.id }] }],
    });
    await publicProduct();
    await publicList();
  });
  afterAll(() => t.close());

  it('shows a price and stock change from the inventory screen', async () => {
    await t.http.patch(`/api/inventory/variant/${product.variants[0].id}/update/`).set(auth(staff)).send({ price: 2000, stock: 3 }).expect(200);
    expect(await publicProduct()).toMatchObject({ price: 2000, old_price: 2500, stock: 3 });
    expect((await publicList())[0]).toMatchObject({ price: 2000, stock: 3 });
  });

  it('shows a renamed attribute value and category', async () => {
    await t.http.patch(`/api/attributes/${basics.red.id}/`).set(auth(staff)).send({ value: 'Crimson' }).expect(200);
    expect((await publicProduct()).variants[0].attributes[0].value).toBe('Crimson');
    await t.http.put(`/api/categories/${basics.bags.id}/`).set(auth(staff)).send({ name: 'Baskets', description: 'Woven' }).expect(200);
    expect((await publicProduct()).category.name).toBe('Baskets');
  });

  it('shows a change to the categories, attribute types and values lists at once', async () => {
    const changes: [string, 'patch' | 'put', string, Record<string, string>, string][] = [
      ['/api/categories/', 'patch', `/api/categories/${basics.bags.id}/`, { name: 'Woven bags' }, 'Woven bags'],
      ['/api/attribute-types/', 'put', `/api/attribute-types/${basics.color.id}/`, { name: 'Colour' }, 'Colour'],
      ['/api/attributes/', 'patch', `/api/attributes/${basics.red.id}/`, { value: 'Scarlet' }, 'Scarlet'],
    ];
    for (const [list, method, item, change, shown] of changes) {
      expect(await names(list)).not.toContain(shown);
      await t.http[method](item).set(auth(staff)).send(change).expect(200);
      expect(await names(list)).toContain(shown);
    }
  });

  it('hides a deactivated category from shoppers at once, while staff still see it', async () => {
    await t.http.patch(`/api/categories/${basics.bags.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    expect(await names('/api/categories/')).not.toContain('Woven bags');
    expect(await names('/api/categories/', staff)).toContain('Woven bags');
    await t.http.patch(`/api/categories/${basics.bags.id}/`).set(auth(staff)).send({ is_active: true }).expect(200);
    expect(await names('/api/categories/')).toContain('Woven bags');
  });

  it('answers a cached read of a visitor before routing: the same bytes and headers, in each encoding, 304 to its ETag, counted under its route', async () => {
    const routed = jest.spyOn(CachedForShoppersInterceptor.prototype, 'intercept');
    const requests = async () => Number(/http_requests_total\{method="GET",route="\/api\/products",status="200"\} (\d+)/.exec((await t.app.get(ShopMetrics).scrape()).body)?.[1] ?? 0);
    const url = `/api/products/?filter=${encodeURIComponent(JSON.stringify({ category: 'bags' }))}&range=${encodeURIComponent('[0,0]')}`;
    const first = await t.http.get(url).expect(200);
    const counted = await requests();
    expect(routed).toHaveBeenCalledTimes(1);
    for (const encoding of ['identity', 'gzip', 'br']) {
      const hit = await t.http.get(url).set('Accept-Encoding', encoding).expect(200);
      expect(hit.body).toEqual(first.body);
      for (const header of ['content-type', 'content-range', 'etag']) expect(hit.headers[header]).toBe(first.headers[header]);
      expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
      expect(hit.headers['x-request-id']).toBeDefined();
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
    }
    await t.http.get(url).set('If-None-Match', first.headers.etag).expect(304);
    // A token (staff see inactive products) always goes through the routes.
    await t.http.get(url).set(auth(staff)).expect(200);
    expect(routed).toHaveBeenCalledTimes(2);
    // The three hits and the staff read; the 304 is counted under its own status.
    expect(await requests()).toBe(counted + 4);
    routed.mockRestore();
  });

  it('hides a deactivated product at once', async () => {
    await t.http.patch(`/api/products/${product.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    await t.http.get(`/api/products/${product.id}/`).expect(404);
  });
});
