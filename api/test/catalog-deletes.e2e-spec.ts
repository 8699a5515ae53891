import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

/** Staff cannot delete a category or an attribute that the catalog still uses: nothing leaves the shop silently. */
describe('deleting what products use (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let basics: Awaited<ReturnType<typeof catalogBasics>>;
  let products: { id: number }[];

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    basics = await catalogBasics(t.http, staff);
    const variant = (id: string, value: { id: number }, size = basics.small) => ({
      id,
      price: 1500,
      stock: 4,
      attributes: [
        { type: basics.color.id, value: value.id },
        { type: basics.size.id, value: size.id },
      ],
    });
    products = [
      await createProduct(t.http, staff, { name: 'Kiondo Basket', category_id: basics.bags.id, variants: [variant('new-1', basics.red), variant('new-2', basics.blue)] }),
      await createProduct(t.http, staff, { name: 'Sisal Tote', category_id: basics.bags.id, is_active: false, variants: [variant('new-1', basics.red)] }),
    ];
  });
  afterAll(() => t.close());

  const shopperSees = async (productId: number) => (await t.http.get(`/api/products/${productId}/`)).status === 200;

  it('refuses to delete a category while products are in it, naming how many, and keeps them in the shop', async () => {
    const res = await t.http.delete(`/api/categories/${basics.bags.id}/`).set(auth(staff)).expect(409);
    expect(res.body).toEqual({ detail: 'Bags has 2 products. Deactivate the category instead, or move its products to another category first.' });
    await t.http.get(`/api/categories/${basics.bags.id}/`).expect(200);
    expect(await shopperSees(products[0].id)).toBe(true);
    const staffView = (await t.http.get(`/api/products/${products[0].id}/`).set(auth(staff)).expect(200)).body;
    expect(staffView.category).toMatchObject({ id: basics.bags.id, name: 'Bags' });
  });

  it('lets staff deactivate it instead, and delete it once no product is in it', async () => {
    await t.http.patch(`/api/categories/${basics.bags.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    await t.http.get(`/api/categories/${basics.bags.id}/`).expect(404);
    await t.http.patch(`/api/categories/${basics.bags.id}/`).set(auth(staff)).send({ is_active: true }).expect(200);

    await t.http.delete(`/api/products/${products[1].id}/`).set(auth(staff)).expect(200);
    const one = await t.http.delete(`/api/categories/${basics.bags.id}/`).set(auth(staff)).expect(409);
    expect(one.body.detail).toBe('Bags has 1 product. Deactivate the category instead, or move its products to another category first.');
    await t.http.delete(`/api/categories/${basics.wallets.id}/`).set(auth(staff)).expect(200);
  });

  it('refuses to delete an attribute value or type that variants use, naming how many', async () => {
    const red = await t.http.delete(`/api/attributes/${basics.red.id}/`).set(auth(staff)).expect(409);
    expect(red.body).toEqual({ detail: 'Red is used by 1 variant. Remove it from those variants first.' });
    const small = await t.http.delete(`/api/attributes/${basics.small.id}/`).set(auth(staff)).expect(409);
    expect(small.body).toEqual({ detail: 'Small is used by 2 variants. Remove it from those variants first.' });
    const color = await t.http.delete(`/api/attribute-types/${basics.color.id}/`).set(auth(staff)).expect(409);
    expect(color.body).toEqual({ detail: 'Color is used by 2 variants. Remove its values from those variants first.' });

    const variants = (await t.http.get(`/api/products/${products[0].id}/`).expect(200)).body.variants;
    expect(variants.map((v: { attributes: { value: string }[] }) => v.attributes.map((a) => a.value).sort())).toEqual([
      ['Red', 'Small'],
      ['Blue', 'Small'],
    ]);
    await t.http.delete(`/api/attributes/${basics.large.id}/`).set(auth(staff)).expect(200);
  });
});
