import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pages from '../../storefront/src/pages.json';
import { startTestApp, TestApp } from './harness';

/** A storefront build in miniature: its index.html, one script, and the routes.json the real build writes from the same pages.json. */
function fixtureStorefront(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("shop");');
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(Object.values(pages)));
  return dist;
}

describe('storefront pages, unknown paths and HEAD', () => {
  let t: TestApp;
  const dist = fixtureStorefront();

  beforeAll(async () => {
    t = await startTestApp({}, { storefrontDist: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the storefront pages 200 with index.html', async () => {
    for (const page of ['/', '/shop', '/product/1', '/product/1/', '/account/login', '/payment/7', '/Shop']) {
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
  });
});
