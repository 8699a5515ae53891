import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import pages from '../../storefront/src/pages.json';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';
import { PageHeadsService } from '../src/seo/page-heads.service';
import { ShopMetrics } from '../src/metrics/shop-metrics';

/**
 * A storefront build in miniature: its index.html, one script, and the routes.json the real build writes
 * from the same pages.json; with `renderer`, the page renderer's source beside it (dist-server/entry-server.cjs).
 */
function fixtureStorefront(renderer?: string): string {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-')), 'dist');
  fs.mkdirSync(dist);
  if (renderer) {
    fs.mkdirSync(path.join(dist, '..', 'dist-server'));
    fs.writeFileSync(path.join(dist, '..', 'dist-server', 'entry-server.cjs'), renderer);
  }
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta name="description" content="Generic" /><title>Generic</title></head><body><div id="root"></div><script src="/assets/app.js"></script></body></html>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("shop");');
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(Object.values(pages)));
  // Files under server paths, which the storefront's files must never answer.
  for (const dir of ['api', 'media']) {
    fs.mkdirSync(path.join(dist, dir));
    fs.writeFileSync(path.join(dist, dir, 'secret.txt'), 'a file of the storefront build');
  }
  return dist;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET to a listening test app keeping the bytes as sent (supertest would undo the encoding). */
function rawGet(t: TestApp, url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = (t.app.getHttpServer() as http.Server).address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { Host: 'shop.example', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const listening = (t: TestApp) => new Promise<void>((resolve) => (t.app.getHttpServer() as http.Server).listen(0, '127.0.0.1', resolve));

describe('storefront pages, unknown paths and HEAD', () => {
  let t: TestApp;
  const dist = fixtureStorefront();

  beforeAll(async () => {
    t = await startTestApp({}, { storefrontDist: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('answers the storefront pages 200 with index.html', async () => {
    for (const page of ['/', '/shop', '/account/login', '/payment/7', '/Shop']) {
      const res = await t.http.get(page).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers any other path 404 with index.html, whose router shows the NotFound page', async () => {
    for (const unknown of ['/no-such-page', '/product/1/extra', '/account/nope', '/shop/old-page.php']) {
      const res = await t.http.get(unknown).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
    // API paths keep their JSON 404.
    const api = await t.http.get('/api/nope/').expect(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.body).toEqual({ detail: expect.any(String) });
  });

  it("gives a product's page its own head: title, description, canonical, Open Graph and JSON-LD Product with its Offer", async () => {
    const staff = await t.tokenFor('staff', 'head-clerk');
    const basics = await catalogBasics(t.http, staff);
    const product = await createProduct(t.http, staff, {
      name: 'Maasai Beaded Tote',
      category_id: basics.bags.id,
      description: 'Hand-beaded in Narok.',
      variants: [{ id: 'new-1', price: 3500, stock: 4, attributes: [{ type: basics.color.id, value: basics.red.id }] }],
    });
    for (const url of [`/product/${product.id}`, `/product/${product.id}/`]) {
      const res = await t.http.get(url).set('Host', 'shop.example').expect(200);
      expect(res.text).toContain('<title>Maasai Beaded Tote | Kenyan Crafts</title>');
      expect(res.text).not.toContain('Generic');
      expect(res.text).toContain('<meta name="description" content="Hand-beaded in Narok." />');
      expect(res.text).toContain(`<link rel="canonical" href="http://shop.example/product/${product.id}" />`);
      expect(res.text).toContain('<meta property="og:type" content="product" />');
      const jsonLd = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
      expect(jsonLd[0]).toMatchObject({ '@type': 'Product', name: 'Maasai Beaded Tote', offers: { '@type': 'Offer', price: 3500, priceCurrency: 'KES', availability: 'https://schema.org/InStock' } });
      expect(jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Shop' }, { name: 'Bags' }, { name: 'Maasai Beaded Tote' }] });
    }
    // The page follows the catalog: a sold-out product says so at once.
    await t.http.patch(`/api/inventory/variant/${product.variants[0].id}/update/`).set(auth(staff)).send({ stock: 0 }).expect(200);
    expect((await t.http.get(`/product/${product.id}`).expect(200)).text).toContain('"availability":"https://schema.org/OutOfStock"');

    const shop = await t.http.get('/shop?category=bags').expect(200);
    expect(shop.text).toContain('<title>Bags | Kenyan Crafts</title>');
    expect((await t.http.get('/').expect(200)).text).toContain('"@type":"Organization"');
  });

  it('answers the generic page when the head cannot be made (database down), so the shopper still gets the app', async () => {
    jest.spyOn(t.app.get(PageHeadsService), 'headOf').mockRejectedValueOnce(new Error('database down'));
    const res = await t.http.get('/product/1').expect(200);
    expect(res.text).toContain('<title>Generic</title>');
  });

  it('answers a product that does not exist with a real 404', async () => {
    for (const url of ['/product/999999', '/product/99999999999', '/product/abc']) {
      const res = await t.http.get(url).expect(404);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const cases: [string, number][] = [['/', 200], ['/shop', 200], ['/no-such-page', 404], ['/assets/app.js', 200], ['/api/products/', 200], ['/api/health/live/', 200]];
    for (const [url, status] of cases) {
      const get = await t.http.get(url).expect(status);
      const head = await t.http.head(url).expect(status);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.text ?? '').toBe('');
    }
  });

  it('still serves the built files themselves', async () => {
    const res = await t.http.get('/assets/app.js').expect(200);
    expect(res.text).toBe('console.log("shop");');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.http.get('/assets/app.js').set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect((await t.http.get('/routes.json').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('never answers an /api/ or /media/ path from the storefront build, whatever files it holds', async () => {
    const api = await t.http.get('/api/secret.txt').expect(404);
    expect(api.body).toEqual({ detail: expect.any(String) });
    const media = await t.http.get('/media/secret.txt').expect(404);
    expect(media.body).toEqual({ detail: expect.any(String) });
    expect(JSON.stringify(api.body) + JSON.stringify(media.body)).not.toContain('storefront build');
  });
});

describe('storefront pages rendered on the server', () => {
  let t: TestApp;
  // Stands in for storefront/src/ssr/entry-server.tsx: renders what it was asked, reading the API at the address it is given.
  const dist = fixtureStorefront(`
    exports.rendered = [];
    exports.renderPage = async ({ url, apiOrigin, template, fetch }) => {
      exports.rendered.push(url);
      if (url.startsWith('/cart')) return null;
      if (url.includes('boom')) throw new Error('render failed');
      // An address nothing answers at over the network: the server's fetch answers in its own process.
      const api = await fetch(new Request('http://shop.invalid/api/health/live/'));
      if (url.includes('products')) exports.products = await (await fetch(new Request('http://shop.invalid/api/products/?range=%5B0%2C9%5D'))).json();
      const filler = url.includes('big') ? '<p>' + 'Kiondo basket, woven in Machakos. '.repeat(200) + '</p>' : '';
      const html = template.replace('<div id="root"></div>', '<div id="root"><p>' + url + ' rendered, API ' + api.status + '</p>' + filler + '</div>');
      exports.made[url] = html;
      return html;
    };
    exports.made = {};
  `);
  const renderer = () => require(path.join(dist, '..', 'dist-server', 'entry-server.cjs')) as { rendered: string[]; made: Record<string, string>; products?: unknown };
  const rendered = (): string[] => renderer().rendered;
  const count = (url: string) => rendered().filter((asked) => asked === url).length;
  let made: Awaited<ReturnType<typeof catalogBasics>> | undefined;

  beforeAll(async () => {
    // Rendered on this thread, so the test reads what the stand-in renderer recorded (render threads: below).
    t = await startTestApp({ RENDER_THREADS: '0' }, { storefrontDist: dist });
    await listening(t);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('answers a page with what the renderer made of it, in the page\'s own head, its data read from this very process (no HTTP to itself)', async () => {
    const res = await t.http.get('/shop?sort=name').expect(200);
    expect(res.text).toContain('<div id="root"><p>/shop?sort=name rendered, API 200</p></div>');
    expect(res.text).toContain('<title>All Products | Kenyan Crafts</title>');
  });

  it('keeps the 404 status of an unknown path and of a missing product while rendering them', async () => {
    for (const [url, title] of [['/no-such-page', 'Page not found'], ['/product/999999', 'Product Not Found']]) {
      const res = await t.http.get(url).expect(404);
      expect(res.text).toContain(`<p>${url} rendered, API 200</p>`);
      // Its own title from the first byte (the page shows before the app runs), and kept out of search indexes.
      expect(res.text).toContain(`<title>${title} | Kenyan Crafts</title>`);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
    }
  });

  it('answers the plain page for pages the browser renders, and when rendering fails', async () => {
    for (const url of ['/cart', '/shop?boom=1']) {
      const res = await t.http.get(url).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('answers a kept page with the very bytes of its render, in brotli, gzip and plain, and 304 to If-None-Match', async () => {
    const url = '/about?big=1';
    const plain = await rawGet(t, url, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString('utf8')).toBe(renderer().made[url]);
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const packed = await rawGet(t, url, { 'Accept-Encoding': `${encoding}` });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      expect(packed.headers.etag).toBe(etag);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(plain.body.length / 4);
      expect(decode(packed.body).equals(plain.body)).toBe(true);
    }
    for (const accept of ['br', 'gzip', 'identity']) {
      const cached = await rawGet(t, url, { 'Accept-Encoding': accept, 'If-None-Match': etag });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await rawGet(t, url, { 'If-None-Match': 'W/"another-page"' })).status).toBe(200);
    expect(count(url)).toBe(1);
  });

  it('renders a page once for requests that miss it together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => rawGet(t, '/contact?together=1', { 'Accept-Encoding': 'br' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1);
    expect(count('/contact?together=1')).toBe(1);
  });

  it('renders a page once until the catalog changes, and does not keep a failed render', async () => {
    // One address, as behind a real host name (each test request comes from its own port, and the head names it).
    const get = (url: string) => t.http.get(url).set('Host', 'shop.example').expect(200);
    for (let i = 0; i < 3; i += 1) await get('/about?once');
    expect(count('/about?once')).toBe(1);
    const staff = await t.tokenFor('staff', 'page-clerk');
    made = await catalogBasics(t.http, staff);
    await get('/about?once');
    expect(count('/about?once')).toBe(2);
    for (let i = 0; i < 2; i += 1) await get('/shop?boom=2');
    expect(count('/shop?boom=2')).toBe(2);
  });

  it("gives the renderer the catalog's answers as a shopper's request gets them, from the catalog cache when they are in it", async () => {
    // The categories and attributes the test before made.
    const staff = await t.tokenFor('staff', 'page-clerk');
    const basics = made!;
    await createProduct(t.http, staff, { name: 'Sisal Kiondo', category_id: basics.bags.id, variants: [{ id: 'new-1', price: 1800, stock: 3, attributes: [{ type: basics.color.id, value: basics.red.id }] }] });
    const list = (await t.http.get('/api/products/?range=%5B0%2C9%5D').expect(200)).body as { name: string }[];
    await t.http.get('/shop?products=1').expect(200);
    expect(renderer().products).toEqual(list);
    expect(list.map((product) => product.name)).toContain('Sisal Kiondo');
  });

  it('renders nothing for HEAD', async () => {
    const before = rendered().length;
    await t.http.head('/about').expect(200);
    expect(rendered()).toHaveLength(before);
  });

  it('answers a page whose head could not be made plain, and does not keep it', async () => {
    jest.spyOn(t.app.get(PageHeadsService), 'headOf').mockRejectedValueOnce(new Error('database down'));
    const get = () => t.http.get('/product/77?head').set('Host', 'shop.example');
    expect((await get().expect(200)).text).toContain('<title>Generic</title>');
    expect((await get().expect(404)).text).toContain('<title>Product Not Found | Kenyan Crafts</title>');
  });
});

describe('storefront pages rendered on render threads', () => {
  let t: TestApp;
  const dist = fixtureStorefront(`
    const { isMainThread, threadId } = require('node:worker_threads');
    exports.renderPage = async ({ url, template, fetch }) => {
      if (url.includes('boom')) throw new Error('render failed');
      // A thread that dies (a crash in a native module, say) takes its render with it.
      if (url.includes('die')) process.exit(3);
      if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 400));
      const api = await fetch(new Request('http://shop.invalid/api/products/?range=%5B0%2C0%5D'));
      const where = isMainThread ? 'main thread' : 'thread ' + threadId;
      return template.replace('<div id="root"></div>', '<div id="root"><p>' + url + ' rendered on ' + where + ', API ' + api.status + ' ' + api.headers.get('content-range') + '</p></div>');
    };
  `);

  beforeAll(async () => {
    t = await startTestApp({ RENDER_THREADS: '2' }, { storefrontDist: dist });
    await listening(t);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('renders pages off the main thread, on every thread, their data read from the main one', async () => {
    const answers = await Promise.all(['/shop?a', '/shop?b', '/shop?c', '/shop?d'].map((url) => t.http.get(url).expect(200)));
    const threads = new Set(answers.map((res) => /rendered on (thread \d+), API 200 items 0-\d+\/\d+/.exec(res.text)?.[1]));
    expect(threads.size).toBe(2);
    expect(threads).not.toContain(undefined);
  });

  it('answers the plain page when a render fails or its thread dies, and renders the next page on a new thread', async () => {
    for (const url of ['/shop?boom', '/shop?die']) expect((await t.http.get(url).expect(200)).text).toContain('<div id="root"></div>');
    for (const url of ['/about?after-1', '/about?after-2', '/about?after-3']) expect((await t.http.get(url).expect(200)).text).toMatch(/rendered on thread \d+, API 200/);
  });

  it('sends a page for the browser to render when too many renders wait (8 a thread), and renders it for a later visitor', async () => {
    const shedBefore = await shedCount();
    const urls = Array.from({ length: 24 }, (_, i) => `/shop?slow=${i}`);
    const answers = await Promise.all(urls.map((url) => t.http.get(url).expect(200)));
    const plain = answers.filter((res) => res.text.includes('<div id="root"></div>'));
    expect(answers.length - plain.length).toBe(16);
    expect(plain).toHaveLength(8);
    // Its own head all the same.
    expect(plain[0].text).toContain('<title>All Products | Kenyan Crafts</title>');
    expect((await shedCount()) - shedBefore).toBe(8);
    const unrendered = urls[answers.indexOf(plain[0])];
    expect((await t.http.get(unrendered).expect(200)).text).toContain('rendered on thread');
  });

  const shedCount = async () => Number(/shop_page_renders_total\{outcome="shed"\} (\d+)/.exec((await t.app.get(ShopMetrics).scrape()).body)?.[1] ?? 0);
});
