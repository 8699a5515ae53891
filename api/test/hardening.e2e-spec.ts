import sharp from 'sharp';
import * as zlib from 'node:zlib';
import { auth, catalogBasics, createProduct, pngImage } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

const IMAGE_REFUSED = 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).';
const TOO_BIG_ID = '99999999999';

/** A PNG whose signature and IHDR are valid but whose pixel data (IDAT) is broken; its chunk CRCs still match. */
async function corruptPng(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251));
  const png = Buffer.from(await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer());
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') {
      png.fill(0xa5, offset + 8 + 2, offset + 8 + Math.min(length, 400));
      png.writeUInt32BE(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0, offset + 8 + length);
      return png;
    }
    offset += 12 + length;
  }
  throw new Error('no IDAT chunk');
}

/** Bad input of every kind gets a deliberate 4xx `{"detail"}` or field error, never a 500 (on SQLite and PostgreSQL). */
describe('input hardening (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let basics: Awaited<ReturnType<typeof catalogBasics>>;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer', 'akinyi');
    basics = await catalogBasics(t.http, staff);
  });
  afterAll(() => t.close());

  const postRaw = (body: string | Buffer, headers: Record<string, string> = {}) =>
    t.http.post('/api/contact-messages/').set({ 'Content-Type': 'application/json', ...headers }).send(body);

  describe('request bodies', () => {
    it('answers a JSON body over the limit 413, naming the limit', async () => {
      const res = await postRaw(JSON.stringify({ message: 'x'.repeat(200 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ detail: 'The request body is too large: the limit is 100 KB.' });
    });

    it('answers malformed JSON 400', async () => {
      const res = await postRaw('{"name": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'The request body is not valid JSON.' });
    });

    it('refuses JSON nested 15,000 deep (and just past the bound) with 400, and accepts nesting within it', async () => {
      for (const depth of [15000, 33]) {
        const res = await postRaw('['.repeat(depth) + ']'.repeat(depth));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'The JSON body is nested too deeply.' });
      }
      const brackets = '"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" is text, not nesting';
      const res = await postRaw(JSON.stringify({ name: 'Wanjiru', email: 'w@example.com', subject: 'general', message: brackets, deep: [[[[1]]]] }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ deep: ['property deep should not exist'] });
    });

    it('refuses deeply nested variants JSON in a multipart product form with 400', async () => {
      const deep = '['.repeat(15000) + ']'.repeat(15000);
      for (const variants of [deep, `[{"price": 100, "attributes": ${deep}}]`]) {
        const res = await t.http.post('/api/products/').set(auth(staff)).field('name', 'Tote').field('category_id', String(basics.bags.id)).field('variants', variants);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ variants: ['The variants are nested too deeply.'] });
      }
    });

    it('answers an unsupported Content-Encoding 415 and a body that is not what its encoding says 400', async () => {
      const unsupported = await postRaw('{}', { 'Content-Encoding': 'compress' });
      expect(unsupported.status).toBe(415);
      expect(unsupported.body.detail).toMatch(/Content-Encoding "compress" is not supported/);
      for (const encoding of ['gzip', 'deflate']) {
        const res = await postRaw('{"name": "not compressed"}', { 'Content-Encoding': encoding });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'The request body could not be decompressed: it does not match its Content-Encoding.' });
      }
    });

    it('answers an unsupported charset 415', async () => {
      const res = await postRaw('{}', { 'Content-Type': 'application/json; charset=latin1' });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ detail: 'The charset "LATIN1" is not supported: send UTF-8.' });
    });

    it('answers a form nested too deeply 400', async () => {
      const res = await t.http
        .post('/api/contact-messages/')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`name${'[a]'.repeat(40)}=x`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'The form is nested too deeply.' });
    });

    it('answers multipart mistakes (a second file, an unexpected file field) 400 with a detail', async () => {
      const png = await pngImage();
      const twice = await t.http
        .patch('/api/auth/profile/update/')
        .set(auth(customer))
        .attach('profile_image', png, 'a.png')
        .attach('profile_image', png, 'b.png');
      expect(twice.status).toBe(400);
      expect(typeof twice.body.detail).toBe('string');
      const other = await t.http.patch('/api/auth/profile/update/').set(auth(customer)).attach('avatar', png, 'a.png');
      expect(other.status).toBe(400);
      expect(typeof other.body.detail).toBe('string');
    });
  });

  describe('null and empty values', () => {
    it('refuses null for fields whose columns cannot hold it, on full and partial updates', async () => {
      const { color, red, bags } = basics;
      const cases: [string, string, object, string][] = [
        ['put', `/api/attributes/${red.id}/`, { value: null }, 'value'],
        ['patch', `/api/attributes/${red.id}/`, { type_id: null }, 'type_id'],
        ['patch', `/api/categories/${bags.id}/`, { description: null }, 'description'],
        ['put', `/api/categories/${bags.id}/`, { name: 'Bags', description: null }, 'description'],
        ['post', '/api/categories/', { name: 'Scarves', description: null }, 'description'],
        ['put', `/api/attribute-types/${color.id}/`, { name: null }, 'name'],
      ];
      for (const [method, path, body, field] of cases) {
        const res = await t.http[method as 'put'](path).set(auth(staff)).send(body);
        expect([path, res.status]).toEqual([path, 400]);
        expect(Object.keys(res.body)).toEqual([field]);
      }
      const required = await t.http.put(`/api/attributes/${red.id}/`).set(auth(staff)).send({ value: null });
      expect(required.body).toEqual({ value: ['Value is required'] });
      const optional = await t.http.patch(`/api/categories/${bags.id}/`).set(auth(staff)).send({ description: null });
      expect(optional.body).toEqual({ description: ['This field may not be null.'] });
      expect((await t.http.get(`/api/attributes/${red.id}/`).set(auth(staff))).body.value).toBe('Red');
    });

    it("refuses null in a customer's profile and null ids in cart bodies", async () => {
      for (const field of ['first_name', 'last_name', 'email', 'phone', 'address']) {
        const res = await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ [field]: null });
        expect([field, res.status]).toEqual([field, 400]);
        expect(Object.keys(res.body)).toEqual([field]);
      }
      const add = await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant: null, variant_id: null, quantity: 1 });
      expect(add.status).toBe(400);
      const merge = await t.http.post('/api/cart/merge/').set(auth(customer)).send({ items: [{ variant: null, quantity: 1 }] });
      expect(merge.status).toBe(400);
      const checkout = await t.http.post('/api/checkout/').set(auth(customer)).send({ client_name: null, client_phone: '0712345678', delivery_method: 'pickup', delivery_county: 'KE-30' });
      expect(checkout.status).toBe(400);
      expect(Object.keys(checkout.body)).toEqual(['client_name']);
    });
  });

  describe('ids beyond the integer columns', () => {
    it('answers 404 for a path id no row can have', async () => {
      const paths = [`/api/products/${TOO_BIG_ID}/`, `/api/categories/${TOO_BIG_ID}/`, `/api/attributes/${TOO_BIG_ID}/`, `/api/attribute-types/${TOO_BIG_ID}/`, `/api/orders/${TOO_BIG_ID}/`, `/api/users/${TOO_BIG_ID}/`, `/api/contact-messages/${TOO_BIG_ID}/`, `/api/orders/${TOO_BIG_ID}/transitions/`, '/api/orders/by-reference/KC-999999999999/'];
      for (const path of paths) {
        const res = await t.http.get(path).set(auth(staff));
        expect([path, res.status]).toEqual([path, 404]);
        expect(typeof res.body.detail).toBe('string');
      }
      const cart = await t.http.put(`/api/cart/update/${TOO_BIG_ID}/`).set(auth(customer)).send({ quantity: 1 });
      expect(cart.status).toBe(404);
      const stock = await t.http.patch(`/api/inventory/variant/${TOO_BIG_ID}/update/`).set(auth(staff)).send({ stock: 1 });
      expect(stock.status).toBe(404);
      expect((await t.http.get('/api/products/abc/')).status).toBe(400);
    });

    it('answers 400 for a filter id beyond the range, and an empty list for an order reference beyond it', async () => {
      const filters: [string, object, string][] = [
        ['/api/products/', { id: [Number(TOO_BIG_ID)] }, 'filter.id'],
        ['/api/products/', { category: Number(TOO_BIG_ID) }, 'filter.category'],
        ['/api/products/', { attribute_values: [TOO_BIG_ID] }, 'filter.attribute_values'],
        ['/api/categories/', { id: [TOO_BIG_ID] }, 'filter.id'],
        ['/api/attributes/', { id: TOO_BIG_ID }, 'filter.id'],
        ['/api/attribute-types/', { id: [TOO_BIG_ID] }, 'filter.id'],
        ['/api/orders/', { user_id: TOO_BIG_ID }, 'filter.user_id'],
      ];
      for (const [path, filter, field] of filters) {
        const res = await t.http.get(path).query({ filter: JSON.stringify(filter) }).set(auth(staff));
        expect([path, res.status]).toEqual([path, 400]);
        expect(Object.keys(res.body)).toEqual([field]);
      }
      const page = await t.http.get('/api/products/').query({ range: JSON.stringify([1e20, 1e20 + 24]) });
      expect(page.status).toBe(400);
      expect(Object.keys(page.body)).toEqual(['range']);
      const types = await t.http.get('/api/attributes/').query({ type: TOO_BIG_ID }).set(auth(staff));
      expect(types.status).toBe(400);
      for (const q of ['KC-999999999999', TOO_BIG_ID]) {
        const res = await t.http.get('/api/orders/').query({ filter: JSON.stringify({ q }) }).set(auth(staff));
        expect([q, res.status, res.body]).toEqual([q, 200, []]);
      }
      const body = await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: Number(TOO_BIG_ID), value: 'Teal' });
      expect(body.status).toBe(400);
      expect(Object.keys(body.body)).toEqual(['type_id']);
    });
  });

  it('refuses a name longer than any field allows by its length, without scanning it for web addresses', async () => {
    // The web-address scan is quadratic in the text: 60 kB of it held the event loop for seconds (the fuzzer's find).
    const res = await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ first_name: `${'a'.repeat(60_000)} evil.com` });
    expect(res.status).toBe(400);
    expect(res.body.first_name).toEqual(['first_name must be shorter than or equal to 150 characters']);
  });

  describe('NUL characters', () => {
    it('refuses NUL in body text, naming the field', async () => {
      const res = await t.http.post('/api/contact-messages/').send({ name: 'Wanjiru\u0000', email: 'w@example.com', subject: 'general', message: 'Hello' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['name']);
      const nested = await t.http.post('/api/cart/merge/').set(auth(customer)).send({ items: [{ variant: '1\u0000', quantity: 1 }] });
      expect(nested.status).toBe(400);
      expect(Object.keys(nested.body)).toEqual(['items.0.variant']);
      // The reset limit looks the login up before validation runs (the fuzzer's find: a 500 on PostgreSQL).
      const reset = await t.http.post('/api/auth/password-reset/').send({ login: 'admin\u0000' });
      expect([reset.status, Object.keys(reset.body)]).toEqual([400, ['login']]);
    });

    it('refuses NUL in searches and path text', async () => {
      for (const path of ['/api/products/', '/api/orders/', '/api/users/', '/api/inventory/dashboard/', '/api/contact-messages/']) {
        const res = await t.http.get(path).query({ filter: JSON.stringify({ q: 'bag\u0000' }) }).set(auth(staff));
        expect([path, res.status]).toEqual([path, 400]);
        expect(Object.keys(res.body)).toEqual(['filter.q']);
      }
      const reference = await t.http.get('/api/orders/by-reference/KC-1%00/').set(auth(staff));
      expect(reference.status).toBe(400);
    });
  });

  describe('images decoded in full before anything is saved', () => {
    it('refuses a corrupt PNG as a profile image with the image message and keeps the rest of the form unsaved', async () => {
      const profile = async () => (await t.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body;
      const before = await profile();
      const res = await t.http
        .patch('/api/auth/profile/update/')
        .set(auth(customer))
        .field('phone', '0711222333')
        .field('address', 'Kilimani, Nairobi')
        .attach('profile_image', await corruptPng(), { filename: 'me.png', contentType: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ profile_image: [IMAGE_REFUSED] });
      expect(await profile()).toEqual(before);
      expect(before.phone).not.toBe('0711222333');
    });

    it('refuses a corrupt PNG as a product image and creates no product', async () => {
      const { bags } = basics;
      await createProduct(t.http, staff, { name: 'Kiondo', category_id: bags.id, variants: [{ id: 'new-1', price: 100, stock: 1 }] });
      const before = (await t.http.get('/api/products/').set(auth(staff))).headers['content-range'];
      const res = await t.http
        .post('/api/products/')
        .set(auth(staff))
        .field('name', 'Broken picture tote')
        .field('category_id', String(bags.id))
        .field('variants', JSON.stringify([{ id: 'new-1', price: 2500, stock: 3 }]))
        .attach('main_image', await corruptPng(), { filename: 'tote.png', contentType: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ main_image: [IMAGE_REFUSED] });
      expect((await t.http.get('/api/products/').set(auth(staff))).headers['content-range']).toBe(before);
    });
  });
});
