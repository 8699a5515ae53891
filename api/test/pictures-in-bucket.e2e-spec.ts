import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import pages from '../../storefront/src/pages.json';
import sharp from 'sharp';
import { AppConfig } from '../src/config/app-config';
import { LocalFileStore } from '../src/media/file-store';
import { IMAGE_WIDTHS, widthUrl } from '../src/media/image-widths';
import { STORE_UNAVAILABLE } from '../src/media/s3-file-store';
import { BucketServer, FlakyBucket } from './bucket-server';
import { auth, catalogBasics } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

const picture = (width: number, colour = '#8e5b2e') => sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } }).png().toBuffer();
const keyOf = (url: string) => url.slice('/media/'.length);
const everyWidth = (url: string) => [url, ...IMAGE_WIDTHS.map((width) => widthUrl(url, width))];

const bucket = new BucketServer();
beforeAll(() => bucket.start());
afterAll(() => bucket.remove());

/** Issue 34: two APIs with nothing in common but the bucket (each its own DATA_DIR, here even its own database). */
describe('pictures in an S3-compatible bucket (e2e)', () => {
  let first: TestApp;
  let second: TestApp;
  let flaky: FlakyBucket;
  let staff: string;
  let basics: Awaited<ReturnType<typeof catalogBasics>>;

  /** The picture's bytes as another API serves them. */
  const servedBySecond = async (url: string) => {
    const res = await second.http.get(url).buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return { status: res.status, headers: res.headers, width: res.status === 200 ? (await sharp(res.body as Buffer).metadata()).width : undefined };
  };

  const createProduct = (name: string, main: Buffer) =>
    first.http
      .post('/api/products/')
      .set(auth(staff))
      .field('name', name)
      .field('category_id', String(basics.bags.id))
      .field('variants', JSON.stringify([{ id: 'new-1', price: 2500, stock: 4, attributes: [{ type: basics.color.id, value: basics.red.id }] }]))
      .attach('main_image', main, 'main.png');

  beforeAll(async () => {
    // The second first: Passport's strategies are process-wide, and the last app's answer logins (all through the first).
    second = await startTestApp(bucket.env());
    // The first reaches the bucket through a proxy that can lose its answers.
    flaky = await new FlakyBucket(bucket.url).start();
    first = await startTestApp({ ...bucket.env(), S3_ENDPOINT: flaky.url, RETIRED_FILE_GRACE_SECONDS: '1', S3_TIMEOUT_MS: '2000' });
    staff = await first.tokenFor('staff', 'bucket-clerk');
    basics = await catalogBasics(first.http, staff);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await flaky?.stop();
  });

  it('serves a product picture uploaded through one API, and every width of its srcset, from another API whose DATA_DIR is empty', async () => {
    const product = (await createProduct('Kiondo Basket', await picture(1600)).expect(201)).body;
    await eventually(async () => (await bucket.keys()).includes(keyOf(widthUrl(product.main_image, 1024))));
    for (const [url, width] of everyWidth(product.main_image).map((url, index) => [url, [1200, ...IMAGE_WIDTHS][index]] as const)) {
      expect(await servedBySecond(url)).toMatchObject({ status: 200, width, headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=2592000' } });
    }
    // Nothing was written to either API's disk.
    for (const app of [first, second]) expect(fs.existsSync(app.app.get(AppConfig).uploadsDir)).toBe(false);
  });

  it('answers ranges, conditional and HEAD requests from the bucket as local disk does', async () => {
    const product = (await createProduct('Sisal Bag', await picture(300)).expect(201)).body;
    const whole = await second.http.get(product.main_image).expect(200);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(whole.headers['last-modified']).toBeTruthy();
    const part = await second.http.get(product.main_image).set('Range', 'bytes=0-9').expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(part.headers['content-length']).toBe('10');
    const notModified = await second.http.get(product.main_image).set('If-None-Match', etag).expect(304);
    expect(notModified.headers['cache-control']).toBe('public, max-age=2592000');
    await second.http.get(product.main_image).set('If-None-Match', '"another-version"').expect(200);
    await second.http.get(product.main_image).set('Range', `bytes=${Number(whole.headers['content-length']) + 10}-`).expect(416);
    await second.http.get(product.main_image).set('If-Modified-Since', whole.headers['last-modified'] as string).expect(304);
    await second.http.get(product.main_image).set('If-Modified-Since', 'not a date').expect(200);
    const head = await second.http.head(product.main_image).expect(200);
    expect(head.headers['content-length']).toBe(whole.headers['content-length']);
    await second.http.get('/media/products/no-such-picture.webp').expect(404, { detail: 'Not found.' });
    await second.http.get('/media/../package.json').expect(404);
  });

  it('serves a profile image and its avatar from the other API, and removes the replaced file', async () => {
    const token = await first.tokenFor('customer', 'wanjiru');
    const shown = async () => (await first.http.get('/api/auth/profile/').set(auth(token)).expect(200)).body.profile_image as string;
    const res = await first.http.patch('/api/auth/profile/update/').set(auth(token)).attach('profile_image', await picture(300, '#1e8449'), 'me.png').expect(200);
    const original = res.body.profile_image as string;
    expect((await servedBySecond(original)).status).toBe(200);
    await eventually(async () => (await shown()) !== original);
    expect(await servedBySecond(await shown())).toMatchObject({ status: 200, width: 256 });
    // The uploaded original is retired once its grace period is over.
    await eventually(async () => !(await bucket.keys()).includes(keyOf(original)));
  });

  it('removes a replaced picture with its widths, and a deleted product with all its objects', async () => {
    const product = (await createProduct('Maasai Tote', await picture(700)).expect(201)).body;
    await eventually(async () => (await bucket.keys()).includes(keyOf(widthUrl(product.main_image, 640))));
    // The other API has served it (and keeps its signed link to it) before it is replaced through the first.
    expect((await servedBySecond(product.main_image)).status).toBe(200);
    const replaced = await first.http
      .put(`/api/products/${product.id}/`)
      .set(auth(staff))
      .field('name', 'Maasai Tote')
      .field('category_id', String(basics.bags.id))
      .field('variants', JSON.stringify([{ id: product.variants[0].id, price: 2500, attributes: [{ type: basics.color.id, value: basics.red.id }] }]))
      .attach('main_image', await picture(700, '#2874a6'), 'new.png')
      .expect(200);
    const keys = await bucket.keys();
    expect(everyWidth(product.main_image).map(keyOf).filter((key) => keys.includes(key))).toEqual([]);
    expect(keys).toContain(keyOf(replaced.body.main_image));
    expect((await servedBySecond(product.main_image)).status).toBe(404);
    await eventually(async () => (await bucket.keys()).includes(keyOf(widthUrl(replaced.body.main_image, 640))));

    await first.http.delete(`/api/products/${product.id}/`).set(auth(staff)).expect(200);
    const left = await bucket.keys();
    expect(everyWidth(replaced.body.main_image).map(keyOf).filter((key) => left.includes(key))).toEqual([]);
    expect((await servedBySecond(replaced.body.main_image)).status).toBe(404);
  });

  it('gives up a read the bucket does not answer within S3_TIMEOUT_MS (503 with Retry-After), and cuts a picture whose bytes stall', async () => {
    const product = (await createProduct('Ushanga Necklace', await picture(700)).expect(201)).body;
    // Its widths made (their job reads the original through the same proxy) before the bucket plays slow.
    await eventually(async () => (await bucket.keys()).includes(keyOf(widthUrl(product.main_image, 640))));
    await first.http.get(product.main_image).expect(200);
    const timed = async (request: () => Promise<unknown>) => {
      const started = Date.now();
      const outcome = await request().then(
        (res) => res,
        (error: Error) => error,
      );
      return { outcome, ms: Date.now() - started };
    };
    flaky.holdsReads = true;
    try {
      // The first API's timeout is 2 s.
      const slow = await timed(() => first.http.get(product.main_image));
      expect(slow.outcome).toMatchObject({ status: 503, headers: { 'retry-after': '5' }, body: { detail: 'The picture store did not answer. Please try again shortly.' } });
      expect(slow.ms).toBeGreaterThanOrEqual(1900);
      expect(slow.ms).toBeLessThan(4000);
    } finally {
      flaky.holdsReads = false;
    }
    flaky.stallsBodies = true;
    try {
      // The headers went out before the bytes stalled: the shopper's connection is ended, not held for ever.
      const stalled = await timed(() =>
        first.http
          .get(product.main_image)
          .buffer(true)
          .parse((stream, done) => {
            stream.on('data', () => undefined);
            stream.on('end', () => done(null, 'whole'));
          }),
      );
      expect(stalled.outcome).toMatchObject({ message: expect.stringMatching(/aborted|hang up|ECONNRESET/) });
      expect(stalled.ms).toBeGreaterThanOrEqual(1900);
      expect(stalled.ms).toBeLessThan(4000);
    } finally {
      flaky.stallsBodies = false;
    }
    await first.http.get(product.main_image).expect(200);
  });

  it('signs a read afresh when the bucket refuses a kept link (its credentials rotated)', async () => {
    const product = (await createProduct('Kitenge Pouch', await picture(700)).expect(201)).body;
    await eventually(async () => (await bucket.keys()).includes(keyOf(widthUrl(product.main_image, 640))));
    await first.http.get(product.main_image).expect(200);
    const readsBefore = flaky.reads.length;
    flaky.refusesNextRead = true;
    await first.http.get(product.main_image).expect(200);
    expect(flaky.refusesNextRead).toBe(false);
    expect(flaky.reads.slice(readsBefore).filter((read) => read.startsWith('GET'))).toEqual([`GET /shop-pictures/${keyOf(product.main_image)}`, `GET /shop-pictures/${keyOf(product.main_image)}`]);
  });

  it('answers 503 with a message and saves nothing while the bucket is stopped; once it is back the next upload works', async () => {
    const served = (await createProduct('Beaded Belt', await picture(300)).expect(201)).body.main_image as string;
    const products = async () => (await first.http.get('/api/products/').expect(200)).body.length as number;
    const before = await products();
    await bucket.stop();
    try {
      const refused = await createProduct('Kikoi Scarf', await picture(300)).expect(503);
      expect(refused.body).toEqual({ detail: STORE_UNAVAILABLE });
      expect(await products()).toBe(before);
      // A shopper's profile picture is refused alike, in the shopper's language.
      const shopper = await first.tokenFor('customer', 'akinyi');
      const profile = await first.http.patch('/api/auth/profile/update/').set(auth(shopper)).set('Accept-Language', 'sw').attach('profile_image', await picture(300), 'me.png').expect(503);
      expect(profile.body).toEqual({ detail: 'Hifadhi ya picha haikujibu, kwa hiyo hakuna kilichohifadhiwa. Tafadhali jaribu tena baada ya dakika moja.' });
      expect((await first.http.get('/api/auth/profile/').set(auth(shopper)).expect(200)).body.profile_image).toBeNull();
      // Serving: a clear answer the browser may retry, and the rest of the API goes on.
      const missing = await second.http.get(served).expect(503);
      expect(missing.headers['retry-after']).toBe('5');
      const health = (await second.http.get('/api/health/').expect(200)).body;
      expect(health.details.pictures).toMatchObject({ status: 'up', mode: 's3', reachable: false });
    } finally {
      await bucket.start();
    }
    const saved = (await createProduct('Kikoi Scarf', await picture(300)).expect(201)).body;
    expect(await products()).toBe(before + 1);
    expect((await servedBySecond(saved.main_image)).status).toBe(200);
    expect((await second.http.get('/api/health/').expect(200)).body.details.pictures).toMatchObject({ mode: 's3', reachable: true });
  });

  it('removes the object an upload the bucket took but answered too late left in it, once the bucket answers in time', async () => {
    const before = await bucket.keys();
    const products = (await first.http.get('/api/products/').expect(200)).body.length;
    const newKeys = async () => (await bucket.keys()).filter((key) => !before.includes(key));
    let left: string[] = [];
    flaky.storesUnanswered = true;
    try {
      expect((await createProduct('Woven Tray', await picture(300)).expect(503)).body).toEqual({ detail: STORE_UNAVAILABLE });
      // The bucket took the upload (it may finish storing after the shop gave up).
      await eventually(async () => (left = await newKeys()).length > 0);
    } finally {
      flaky.storesUnanswered = false;
    }
    expect(left).toEqual([expect.stringMatching(/^products\/[0-9a-f]{24}\.webp$/)]);
    expect((await first.http.get('/api/products/').expect(200)).body.length).toBe(products);
    // Its removal at once was refused too, and was left to a remove-file job, which retries.
    await eventually(async () => (await bucket.keys()).every((key) => !left.includes(key)), 20_000);
  });

  it('copies a local shop\'s pictures into the bucket with the copy command, whose URLs then serve; a second run copies nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-local-'));
    try {
      const local = new LocalFileStore(path.join(dataDir, 'uploads'));
      const urls = [await local.save('products', await sharp(await picture(700)).webp().toBuffer(), 'webp'), await local.save('profiles', await sharp(await picture(256)).webp().toBuffer(), 'webp')];
      urls.push(widthUrl(urls[0], 320));
      await local.write(urls[2], await sharp(await picture(320)).webp().toBuffer());
      // A half-written part is no picture.
      fs.writeFileSync(path.join(dataDir, 'uploads', 'products', '.abc.webp.1234.part'), 'partial');
      const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(dataDir, 'uploads', url.slice('/media/'.length))).size, 0);
      const copy = async () =>
        (await promisify(execFile)('npx', ['ts-node', '--transpile-only', 'src/copy-pictures.ts'], { env: { ...process.env, ...bucket.env(), DATA_DIR: dataDir, NODE_OPTIONS: '--no-deprecation' } })).stdout;

      expect(await copy()).toContain(`Copied 3 files (0.0 MB, ${bytes} bytes); 0 already in the bucket; 0 failed;`);
      for (const url of urls) expect((await servedBySecond(url)).status).toBe(200);
      expect((await bucket.keys()).filter((key) => key.endsWith('.part'))).toEqual([]);
      expect(await copy()).toContain('Copied 0 files (0.0 MB, 0 bytes); 3 already in the bucket; 0 failed;');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** With MEDIA_PUBLIC_URL (a CDN or public bucket) pictures' URLs point there, and pages carry them; /media still serves the URLs stored before. */
describe('pictures served from a public base URL (e2e)', () => {
  let t: TestApp;
  const storefront = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-')), 'dist');
  // s3rver answers unsigned GETs: the bucket's own path-style address stands for a public bucket.
  const publicBase = () => `${bucket.url}/${bucket.env().S3_BUCKET}`;

  beforeAll(async () => {
    fs.mkdirSync(storefront);
    fs.writeFileSync(path.join(storefront, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(storefront, 'routes.json'), JSON.stringify(Object.values(pages)));
    t = await startTestApp({ ...bucket.env(), MEDIA_PUBLIC_URL: `${publicBase()}/` }, { storefrontDist: storefront });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(storefront), { recursive: true, force: true });
  });

  it('stores pictures under the public URL, which the product page carries with its srcset widths and the bucket answers', async () => {
    const staff = await t.tokenFor('staff', 'cdn-clerk');
    const basics = await catalogBasics(t.http, staff);
    const product = (
      await t.http
        .post('/api/products/')
        .set(auth(staff))
        .field('name', 'Kiondo Basket')
        .field('category_id', String(basics.bags.id))
        .field('variants', JSON.stringify([{ id: 'new-1', price: 2500, stock: 4, attributes: [] }]))
        .attach('main_image', await picture(800), 'main.png')
        .expect(201)
    ).body;
    expect(product.main_image).toMatch(new RegExp(`^${publicBase()}/products/[0-9a-f]{24}\\.webp$`));
    await eventually(async () => (await fetch(widthUrl(product.main_image, 640))).ok);
    const page = await t.http.get(`/product/${product.id}`).expect(200);
    expect(page.text).toContain(`<meta property="og:image" content="${product.main_image}" />`);
    expect(page.text).toContain(`imagesrcset="${IMAGE_WIDTHS.map((width) => `${widthUrl(product.main_image, width)} ${width}w`).join(', ')}"`);
    expect(page.text).toContain(`<meta name="shop-media-url" content="${publicBase()}"`);
    // Browsers may load pictures from there.
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${bucket.url}`);
    const served = await fetch(product.main_image);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'public, max-age=2592000']);

    // The same file at /media (a URL stored before the switch) is still streamed.
    await t.http.get(`/media/${product.main_image.slice(publicBase().length + 1)}`).expect(200);
    await t.http.delete(`/api/products/${product.id}/`).set(auth(staff)).expect(200);
    expect((await fetch(product.main_image)).status).toBe(404);
  });
});
