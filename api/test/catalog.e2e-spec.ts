import { startTestApp, TestApp } from './harness';
import { auth } from './catalog-fixtures';

describe('categories and attributes', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
  });

  afterAll(() => t.close());

  it('lets only staff write categories', async () => {
    await t.http.post('/api/categories/').send({ name: 'Bags' }).expect(401);
    await t.http.post('/api/categories/').set(auth(customer)).send({ name: 'Bags' }).expect(403);
    const blank = await t.http.post('/api/categories/').set(auth(staff)).send({ name: '  ' }).expect(400);
    expect(blank.body).toEqual({ name: ['This field may not be blank.'] });
    const unknown = await t.http.post('/api/categories/').set(auth(staff)).send({ name: 'Bags', colour: 'red' }).expect(400);
    expect(unknown.body.colour).toBeDefined();
  });

  it('creates, lists, updates, toggles and deletes categories', async () => {
    const bags = (await t.http.post('/api/categories/').set(auth(staff)).send({ name: 'Bags', description: 'Woven' }).expect(201)).body;
    expect(bags).toEqual({ id: expect.any(Number), name: 'Bags', description: 'Woven', is_active: true });
    const duplicate = await t.http.post('/api/categories/').set(auth(staff)).send({ name: 'bags' }).expect(400);
    expect(duplicate.body.name).toEqual(['A category with this name already exists.']);
    const ponchos = (await t.http.post('/api/categories/').set(auth(staff)).send({ name: 'Ponchos' }).expect(201)).body;

    const list = await t.http.get('/api/categories/').expect(200);
    expect(list.headers['content-range']).toBe('items 0-1/2');
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Bags', 'Ponchos']);
    const sorted = await t.http.get('/api/categories').query({ sort: '["name","DESC"]', range: '[0,0]' }).expect(200);
    expect(sorted.body.map((c: { name: string }) => c.name)).toEqual(['Ponchos']);
    expect(sorted.headers['content-range']).toBe('items 0-0/2');

    // react-admin sends the whole record back on update
    const renamed = await t.http.put(`/api/categories/${bags.id}/`).set(auth(staff)).send({ ...bags, name: 'Handbags', description: 'Woven bags' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Handbags', description: 'Woven bags' });

    await t.http.patch(`/api/categories/${ponchos.id}/`).set(auth(staff)).send({ is_active: false }).expect(200);
    expect((await t.http.get('/api/categories/').expect(200)).body).toHaveLength(1);
    await t.http.get(`/api/categories/${ponchos.id}/`).expect(404);
    const staffList = await t.http.get('/api/categories/').query({ filter: '{"is_active":false}' }).set(auth(staff)).expect(200);
    expect(staffList.body.map((c: { id: number }) => c.id)).toEqual([ponchos.id]);

    await t.http.delete(`/api/categories/${ponchos.id}/`).set(auth(customer)).expect(403);
    const deleted = await t.http.delete(`/api/categories/${ponchos.id}/`).set(auth(staff)).expect(200);
    expect(deleted.body.id).toBe(ponchos.id);
    await t.http.get(`/api/categories/${ponchos.id}/`).set(auth(staff)).expect(404);
    await t.http.delete(`/api/categories/${ponchos.id}/`).set(auth(staff)).expect(404);
  });

  it('rejects malformed list parameters with field errors', async () => {
    expect((await t.http.get('/api/categories/').query({ sort: '["colour","ASC"]' }).expect(400)).body.sort).toBeDefined();
    expect((await t.http.get('/api/categories/').query({ range: '[5,1]' }).expect(400)).body.range).toBeDefined();
    expect((await t.http.get('/api/categories/').query({ filter: '{oops' }).expect(400)).body.filter).toBeDefined();
  });

  it('manages attribute types and values; deleting a type removes its values', async () => {
    await t.http.post('/api/attribute-types/').send({ name: 'Color' }).expect(401);
    await t.http.post('/api/attribute-types/').set(auth(customer)).send({ name: 'Color' }).expect(403);
    expect((await t.http.post('/api/attribute-types/').set(auth(staff)).send({ name: '' }).expect(400)).body).toEqual({ name: ['Type name is required'] });
    const color = (await t.http.post('/api/attribute-types/').set(auth(staff)).send({ name: 'Color' }).expect(201)).body;
    const size = (await t.http.post('/api/attribute-types/').set(auth(staff)).send({ name: 'Size' }).expect(201)).body;
    expect((await t.http.post('/api/attribute-types/').set(auth(staff)).send({ name: 'color' }).expect(400)).body.name).toBeDefined();
    expect((await t.http.put(`/api/attribute-types/${size.id}/`).set(auth(staff)).send({ name: 'Sizes' }).expect(200)).body.name).toBe('Sizes');

    expect((await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: color.id, value: '' }).expect(400)).body).toEqual({ value: ['Value is required'] });
    expect((await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: 9999, value: 'Red' }).expect(400)).body.type_id).toBeDefined();
    const red = (await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: color.id, value: 'Red' }).expect(201)).body;
    expect(red).toEqual({ id: expect.any(Number), value: 'Red', type: { id: color.id, name: 'Color' } });
    await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: color.id, value: 'Blue' }).expect(201);
    const large = (await t.http.post('/api/attributes/').set(auth(staff)).send({ type_id: size.id, value: 'Large' }).expect(201)).body;

    const colors = await t.http.get(`/api/attributes/?type=${color.id}`).expect(200);
    expect(colors.body.map((v: { value: string }) => v.value)).toEqual(['Red', 'Blue']);
    expect(colors.headers['content-range']).toBe('items 0-1/2');
    expect((await t.http.get('/api/attributes/').query({ sort: '["value","ASC"]' }).expect(200)).body.map((v: { value: string }) => v.value)).toEqual(['Blue', 'Large', 'Red']);

    expect((await t.http.patch(`/api/attributes/${red.id}/`).set(auth(staff)).send({ value: 'Crimson' }).expect(200)).body.value).toBe('Crimson');
    await t.http.patch(`/api/attributes/${red.id}/`).set(auth(customer)).send({ value: 'Pink' }).expect(403);
    expect((await t.http.get(`/api/attributes/${red.id}/`).expect(200)).body.value).toBe('Crimson');

    await t.http.delete(`/api/attributes/${large.id}/`).set(auth(staff)).expect(200);
    await t.http.get(`/api/attributes/${large.id}/`).expect(404);

    await t.http.delete(`/api/attribute-types/${color.id}/`).set(auth(staff)).expect(200);
    expect((await t.http.get(`/api/attributes/?type=${color.id}`).expect(200)).body).toEqual([]);
    await t.http.get(`/api/attributes/${red.id}/`).expect(404);
    expect((await t.http.get('/api/attribute-types/').expect(200)).body.map((type: { name: string }) => type.name)).toEqual(['Sizes']);
  });
});
