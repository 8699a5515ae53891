import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { startTestApp, TestApp } from './harness';

/** The storefront's real build renders these pages (as `npm start` builds it when stale). */
function buildStorefrontIfStale(): void {
  const script = "import { buildMissing } from './scripts/build-missing.mjs'; buildMissing({ only: ['storefront'] });";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The wa.me links of a page, `&amp;` read back as `&`. */
const chats = (html: string): string[] => [...html.matchAll(/<a [^>]*href="(https:\/\/wa\.me\/[^"]*)"[^>]*>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

/** Issue 33: "Ask on WhatsApp" opens a chat with the number the shop is configured with (WHATSAPP_NUMBER). */
describe('Ask on WhatsApp (e2e)', () => {
  let t: TestApp;
  let product: { id: number; name: string };
  const base = 'http://shop.example:3000';
  const get = (url: string) => t.http.get(url).set('Host', 'shop.example:3000');

  beforeAll(async () => {
    buildStorefrontIfStale();
    t = await startTestApp({ SEED_CATALOG: 'true', RENDER_THREADS: '0', WHATSAPP_NUMBER: '254799000111' });
    [product] = (await t.http.get('/api/products/?range=[0,0]').expect(200)).body as { id: number; name: string }[];
  }, 300_000);
  afterAll(() => t.close());

  it("renders the product page with a chat link to the configured number, the product's name and address typed in, in each language", async () => {
    const english = (await get(`/product/${product.id}`).expect(200)).text;
    expect(chats(english)).toEqual([`https://wa.me/254799000111?text=${encodeURIComponent(`Hello, I have a question about ${product.name}: ${base}/product/${product.id}`)}`]);
    expect(english).toMatch(/<a [^>]*href="https:\/\/wa\.me\/[^"]*" target="_blank" rel="noopener noreferrer"/);
    // The browser hydrates from the same number and address, written into the page.
    expect(english).toContain(`<meta name="shop-whatsapp" content="254799000111" />`);
    expect(english).toContain(`<meta name="shop-url" content="${base}" />`);

    const swahili = (await get(`/sw/product/${product.id}`).expect(200)).text;
    expect(chats(swahili)).toEqual([`https://wa.me/254799000111?text=${encodeURIComponent(`Habari, nina swali kuhusu ${product.name}: ${base}/sw/product/${product.id}`)}`]);
  });

  it('gives the contact page the same number, and the pages the browser renders (order success) the number to build theirs', async () => {
    expect(chats((await get('/contact').expect(200)).text)).toEqual([`https://wa.me/254799000111?text=${encodeURIComponent('Hello, I have a question about an order')}`]);
    expect((await get('/order-success?ref=KC-7Q4M9XAB').expect(200)).text).toContain('<meta name="shop-whatsapp" content="254799000111" />');
  });
});
