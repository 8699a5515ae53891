import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './harness';
import { auth, catalogBasics, createProduct, pngImage } from './catalog-fixtures';

type Basics = Awaited<ReturnType<typeof catalogBasics>>;

describe('products', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let b: Basics;

  const names = (body: { name: string }[]) => body.map((product) => product.name);
  const list = (query: Record<string, unknown>, token?: string) => {
    const request = t.http.get('/api/products/').query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])));
    return token ? request.set(auth(token)) : request;
  };
  const logCount = async (variantId: number) =>
    Number((await t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM inventory_logs WHERE variant_id = ${variantId}`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
    b = await catalogBasics(t.http, staff);
  });

  afterAll(() => t.close());

  it('creates a product from multipart with a main image and per-variant images', async () => {
    await t.http.post('/api/products/').field('name', 'X').expect(401);
    await t.http.post('/api/products/').set(auth(customer)).field('name', 'X').expect(403);

    const res = await t.http
      .post('/api/products/')
      .set(auth(staff))
      .field('name', 'Maasai Beaded Tote')
      .field('category_id', String(b.bags.id))
      .field('description', 'Hand-beaded in Narok')
      .field('is_active', 'true')
      .field(
        'variants',
        JSON.stringify([
          { id: 'new-1', price: 3500, stock: 12, is_active: true, attributes: [{ type: b.color.id, value: b.red.id }, { type: b.size.id, value: b.large.id }] },
          { id: 'new-2', price: 3200, stock: 0, is_active: true, attributes: [{ type: b.color.id, value: b.blue.id }] },
        ]),
      )
      .attach('main_image', await pngImage(), 'main.png')
      .attach('variant_new-1_images', await pngImage('#e74c3c'), 'red-1.png')
      .attach('variant_new-1_images', await pngImage('#922b21'), 'red-2.jpg')
      .attach('variant_new-2_images', await pngImage('#2e86c1'), 'blue.png')
      .expect(201);

    const product = res.body;
    expect(product).toMatchObject({
      name: 'Maasai Beaded Tote',
      description: 'Hand-beaded in Narok',
      is_active: true,
      category: { id: b.bags.id, name: 'Bags' },
      price: 3500,
      old_price: null,
      stock: 12,
      stock_band: 'in',
      is_new: true,
      on_sale: false,
    });
    expect(product.main_image).toMatch(/^\/media\/products\/\w+\.webp$/);
    const [red, blue] = product.variants;
    expect(red).toMatchObject({
      sku: `BAG-${product.id}-${red.id}-RED-LAR`,
      name: 'Maasai Beaded Tote - Red / Large',
      price: 3500,
      old_price: null,
      stock: 12,
      is_active: true,
      attributes: [
        { id: b.red.id, value: 'Red', type: { id: b.color.id, name: 'Color' } },
        { id: b.large.id, value: 'Large', type: { id: b.size.id, name: 'Size' } },
      ],
    });
    expect(red.images).toHaveLength(2);
    expect(red.images[0]).toMatchObject({ image: expect.stringMatching(/^\/media\/products\/\w+\.webp$/), alt_text: 'Maasai Beaded Tote - Red / Large' });
    expect(blue.images).toHaveLength(1);
    // The stored files are served under /media
    const image = await t.http.get(red.images[0].image).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await logCount(red.id)).toBe(1);
    expect(await logCount(blue.id)).toBe(1);
  });

  it('answers field errors for bad input and missing references, never a 500', async () => {
    const send = (fields: Record<string, string>) => {
      const request = t.http.post('/api/products/').set(auth(staff));
      for (const [key, value] of Object.entries(fields)) request.field(key, value);
      return request.expect(400);
    };
    const variants = JSON.stringify([{ id: 'new-1', price: 100, stock: 1 }]);
    expect((await send({ name: '', category_id: String(b.bags.id), variants })).body.name).toBeDefined();
    expect((await send({ name: 'A', category_id: '99999', variants })).body).toEqual({ category_id: ['This category does not exist.'] });
    expect((await send({ name: 'A', category_id: 'abc', variants })).body.category_id).toBeDefined();
    expect((await send({ name: 'A', category_id: String(b.bags.id), variants: 'not json' })).body.variants).toContain('Give the variants as a JSON array.');
    expect((await send({ name: 'A', category_id: String(b.bags.id), variants: '[]' })).body.variants).toEqual(['Please add at least one variant']);
    const badVariant = await send({ name: 'A', category_id: String(b.bags.id), variants: JSON.stringify([{ id: 'new-1', price: 0, stock: -2 }]) });
    expect(badVariant.body['variants.0.price']).toBeDefined();
    expect(badVariant.body['variants.0.stock']).toBeDefined();
    const cents = await send({ name: 'A', category_id: String(b.bags.id), variants: JSON.stringify([{ id: 'new-1', price: 1999.5, stock: 1 }]) });
    expect(cents.body).toEqual({ 'variants.0.price': ['Enter a price in whole KSh (no cents).'] });
    const missingValue = await send({ name: 'A', category_id: String(b.bags.id), variants: JSON.stringify([{ id: 'new-1', price: 10, attributes: [{ type: b.color.id, value: 99999 }] }]) });
    expect(missingValue.body['variants.0.attributes']).toEqual(['Attribute value 99999 does not exist.']);
    const wrongType = await send({ name: 'A', category_id: String(b.bags.id), variants: JSON.stringify([{ id: 'new-1', price: 10, attributes: [{ type: b.size.id, value: b.red.id }] }]) });
    expect(wrongType.body['variants.0.attributes']).toBeDefined();
    const twoColors = await send({
      name: 'A',
      category_id: String(b.bags.id),
      variants: JSON.stringify([{ id: 'new-1', price: 10, attributes: [{ value: b.red.id }, { value: b.blue.id }] }]),
    });
    expect(twoColors.body['variants.0.attributes']).toEqual(['Choose one Color per variant.']);

    const notAnImage = await t.http
      .post('/api/products/')
      .set(auth(staff))
      .field('name', 'A')
      .field('category_id', String(b.bags.id))
      .field('variants', variants)
      .attach('main_image', Buffer.from('plain text, not an image'), 'fake.png')
      .expect(400);
    expect(notAnImage.body.main_image).toBeDefined();
    const strayFile = await t.http
      .post('/api/products/')
      .set(auth(staff))
      .field('name', 'A')
      .field('category_id', String(b.bags.id))
      .field('variants', variants)
      .attach('variant_new-9_images', await pngImage(), 'x.png')
      .expect(400);
    expect(strayFile.body['variant_new-9_images']).toBeDefined();
  });

  it('updates a product with PUT: prices logged once, new variants and images added, left-out variants removed', async () => {
    const created = await createProduct(t.http, staff, {
      name: 'Kikoi Scarf',
      category_id: b.bags.id,
      variants: [
        { id: 'new-1', price: 1500, stock: 8, attributes: [{ type: b.color.id, value: b.red.id }] },
        { id: 'new-2', price: 1500, stock: 3, attributes: [{ type: b.color.id, value: b.blue.id }] },
      ],
    });
    const [first, second] = created.variants;
    const res = await t.http
      .put(`/api/products/${created.id}/`)
      .set(auth(staff))
      .field('name', 'Kikoi Cotton Scarf')
      .field('category_id', String(b.wallets.id))
      .field('description', 'Soft cotton')
      .field('is_active', 'true')
      .field(
        'variants',
        JSON.stringify([
          { id: first.id, price: 1200, stock: 999, is_active: true, attributes: [{ type: b.color.id, value: b.red.id }, { type: b.size.id, value: b.small.id }] },
          { id: 'new-3', price: 1800, stock: 4, is_active: false, attributes: [{ type: b.size.id, value: b.large.id }] },
        ]),
      )
      .attach('main_image', await pngImage('#f1c40f'), 'main.png')
      .attach(`variant_${first.id}_images`, await pngImage(), 'a.png')
      .attach('variant_new-3_images', await pngImage(), 'b.png')
      .expect(200);

    const product = res.body;
    expect(product).toMatchObject({ name: 'Kikoi Cotton Scarf', description: 'Soft cotton', category: { id: b.wallets.id, name: 'Wallets' } });
    expect(product.main_image).toMatch(/^\/media\/products\//);
    expect(product.variants).toHaveLength(2);
    const [updated, added] = product.variants;
    // Stock of a saved variant is read-only in the editor; the price change is logged and shown as old_price.
    expect(updated).toMatchObject({ id: first.id, price: 1200, old_price: 1500, discount_percent: 20, stock: 8, stock_band: 'low', name: 'Kikoi Cotton Scarf - Red / Small' });
    expect(updated.images).toHaveLength(1);
    expect(added).toMatchObject({ price: 1800, discount_percent: null, stock: 4, stock_band: 'low', is_active: false, name: 'Kikoi Cotton Scarf - Large' });
    expect(added.sku).toMatch(new RegExp(`^BAG-${created.id}-${added.id}-LAR$`.replace('BAG', 'WAL')));
    // The inactive variant is never the shown one, for staff either.
    expect(product).toMatchObject({ shown_variant_id: first.id, price: 1200, old_price: 1500, discount_percent: 20, stock: 8, on_sale: true });
    expect(await logCount(first.id)).toBe(2);
    expect(await logCount(added.id)).toBe(1);
    expect(await logCount(second.id)).toBe(0);

    // Shoppers do not see the inactive variant.
    expect((await t.http.get(`/api/products/${created.id}/`).expect(200)).body.variants.map((v: { id: number }) => v.id)).toEqual([first.id]);

    await t.http.put('/api/products/999999/').set(auth(staff)).field('name', 'A').field('category_id', String(b.bags.id)).field('variants', '[{"price":1}]').expect(404);
    await t.http.put(`/api/products/${created.id}/`).set(auth(customer)).field('name', 'A').expect(403);
  });

  it('toggles, hides inactive products from shoppers and deletes', async () => {
    const product = await createProduct(t.http, staff, { name: 'Hidden Wallet', category_id: b.wallets.id, variants: [{ id: 'a', price: 900, stock: 2 }] });
    const off = await t.http.patch(`/api/products/${product.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    expect(off.body.is_active).toBe(false);
    await t.http.get(`/api/products/${product.id}/`).expect(404);
    await t.http.get(`/api/products/${product.id}/`).set(auth(customer)).expect(404);
    await t.http.get(`/api/products/${product.id}/`).set(auth(staff)).expect(200);
    expect(names((await list({ filter: { is_active: false } }, staff).expect(200)).body)).toEqual(['Hidden Wallet']);
    expect(names((await list({}).expect(200)).body)).not.toContain('Hidden Wallet');

    await t.http.delete(`/api/products/${product.id}/`).set(auth(customer)).expect(403);
    await t.http.delete(`/api/products/${product.id}/`).set(auth(staff)).expect(200);
    await t.http.get(`/api/products/${product.id}/`).set(auth(staff)).expect(404);
  });

  describe('lists', () => {
    beforeAll(async () => {
      const scarves = (await t.http.post('/api/categories/').set(auth(staff)).send({ name: 'Scarves' }).expect(201)).body;
      const make = (name: string, category_id: number, price: number, stock: number, value?: number) =>
        createProduct(t.http, staff, { name, category_id, variants: [{ id: 'v', price, stock, attributes: value ? [{ value }] : [] }] });
      await make('Ankara Clutch', b.bags.id, 2000, 3, b.blue.id);
      await make('Sisal Basket', b.bags.id, 4500, 0, b.red.id);
      await make('Leather Card Wallet', b.wallets.id, 800, 30, b.small.id);
      const hidden = await make('Shuka Scarf', scarves.id, 1000, 5);
      expect(hidden.id).toBeGreaterThan(0);
      await t.http.patch(`/api/categories/${scarves.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    });

    it('pages with Content-Range and sorts by price, name and newest', async () => {
      const page = await list({ sort: ['price', 'ASC'], range: [0, 1] }).expect(200);
      expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
      expect(names(page.body)).toEqual(['Leather Card Wallet', 'Kikoi Cotton Scarf']);
      const all = (await list({ sort: ['price', 'DESC'] }).expect(200)).body;
      const prices = all.map((product: { price: number }) => product.price);
      expect(prices).toEqual([...prices].sort((x, y) => y - x));
      const byName = names((await list({ sort: ['name', 'ASC'] }).expect(200)).body);
      expect(byName).toEqual([...byName].sort());
      const newest = names((await list({ sort: ['created_at', 'DESC'] }).expect(200)).body);
      expect(newest[0]).toBe('Leather Card Wallet');
      // Featured: on sale first
      expect(names((await list({ sort: ['featured', 'ASC'] }).expect(200)).body)[0]).toBe('Kikoi Cotton Scarf');
      expect((await list({ sort: ['colour', 'ASC'] }).expect(400)).body.sort).toBeDefined();
    });

    it('filters in the database by text, category, price, attributes and stock band', async () => {
      expect(names((await list({ filter: { q: 'WALLET' } }).expect(200)).body).sort()).toEqual(['Kikoi Cotton Scarf', 'Leather Card Wallet']);
      expect(names((await list({ filter: { q: 'clutch' } }).expect(200)).body)).toEqual(['Ankara Clutch']);
      expect((await list({ filter: { q: '100%' } }).expect(200)).body).toEqual([]);
      const bags = await list({ filter: { category: 'bags' }, sort: ['name', 'ASC'] }).expect(200);
      expect(names(bags.body)).toEqual(['Ankara Clutch', 'Maasai Beaded Tote', 'Sisal Basket']);
      expect(bags.headers['content-range']).toBe('items 0-2/3');
      expect(names((await list({ filter: { category: b.wallets.id } }).expect(200)).body).sort()).toEqual(['Kikoi Cotton Scarf', 'Leather Card Wallet']);
      expect(names((await list({ filter: { price_gte: 1000, price_lte: 2500 } }).expect(200)).body).sort()).toEqual(['Ankara Clutch', 'Kikoi Cotton Scarf']);
      expect(names((await list({ filter: { attribute_values: [b.blue.id] } }).expect(200)).body).sort()).toEqual(['Ankara Clutch', 'Maasai Beaded Tote']);
      expect(names((await list({ filter: { attribute_values: [b.red.id, b.small.id] } }).expect(200)).body)).toEqual(['Kikoi Cotton Scarf']);
      expect(names((await list({ filter: { stock: 'out' } }).expect(200)).body)).toEqual(['Sisal Basket']);
      expect(names((await list({ filter: { stock: 'low' } }).expect(200)).body).sort()).toEqual(['Ankara Clutch', 'Kikoi Cotton Scarf']);
      // A product in an inactive category is hidden from shoppers, shown to staff.
      expect(names((await list({ filter: { q: 'shuka' } }).expect(200)).body)).toEqual([]);
      expect(names((await list({ filter: { q: 'shuka' } }, staff).expect(200)).body)).toEqual(['Shuka Scarf']);
      const bad = await list({ filter: { price_gte: 'cheap', stock: 'plenty', attribute_values: ['x'] } }).expect(400);
      expect(Object.keys(bad.body).sort()).toEqual(['filter.attribute_values', 'filter.price_gte', 'filter.stock']);
    });
  });
});
