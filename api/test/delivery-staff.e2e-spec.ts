import { DataSource } from 'typeorm';
import { Order } from '../src/orders/order.entities';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

/** Issue 30, the staff side: delivery methods, zones, rates and pickup points (with CSV import) as the console edits them. */
describe('delivery staff routes', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let orders = 0;

  const get = async (path: string, query: Record<string, string> = {}) => t.http.get(path).query(query).set(auth(staff)).expect(200);
  const post = (path: string, body: object) => t.http.post(path).set(auth(staff)).send(body);
  const put = (path: string, body: object) => t.http.put(path).set(auth(staff)).send(body);
  const del = (path: string) => t.http.delete(path).set(auth(staff));
  const count = async (table: string) => Number((await t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  /** A paid order row as checkout writes one, with the given delivery columns. */
  const insertOrder = async (fields: Partial<Order>) => {
    orders++;
    await t.app.get(DataSource).manager.insert(Order, {
      reference: `KC-TEST${String(orders).padStart(4, '0')}`,
      status: 'paid',
      deliveryMethod: 'rider',
      clientName: 'Wanjiku Kamau',
      clientEmail: 'wanjiku@example.com',
      clientPhone: '254712345678',
      productTotal: 100_000,
      deliveryFee: 50_000,
      totalPrice: 150_000,
      ...fields,
    } as Partial<Order> as Order);
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
  });
  afterAll(() => t.close());

  it('lists the seeded methods, zones, rates and counter in react-admin conventions, to staff only', async () => {
    const methods = await get('/api/delivery/methods/', { sort: '["sort_order","ASC"]', range: '[0,9]' });
    expect(methods.headers['content-range']).toBe('items 0-3/4');
    expect(methods.body.map((method: { code: string }) => method.code)).toEqual(['pickup', 'rider', 'mtaani', 'courier']);
    expect(methods.body[1]).toMatchObject({ kind: 'door', name_en: 'Rider delivery (Nairobi)', active: true, requires_address: true, orders_count: 0 });
    expect((await get('/api/delivery/methods/', { filter: '{"kind":"agent_pickup"}' })).body.map((method: { code: string }) => method.code)).toEqual(['mtaani']);

    const zones = (await get('/api/delivery/zones/', { filter: '{"county":"KE-13"}' })).body;
    expect(zones).toEqual([expect.objectContaining({ name: 'Nairobi metro', counties: ['KE-10', 'KE-13', 'KE-22'], orders_count: 0 })]);

    const rider = methods.body[1];
    const riderRates = (await get('/api/delivery/rates/', { filter: JSON.stringify({ method_id: rider.id }) })).body;
    expect(riderRates).toEqual([expect.objectContaining({ base_fee: 500, base_grams: 5000, per_kg_fee: 50, free_over: 3000, weight_bands: null, days_min: null, active: true })]);

    // react-admin's getMany (ReferenceField) asks by ids.
    const byIds = async (path: string, ids: number[]) => (await get(path, { filter: JSON.stringify({ id: ids }) })).body.map((row: { id: number }) => row.id);
    expect(await byIds('/api/delivery/methods/', [rider.id, methods.body[3].id])).toEqual([rider.id, methods.body[3].id]);
    expect(await byIds('/api/delivery/zones/', [zones[0].id])).toEqual([zones[0].id]);
    expect(await byIds('/api/delivery/rates/', [riderRates[0].id])).toEqual([riderRates[0].id]);
    expect(await byIds('/api/delivery/rates/', [])).toEqual([]);
    const points = (await get('/api/delivery/pickup-points/', { filter: '{"county_code":"KE-30"}' })).body;
    expect(points).toEqual([expect.objectContaining({ name: 'Kimathi Chambers counter', county_name: 'Nairobi City', external_id: null, active: true })]);
    expect(await byIds('/api/delivery/pickup-points/', [points[0].id])).toEqual([points[0].id]);

    for (const path of ['/api/delivery/methods/', '/api/delivery/zones/', '/api/delivery/rates/', '/api/delivery/pickup-points/']) {
      await t.http.get(path).set(auth(customer)).expect(403);
      await t.http.get(path).expect(401);
    }
    expect((await t.http.get('/api/delivery/methods/').query({ filter: '{"kind":"drone"}' }).set(auth(staff)).expect(400)).body).toEqual({ 'filter.kind': [expect.stringContaining('Must be one of')] });
  });

  it('creates, edits and deletes a method, zone, rate and point; the round trip keeps what was sent', async () => {
    const method = (await post('/api/delivery/methods/', { code: 'boda', kind: 'door', name_en: 'Boda to your door', name_sw: 'Boda mlangoni', days_min: 0, days_max: 1 }).expect(201)).body;
    expect(method).toMatchObject({ code: 'boda', requires_address: true, description_en: '', note_en: null, sort_order: 0, orders_count: 0 });
    const edited = (await put(`/api/delivery/methods/${method.id}/`, { ...method, note_en: 'Call when near', sort_order: 5, orders_count: 99 }).expect(200)).body;
    expect(edited).toMatchObject({ note_en: 'Call when near', sort_order: 5, orders_count: 0 });
    expect((await post('/api/delivery/methods/', { code: 'boda', kind: 'door', name_en: 'x', name_sw: 'y' }).expect(400)).body).toEqual({ code: ['A delivery method with this code already exists.'] });

    const zone = (await post('/api/delivery/zones/', { name: 'Coast', counties: ['ke-28', 'KE-14', 'KE-28'] }).expect(201)).body;
    expect(zone).toMatchObject({ name: 'Coast', active: true, counties: ['KE-14', 'KE-28'], orders_count: 0 });
    expect((await put(`/api/delivery/zones/${zone.id}/`, { ...zone, counties: ['KE-14', 'KE-19'] }).expect(200)).body.counties).toEqual(['KE-14', 'KE-19']);

    const rate = (
      await post('/api/delivery/rates/', { method_id: method.id, zone_id: zone.id, base_fee: 350, weight_bands: [{ up_to_grams: 1000, fee: 300 }, { up_to_grams: 5000, fee: 450 }], free_over: 5000, days_min: 1, days_max: 3 }).expect(201)
    ).body;
    expect(rate).toMatchObject({ base_fee: 350, base_grams: 0, per_kg_fee: 0, weight_bands: [{ up_to_grams: 1000, fee: 300 }, { up_to_grams: 5000, fee: 450 }], free_over: 5000, min_goods: null, days_min: 1, days_max: 3 });
    expect((await put(`/api/delivery/rates/${rate.id}/`, { ...rate, weight_bands: [], min_goods: 1000 }).expect(200)).body).toMatchObject({ weight_bands: null, min_goods: 1000 });
    expect((await post('/api/delivery/rates/', { method_id: method.id, zone_id: zone.id, base_fee: 1 }).expect(400)).body).toEqual({ zone_id: ['This method already has a rate for this zone: edit that one.'] });

    const counter = (await get('/api/delivery/methods/', { filter: '{"kind":"shop_pickup"}' })).body[0];
    const point = (await post('/api/delivery/pickup-points/', { method_id: counter.id, name: 'Westlands counter', county_code: 'ke-30', town: 'Westlands', address: 'Sarit Centre', phone: '+254 700 000 001' }).expect(201)).body;
    expect(point).toMatchObject({ county_code: 'KE-30', county_name: 'Nairobi City', opening_hours: '', active: true, external_id: null });
    expect((await put(`/api/delivery/pickup-points/${point.id}/`, { ...point, active: false }).expect(200)).body.active).toBe(false);

    await del(`/api/delivery/pickup-points/${point.id}/`).expect(200);
    await del(`/api/delivery/rates/${rate.id}/`).expect(200);
    await del(`/api/delivery/zones/${zone.id}/`).expect(200);
    await del(`/api/delivery/methods/${method.id}/`).expect(200);
    await t.http.get(`/api/delivery/methods/${method.id}/`).set(auth(staff)).expect(404);
    await t.http.get(`/api/delivery/zones/${zone.id}/`).set(auth(staff)).expect(404);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = await Promise.all(['delivery_methods', 'delivery_zones', 'delivery_zone_counties', 'delivery_rates', 'pickup_points'].map(count));
    const [nairobi] = (await get('/api/delivery/zones/', { filter: '{"q":"nairobi"}', sort: '["id","ASC"]' })).body;
    const [pickup, rider, , courier] = (await get('/api/delivery/methods/')).body;

    expect((await post('/api/delivery/zones/', { name: 'Nowhere', counties: [] }).expect(400)).body).toEqual({ counties: ['Choose at least one county.'] });
    expect((await post('/api/delivery/zones/', { name: 'Nowhere' }).expect(400)).body).toEqual({ counties: ['Choose at least one county.'] });
    expect((await post('/api/delivery/zones/', { name: 'Typo', counties: ['KE-30', 'KE-99'] }).expect(400)).body).toEqual({ counties: ['Unknown county "KE-99".'] });
    expect((await put(`/api/delivery/zones/${nairobi.id}/`, { counties: [] }).expect(400)).body).toEqual({ counties: ['Choose at least one county.'] });
    expect((await post('/api/delivery/zones/', { name: 'nairobi', counties: ['KE-30'] }).expect(400)).body).toEqual({ name: ['A zone with this name already exists.'] });

    const majorTowns = (await get('/api/delivery/zones/', { filter: '{"q":"major"}' })).body[0];
    const rate = { method_id: rider.id, zone_id: majorTowns.id };
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: -1 }).expect(400)).body).toEqual({ base_fee: ['Enter 0 or more.'] });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 1e9 }).expect(400)).body).toEqual({ base_fee: ['Enter at most KSh 100,000.'] });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 350.5 }).expect(400)).body).toEqual({ base_fee: ['Enter an amount in whole KSh (no cents).'] });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 100, base_grams: -5 }).expect(400)).body).toEqual({ base_grams: ['Enter 0 or more.'] });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 100, base_grams: 5e9 }).expect(400)).body).toEqual({ base_grams: ['Enter at most 1,000,000.'] });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 100, weight_bands: [{ up_to_grams: 2000, fee: 300 }, { up_to_grams: 2000, fee: 400 }] }).expect(400)).body).toEqual({
      weight_bands: ['Each band must reach more grams than the one before it.'],
    });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 100, weight_bands: [{ up_to_grams: 0, fee: -3 }] }).expect(400)).body).toEqual({
      'weight_bands.0.up_to_grams': ['Enter 1 or more.'],
      'weight_bands.0.fee': ['Enter 0 or more.'],
    });
    expect((await post('/api/delivery/rates/', { ...rate, base_fee: 100, days_min: 5, days_max: 2 }).expect(400)).body).toEqual({ days_max: ['The most days cannot be fewer than the fewest.'] });
    expect((await post('/api/delivery/rates/', { method_id: 999999, zone_id: nairobi.id, base_fee: 100 }).expect(400)).body).toEqual({ method_id: ['This delivery method does not exist.'] });
    expect((await post('/api/delivery/rates/', { ...rate }).expect(400)).body).toEqual({ base_fee: ['This field is required.'] });

    expect((await post('/api/delivery/methods/', { code: 'Bad Code', kind: 'teleport', name_en: '', name_sw: 'x', days_min: 61 }).expect(400)).body).toMatchObject({
      code: [expect.any(String)],
      kind: [expect.any(String)],
      name_en: ['This field may not be blank.'],
      days_min: ['Enter at most 60.'],
    });
    expect((await post('/api/delivery/methods/', { code: 'slow', kind: 'door', name_en: 'Slow', name_sw: 'Pole', days_min: 4, days_max: 2 }).expect(400)).body).toEqual({ days_max: ['The most days cannot be fewer than the fewest.'] });

    const point = { method_id: pickup.id, name: 'Somewhere', county_code: 'KE-30', town: 'Town', address: 'Street' };
    expect((await post('/api/delivery/pickup-points/', { ...point, county_code: 'KE-99' }).expect(400)).body).toEqual({ county_code: ['Unknown county "KE-99".'] });
    expect((await post('/api/delivery/pickup-points/', { ...point, method_id: courier.id }).expect(400)).body).toEqual({ method_id: ['"Courier (outside Nairobi)" is not collected at a point: choose a pickup method.'] });
    expect((await post('/api/delivery/pickup-points/', { ...point, phone: 'call me' }).expect(400)).body).toEqual({ phone: [expect.any(String)] });

    expect(await Promise.all(['delivery_methods', 'delivery_zones', 'delivery_zone_counties', 'delivery_rates', 'pickup_points'].map(count))).toEqual(before);
  });

  it('refuses to delete a method, zone or point that an order used (409), and a code that orders name cannot change', async () => {
    const [pickup, rider] = (await get('/api/delivery/methods/')).body;
    const [nairobi] = (await get('/api/delivery/zones/', { sort: '["id","ASC"]' })).body;
    const [counter] = (await get('/api/delivery/pickup-points/')).body;
    await insertOrder({ deliveryMethod: 'rider', deliveryZoneId: nairobi.id } as Partial<Order>);
    await insertOrder({ deliveryMethod: 'rider', deliveryZoneId: nairobi.id } as Partial<Order>);
    await insertOrder({ deliveryMethod: 'pickup', deliveryZoneId: nairobi.id, pickupPointId: counter.id } as Partial<Order>);

    expect((await del(`/api/delivery/zones/${nairobi.id}/`).expect(409)).body).toEqual({ detail: 'Zone "Nairobi" was used by 3 orders: deactivate it instead.' });
    expect((await del(`/api/delivery/methods/${rider.id}/`).expect(409)).body).toEqual({ detail: 'Method "Rider delivery (Nairobi)" was used by 2 orders: deactivate it instead.' });
    expect((await del(`/api/delivery/pickup-points/${counter.id}/`).expect(409)).body).toEqual({ detail: 'Pickup point "Kimathi Chambers counter" was used by 1 order: deactivate it instead.' });
    expect((await put(`/api/delivery/methods/${pickup.id}/`, { code: 'counter' }).expect(400)).body).toEqual({ code: ['1 order used this code: it cannot change. Add a new method instead.'] });
    expect((await get(`/api/delivery/zones/${nairobi.id}/`)).body.orders_count).toBe(3);
    expect((await get(`/api/delivery/methods/${rider.id}/`)).body.orders_count).toBe(2);
    // Deactivating is what is left to do, and it is allowed.
    expect((await put(`/api/delivery/zones/${nairobi.id}/`, { active: false }).expect(200)).body.active).toBe(false);
    expect((await put(`/api/delivery/zones/${nairobi.id}/`, { active: true }).expect(200)).body.active).toBe(true);
    expect(await count('delivery_rates')).toBe(8);
  });

  describe('CSV import of pickup points', () => {
    let mtaani: number;
    const upload = (csv: string, methodId: number | string = mtaani) =>
      t.http.post('/api/delivery/pickup-points/import/').set(auth(staff)).field('method_id', String(methodId)).attach('file', Buffer.from(csv, 'utf8'), { filename: 'points.csv', contentType: 'text/csv' });
    const header = 'external_id,name,county,town,address,opening_hours,phone\n';
    const mtaaniPoints = async () => (await get('/api/delivery/pickup-points/', { filter: JSON.stringify({ method_id: mtaani }), sort: '["id","ASC"]' })).body;

    beforeAll(async () => {
      mtaani = (await get('/api/delivery/methods/', { filter: '{"kind":"agent_pickup"}' })).body[0].id;
    });

    it('imports all rows or none, naming each bad line', async () => {
      const bad = `${header}PM-1,Sarit agent,Nairobi City,Westlands,"Sarit Centre, ground floor",8am-8pm,0700000001\nPM-2,Typo agent,Nairobii,Town,Street,,\nPM-3,,KE-28,Nyali,Links Rd,,\n`;
      expect((await upload(bad).expect(400)).body).toEqual({
        detail: 'Nothing was imported: 2 rows have problems.',
        lines: [
          { line: 3, detail: 'Unknown county "Nairobii".' },
          { line: 4, detail: 'Fill in name.' },
        ],
      });
      expect(await mtaaniPoints()).toEqual([]);
      expect((await upload('name,county\nX,KE-30\n').expect(400)).body).toEqual({ file: [expect.stringContaining('missing: external_id, town, address, opening_hours, phone')] });
      expect((await upload(header).expect(400)).body).toEqual({ file: ['The file has no rows to import.'] });
      const pickup = (await get('/api/delivery/methods/', { filter: '{"kind":"door"}' })).body[0].id;
      expect((await upload(`${header}A,B,KE-30,C,D,,\n`, pickup).expect(400)).body).toEqual({ method_id: [expect.stringContaining('is not collected at a point')] });
      expect((await t.http.post('/api/delivery/pickup-points/import/').set(auth(staff)).field('method_id', String(mtaani)).expect(400)).body).toEqual({ file: ['Choose a CSV file.'] });
    });

    it('creates new points and updates those whose external_id it knows', async () => {
      const first = `${header}PM-1,Sarit agent,Nairobi City,Westlands,"Sarit Centre, ground floor",8am-8pm,0700000001\nPM-2,Nyali agent,mombasa,Nyali,"Links Rd, ""Nyali Centre""",,\n,Walk-in,ke-17,Kisumu,Oginga Odinga St,,\n`;
      expect((await upload(first).expect(200)).body).toEqual({ created: 3, updated: 0 });
      const again = `${header}PM-2,Nyali agent (moved),Mombasa,Bamburi,City Mall,9am-6pm,\nPM-4,Nakuru agent,KE-31,Nakuru,Kenyatta Ave,,\n`;
      expect((await upload(again).expect(200)).body).toEqual({ created: 1, updated: 1 });
      const points = await mtaaniPoints();
      expect(points.map((point: { external_id: string | null; name: string; county_code: string }) => [point.external_id, point.name, point.county_code])).toEqual([
        ['PM-1', 'Sarit agent', 'KE-30'],
        ['PM-2', 'Nyali agent (moved)', 'KE-28'],
        [null, 'Walk-in', 'KE-17'],
        ['PM-4', 'Nakuru agent', 'KE-31'],
      ]);
      expect(points[1]).toMatchObject({ town: 'Bamburi', address: 'City Mall', opening_hours: '9am-6pm' });
      expect(points[0].address).toBe('Sarit Centre, ground floor');
    });
  });
  describe('address book', () => {
    const as = (token: string) => ({
      list: async () => (await t.http.get('/api/addresses/').set(auth(token)).expect(200)).body as { id: number; town: string; is_default: boolean }[],
      add: (body: object) => t.http.post('/api/addresses/').set(auth(token)).send(body),
    });
    const home = { label: 'Home', county_code: 'KE-28', town: 'Nyali', line: 'Links Rd, Nyali Centre 3C', notes: 'Blue gate' };

    it('keeps each customer their own addresses with exactly one default', async () => {
      const wanjiku = await t.tokenFor('customer', 'wanjiku');
      const otieno = await t.tokenFor('customer', 'otieno');
      const mine = as(wanjiku);
      expect(await mine.list()).toEqual([]);
      const first = (await mine.add(home).expect(201)).body;
      expect(first).toEqual({ id: expect.any(Number), label: 'Home', county_code: 'KE-28', county_name: 'Mombasa', town: 'Nyali', line: 'Links Rd, Nyali Centre 3C', notes: 'Blue gate', is_default: true });
      const office = (await mine.add({ label: '', county_code: 'ke-30', town: 'Upper Hill', line: 'Britam Tower', notes: '', is_default: true }).expect(201)).body;
      expect(office).toMatchObject({ label: null, notes: null, county_name: 'Nairobi City', is_default: true });
      const third = (await mine.add({ county_code: 'KE-17', town: 'Milimani', line: 'Oginga Odinga St' }).expect(201)).body;
      expect(third.is_default).toBe(false);
      expect((await mine.list()).map((address) => [address.town, address.is_default])).toEqual([['Upper Hill', true], ['Milimani', false], ['Nyali', false]]);

      expect((await mine.add({ ...home, county_code: 'KE-99' }).expect(400)).body).toEqual({ county_code: ['Choose the county of this address from the list.'] });
      expect((await mine.add({ county_code: 'KE-30', line: 'x' }).expect(400)).body).toEqual({ town: ['Give the town or area.'] });
      expect((await t.http.post('/api/addresses/').set(auth(wanjiku)).set('Accept-Language', 'sw').send({ ...home, town: '  ' }).expect(400)).body).toEqual({ town: ['Weka mji au eneo.'] });
      await t.http.get('/api/addresses/').expect(401);

      // Another customer sees none of them and can touch none.
      expect(await as(otieno).list()).toEqual([]);
      for (const request of [t.http.get(`/api/addresses/${first.id}/`), t.http.put(`/api/addresses/${first.id}/`).send({ town: 'Mine now' }), t.http.delete(`/api/addresses/${first.id}/`)])
        expect((await request.set(auth(otieno)).expect(404)).body).toEqual({ detail: 'Address not found.' });

      expect((await t.http.put(`/api/addresses/${first.id}/`).set(auth(wanjiku)).send({ is_default: true, town: 'Bamburi' }).expect(200)).body).toMatchObject({ town: 'Bamburi', is_default: true, label: 'Home' });
      expect((await mine.list()).filter((address) => address.is_default).map((address) => address.id)).toEqual([first.id]);
      // Deleting the default makes the newest remaining one the default.
      await t.http.delete(`/api/addresses/${first.id}/`).set(auth(wanjiku)).expect(200);
      expect((await mine.list()).map((address) => [address.id, address.is_default])).toEqual([[third.id, true], [office.id, false]]);
    });

    it('keeps at most 20 addresses a customer', async () => {
      const kamau = as(await t.tokenFor('customer', 'kamau'));
      for (let index = 0; index < 20; index++) await kamau.add({ county_code: 'KE-30', town: `Area ${index}`, line: 'Street' }).expect(201);
      expect((await kamau.add(home).expect(400)).body).toEqual({ detail: 'You can save at most 20 addresses: delete one first.' });
      expect((await kamau.list()).filter((address) => address.is_default)).toHaveLength(1);
    });
  });

  it('keeps variant weights: per variant in the product form, for a whole product at once, shown to shoppers and flagged to staff when missing', async () => {
    const basics = await catalogBasics(t.http, staff);
    const product = await createProduct(t.http, staff, {
      name: 'Kikoi Wrap',
      category_id: basics.bags.id,
      variants: [
        { id: 'new-1', price: 1200, stock: 5, weight_grams: 350, attributes: [{ type: basics.color.id, value: basics.red.id }] },
        { id: 'new-2', price: 1200, stock: 5, attributes: [{ type: basics.color.id, value: basics.blue.id }] },
      ],
    });
    expect(product.variants.map((variant: { weight_grams: number | null }) => variant.weight_grams)).toEqual([350, null]);
    const staffRow = (await get('/api/products/', { filter: JSON.stringify({ q: 'kikoi' }) })).body[0];
    expect(staffRow.missing_weights).toBe(1);
    const shopperView = (await t.http.get(`/api/products/${product.id}/`).expect(200)).body;
    expect(shopperView.variants.map((variant: { weight_grams: number | null }) => variant.weight_grams)).toEqual([350, null]);
    expect(shopperView.missing_weights).toBeUndefined();

    const weights = (body: object) => t.http.post(`/api/products/${product.id}/weights/`).set(auth(staff)).send(body);
    for (const bad of [-1, 100_001, 1.5, 'heavy', undefined])
      expect((await weights({ weight_grams: bad }).expect(400)).body).toEqual({ weight_grams: ['Enter the weight in whole grams, from 0 to 100,000.'] });
    expect((await weights({ weight_grams: 800 }).expect(200)).body).toEqual({ updated: 2 });
    await t.http.post('/api/products/999999/weights/').set(auth(staff)).send({ weight_grams: 800 }).expect(404);
    await t.http.post(`/api/products/${product.id}/weights/`).set(auth(customer)).send({ weight_grams: 1 }).expect(403);
    const weighed = (await t.http.get(`/api/products/${product.id}/`).expect(200)).body;
    expect(weighed.variants.map((variant: { weight_grams: number }) => variant.weight_grams)).toEqual([800, 800]);
    expect((await get('/api/products/', { filter: JSON.stringify({ q: 'kikoi' }) })).body[0].missing_weights).toBe(0);

    // The JSON form keeps a saved variant's weight when it is left out and changes it when sent.
    const replaced = (
      await t.http
        .put(`/api/products/${product.id}/`)
        .set(auth(staff))
        .send({ name: 'Kikoi Wrap', category_id: basics.bags.id, variants: [{ id: product.variants[0].id, price: 1200 }, { id: product.variants[1].id, price: 1200, weight_grams: null }] })
        .expect(200)
    ).body;
    expect(replaced.variants.map((variant: { weight_grams: number | null }) => variant.weight_grams)).toEqual([800, null]);
  });

  it('adds orders and revenue by county to the sales analytics, largest revenue first', async () => {
    const before = (await get('/api/analytics/sales', { days: '7' })).body.by_county as { county: string | null; orders: number; revenue: number }[];
    expect(before).toEqual([{ county: null, county_name: 'Not given', orders: 3, revenue: 4500 }]);
    await insertOrder({ deliveryCounty: 'KE-28', totalPrice: 600_000 });
    await insertOrder({ deliveryCounty: 'KE-28', totalPrice: 400_000, status: 'shipped' });
    await insertOrder({ deliveryCounty: 'KE-30', totalPrice: 200_000 });
    await insertOrder({ deliveryCounty: 'KE-17', totalPrice: 999_900, status: 'pending' });
    expect((await get('/api/analytics/sales', { days: '7' })).body.by_county).toEqual([
      { county: 'KE-28', county_name: 'Mombasa', orders: 2, revenue: 10000 },
      { county: null, county_name: 'Not given', orders: 3, revenue: 4500 },
      { county: 'KE-30', county_name: 'Nairobi City', orders: 1, revenue: 2000 },
    ]);
  });
});
