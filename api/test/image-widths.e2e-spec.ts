import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { FileStore } from '../src/media/file-store';
import { auth, catalogBasics } from './catalog-fixtures';
import { eventually, startTestApp, TestApp } from './harness';
import { ShopProcess } from './shop-process';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8e5b2e' } }).png().toBuffer();
const widthOf = (url: string, width: number) => url.replace(/\.webp$/, `.w${width}.webp`);

/** Product pictures are also stored 320, 480, 640 and 1024 px wide, so phones download what they show. */
describe('image widths (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let product: { id: number; main_image: string; variants: { images: { image: string }[] }[] };

  const fetchImage = async (url: string) => {
    const res = await t.http.get(url).buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return { status: res.status, cacheControl: res.headers['cache-control'] as string | undefined, width: res.status === 200 ? (await sharp(res.body as Buffer).metadata()).width : undefined };
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff', 'widths-clerk');
    const basics = await catalogBasics(t.http, staff);
    const res = await t.http
      .post('/api/products/')
      .set(auth(staff))
      .field('name', 'Kiondo Basket')
      .field('category_id', String(basics.bags.id))
      .field('variants', JSON.stringify([{ id: 'new-1', price: 2500, stock: 4, attributes: [{ type: basics.color.id, value: basics.red.id }] }]))
      .attach('main_image', await picture(1600, 1200), 'big.png')
      .attach('variant_new-1_images', await picture(500, 500), 'small.png')
      .expect(201);
    product = res.body;
  });
  afterAll(() => t.close());

  it('stores each width narrower than the upload, made by a media job', async () => {
    expect((await fetchImage(product.main_image)).width).toBe(1200);
    await eventually(async () => (await fetchImage(widthOf(product.main_image, 1024))).width === 1024);
    expect((await fetchImage(widthOf(product.main_image, 640))).width).toBe(640);
    expect((await fetchImage(widthOf(product.main_image, 480))).width).toBe(480);
    expect(await fetchImage(widthOf(product.main_image, 320))).toMatchObject({ width: 320, cacheControl: 'public, max-age=2592000' });
  });

  it('answers a width wider than the picture (or not made yet) with the original, briefly cached', async () => {
    const small = product.variants[0].images[0].image;
    await eventually(async () => (await fetchImage(widthOf(small, 320))).width === 320);
    expect(await fetchImage(widthOf(small, 640))).toMatchObject({ status: 200, width: 500, cacheControl: 'public, max-age=0' });
    expect((await fetchImage(small.replace(/\.webp$/, '.w777.webp'))).status).toBe(404);
  });

  it('makes a width that is missing when it is asked for (a picture saved while the queue was down, or a width added since)', async () => {
    const lost = widthOf(product.main_image, 480);
    await t.app.get(FileStore).remove(lost);
    // The original answers at once, and the width is made for the next visitor.
    expect(await fetchImage(lost)).toMatchObject({ status: 200, width: 1200, cacheControl: 'public, max-age=0' });
    await eventually(async () => (await fetchImage(lost)).width === 480);
  });

  it('removes every width with the product', async () => {
    await t.http.delete(`/api/products/${product.id}/`).set(auth(staff)).expect(200);
    for (const url of [product.main_image, widthOf(product.main_image, 320), widthOf(product.main_image, 1024)]) expect((await fetchImage(url)).status).toBe(404);
  });
});

/** The shop as `npm start` runs it: the seed's pictures get their widths, and no job is dropped for want of its handler. */
describe('image widths on a fresh start (e2e)', () => {
  const shop = new ShopProcess({ SEED_CATALOG: 'true', REDIS_URL: '' }, false);
  afterAll(() => shop.close());

  it('makes the widths of the seeded pictures and logs no dropped media job', async () => {
    await shop.start();
    const products = (await (await fetch(`${shop.baseUrl}/api/products/`)).json()) as { main_image: string }[];
    expect(products.length).toBeGreaterThan(0);
    const onDisk = (url: string) => path.join(shop.dataDir, 'uploads', url.slice('/media/'.length));
    // Read from the disk, not through /media, which would queue a missing width itself.
    await eventually(async () => products.every(({ main_image }) => fs.existsSync(onDisk(widthOf(main_image, 320)))), 60_000);
    expect(shop.log).not.toMatch(/No handler for media/);
  }, 180_000);
});
