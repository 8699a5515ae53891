import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

/** Search engines read the seeded catalog from /sitemap.xml and learn what to skip from /robots.txt. */
describe('sitemap and robots (e2e)', () => {
  let t: TestApp;
  let staff: string;

  const sitemap = async () => {
    const res = await t.http.get('/sitemap.xml').set('Host', 'shop.example:3000').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return res.text;
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc.replace(/[?.]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

  beforeAll(async () => {
    t = await startTestApp({ SEED_CATALOG: 'true' });
    staff = await t.tokenFor('staff', 'seo-clerk');
    // Drawing and sizing the seeded catalog's pictures takes over 30 s on a loaded CI machine, as in the other seeded suites.
  }, 300_000);
  afterAll(() => t?.close());

  it('lists the home, shop and static pages, every active category and every seeded product', async () => {
    const products = (await t.http.get('/api/products/?range=[0,99]').expect(200)).body as { id: number }[];
    const categories = (await t.http.get('/api/categories/').expect(200)).body as { name: string }[];
    expect(products.length).toBeGreaterThanOrEqual(20);
    const listed = locs(await sitemap());
    const base = 'http://shop.example:3000';
    expect(listed).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/shop`, `${base}/about`, `${base}/contact`, ...categories.map((c) => `${base}/shop?category=${encodeURIComponent(c.name)}`)]),
    );
    expect(listed.filter((loc) => loc.startsWith(`${base}/product/`)).sort()).toEqual(products.map((p) => `${base}/product/${p.id}`).sort());
    // Each page in Kiswahili too (issue 21).
    expect(listed.filter((loc) => loc.startsWith(`${base}/sw/product/`)).sort()).toEqual(products.map((p) => `${base}/sw/product/${p.id}`).sort());
  });

  it('drops a product staff deactivate and dates a product by its last change', async () => {
    const [first, second] = (await t.http.get('/api/products/?range=[0,1]&sort=["id","ASC"]').expect(200)).body as { id: number }[];
    await t.http.patch(`/api/products/${first.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    const before = await sitemap();
    expect(locs(before)).not.toContain(`http://shop.example:3000/product/${first.id}`);

    const detail = (await t.http.get(`/api/products/${second.id}/`).expect(200)).body as { variants: { id: number; stock: number }[] };
    const previous = new Date(lastmodOf(before, `http://shop.example:3000/product/${second.id}`)!);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.http.patch(`/api/inventory/variant/${detail.variants[0].id}/update/`).set(auth(staff)).send({ stock: detail.variants[0].stock + 1 }).expect(200);
    const changed = new Date(lastmodOf(await sitemap(), `http://shop.example:3000/product/${second.id}`)!);
    expect(changed.getTime()).toBeGreaterThan(previous.getTime());
  });

  it('keeps crawlers out of the console and shoppers own pages, pointing them at the sitemap', async () => {
    const res = await t.http.get('/robots.txt').set('Host', 'shop.example:3000').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/dashboard', '/account', '/cart', '/checkout', '/payment']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toContain('Sitemap: http://shop.example:3000/sitemap.xml');
  });
});
