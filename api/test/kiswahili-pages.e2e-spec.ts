import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './harness';

/** The storefront's real build renders these pages (as `npm start` builds it when stale). */
function buildStorefrontIfStale(): void {
  const script = "import { buildMissing } from './scripts/build-missing.mjs'; buildMissing({ only: ['storefront'] });";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'inherit', 'inherit'] });
}

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);

/** Issue 21: each public page has a Kiswahili address (/sw/…), rendered on the server in Kiswahili. */
describe('Kiswahili pages (e2e)', () => {
  let t: TestApp;
  let productId: number;
  const base = 'http://shop.example:3000';
  const get = (url: string) => t.http.get(url).set('Host', 'shop.example:3000');

  beforeAll(async () => {
    buildStorefrontIfStale();
    // Rendered on the thread that answers (render threads are the production setup, tested in front-ends).
    t = await startTestApp({ SEED_CATALOG: 'true', RENDER_THREADS: '0' });
    productId = ((await t.http.get('/api/products/?range=[0,0]').expect(200)).body as { id: number }[])[0].id;
  }, 300_000);
  afterAll(() => t.close());

  it('renders /sw/product/{id} in Kiswahili: lang="sw", Kiswahili labels, hreflang alternates and a valid JSON-LD Product', async () => {
    const html = (await get(`/sw/product/${productId}`).expect(200)).text;
    expect(html).toMatch(/<html lang="sw"/);
    expect(html).toContain('Weka Kikapuni');
    expect(html).toContain('Nunua Sasa');
    expect(html).not.toContain('Add to Cart');
    expect(html).toContain(`<link rel="canonical" href="${base}/sw/product/${productId}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}/product/${productId}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="sw" href="${base}/sw/product/${productId}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/product/${productId}" />`);
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'KES', url: `${base}/sw/product/${productId}` } });
    expect(typeof product.name).toBe('string');
    expect(trail['@type']).toBe('BreadcrumbList');
    expect((trail.itemListElement as object[]).slice(0, 2)).toMatchObject([{ name: 'Nyumbani', item: `${base}/sw/` }, { name: 'Duka', item: `${base}/sw/shop` }]);

    const english = (await get(`/product/${productId}`).expect(200)).text;
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain('Add to Cart');
    expect(english).toContain(`<link rel="canonical" href="${base}/product/${productId}" />`);
  });

  it("renders a product whose name holds a replace pattern ($' or $&) as written, in one page", async () => {
    const [other] = (await t.http.get('/api/products/?range=[1,1]').expect(200)).body as { id: number }[];
    await t.app.get(DataSource).createQueryBuilder().update('products').set({ name: "Kiondo $' and $& bag" }).where('id = :id', { id: other.id }).execute();
    const html = (await get(`/product/${other.id}`).expect(200)).text;
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    // The name as written (whether the renderer escapes the apostrophe is its choice: Preact's does not).
    expect(html).toMatch(/>Kiondo \$(?:'|&#x27;) and \$&amp; bag</);
  });

  it('renders the Kiswahili 404 and shop pages, each kept apart from the English one', async () => {
    const missing = await get('/sw/no-such-page').expect(404);
    expect(missing.text).toMatch(/<html lang="sw"/);
    expect(missing.text).toContain('Ukurasa haupatikani');
    expect((await get('/sw/shop').expect(200)).text).toContain('Bidhaa Zote');
    expect((await get('/shop').expect(200)).text).toContain('All Products');
  });

  it('sends a shopper who prefers or chose Kiswahili from a bare address to /sw/…, and no one else', async () => {
    const preferred = await get('/shop?category=Bags').set('Accept-Language', 'sw-KE,sw;q=0.9,en;q=0.8').expect(302);
    expect(preferred.headers.location).toBe('/sw/shop?category=Bags');
    expect(preferred.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/').set('Cookie', 'lang=sw').expect(302)).headers.location).toBe('/sw/');
    // A choice of English wins over the browser's language; a Kiswahili address is never sent back.
    await get('/').set('Cookie', 'lang=en').set('Accept-Language', 'sw').expect(200);
    await get('/sw/shop').set('Cookie', 'lang=en').expect(200);
    const english = await get('/').set('Accept-Language', 'en-GB,en;q=0.9,sw;q=0.5').expect(200);
    expect(english.headers.vary).toMatch(/Cookie/);
  });

  it('keeps the links of a 404 at /sw//host/… or /sw/\\host, and the redirect of //host/…, on the shop (issue 28)', async () => {
    // Each with the English address its language switch offers: once `//evil.example/phish`, now the home page.
    for (const [path, english] of [['/sw//evil.example/phish', '/'], ['/sw/%5Cevil.example', '/%5Cevil.example']]) {
      const html = (await get(path).expect(404)).text;
      const hrefs = [...html.matchAll(/ href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
      expect(html.match(/<a [^>]*hreflang="en"[^>]*>/i)?.[0]).toContain(` href="${english}"`);
      for (const href of hrefs) {
        expect(href).not.toMatch(/^\s*[/\\]{2}/);
        expect(new URL(href, base).origin).toBe(base);
      }
    }
    // A shopper who chose Kiswahili is sent to the page under /sw/, with no `//` left for a later prefix cut to expose.
    for (const path of ['//evil.example/phish', '/%5Cevil.example']) {
      const { location } = (await get(path).set('Cookie', 'lang=sw').expect(302)).headers;
      expect(location).toMatch(/^\/sw\//);
      expect(location).not.toMatch(/\/\/|\\/);
      expect(new URL(location, base).origin).toBe(base);
    }
  });

  it('lists every page in both languages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml').expect(200)).text;
    for (const page of ['/', '/shop', `/product/${productId}`]) {
      expect(xml).toContain(`<loc>${base}${page}</loc>`);
      expect(xml).toContain(`<loc>${base}/sw${page}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${base}/sw/product/${productId}"/>`);
  });
});
