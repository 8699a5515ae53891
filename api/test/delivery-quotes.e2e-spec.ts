import { DataSource } from 'typeorm';
import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';
import { checkoutBody, placeOrder, shopWithStock } from './orders-fixtures';

interface Option {
  code: string;
  fee: number;
  fee_discount: number;
  free_over: number | null;
  days_min: number;
  days_max: number;
  zone: string;
  needs_pickup_point: boolean;
  pickup_points: { id: number; name: string }[];
}
interface Rate {
  id: number;
  method_id: number;
  zone_id: number;
  base_fee: number;
  days_min: number | null;
  days_max: number | null;
  [field: string]: unknown;
}

/** Issue 30: delivery priced from the rates staff set, for quotes and at checkout, on the seeded example rates. */
describe('delivery quotes and checkout', () => {
  let t: TestApp;
  let staff: string;
  let red: number;
  let blue: number;

  const options = async (county: string, query: Record<string, string | number> = {}, token?: string) => {
    const request = t.http.get('/api/delivery/options/').query({ county, ...query });
    return (await (token ? request.set(auth(token)) : request).expect(200)).body as Option[];
  };
  const feeOf = async (county: string, code: string, grams: number, goods = 1000) => (await options(county, { weight_grams: grams, goods_total: goods })).find((option) => option.code === code)?.fee;
  const weigh = (variantId: number, grams: number) => t.app.get(DataSource).query(`UPDATE variants SET weight_grams = ${grams} WHERE id = ${variantId}`);
  const rateOf = async (method: string, zone: string): Promise<Rate> => {
    const list = async (path: string) => (await t.http.get(path).query({ range: '[0,99]' }).set(auth(staff)).expect(200)).body as { id: number; code?: string; name?: string }[];
    const methodId = (await list('/api/delivery/methods/')).find((m) => m.code === method)!.id;
    const zoneId = (await list('/api/delivery/zones/')).find((z) => z.name === zone)!.id;
    const rates = (await t.http.get('/api/delivery/rates/').query({ filter: JSON.stringify({ method_id: methodId, zone_id: zoneId }) }).set(auth(staff)).expect(200)).body as Rate[];
    return rates[0];
  };
  const putRate = async (rate: Rate) => {
    const { id, ...fields } = rate;
    return (await t.http.put(`/api/delivery/rates/${id}/`).set(auth(staff)).send(fields).expect(200)).body as Rate;
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    ({ red, blue } = await shopWithStock(t, staff, [500, 500]));
  });
  afterAll(() => t.close());

  it("reproduces the four fees the shop charged before for a light parcel, and the free-over boundary exactly", async () => {
    const nairobi = await options('KE-30', { weight_grams: 400, goods_total: 1000 });
    expect(nairobi.map((o) => [o.code, o.fee, o.free_over, o.zone])).toEqual([
      ['pickup', 0, null, 'Nairobi'],
      ['rider', 500, 3000, 'Nairobi'],
      ['mtaani', 150, 3000, 'Nairobi'],
    ]);
    expect(nairobi[0]).toMatchObject({ needs_pickup_point: true, pickup_points: [{ name: 'Kimathi Chambers counter' }] });
    expect((await options('KE-17', { weight_grams: 400, goods_total: 1000 })).map((o) => [o.code, o.fee, o.days_min, o.days_max])).toEqual([['courier', 400, 1, 3]]);
    expect(await feeOf('KE-30', 'rider', 400, 3000)).toBe(500);
    expect(await feeOf('KE-30', 'rider', 400, 3000.01)).toBe(0);
    expect(await feeOf('KE-30', 'mtaani', 400, 3000.01)).toBe(0);
    expect(await feeOf('KE-28', 'courier', 400, 100000)).toBe(400);
    // A visitor's quote is kept per language: the same address in Kiswahili names the methods in Kiswahili.
    const url = '/api/delivery/options/?county=KE-30&weight_grams=400&goods_total=1000';
    const named = async (language: string) => ((await t.http.get(url).set('Accept-Language', language).expect(200)).body as { name: string }[]).map((o) => o.name);
    expect(await named('en')).toEqual(['Pick up in store', 'Rider delivery (Nairobi)', 'Pickup Mtaani']);
    expect(await named('sw')).toEqual(['Kuchukua dukani', 'Boda (Nairobi)', 'Pickup Mtaani']);
    expect(await named('en')).toEqual(['Pick up in store', 'Rider delivery (Nairobi)', 'Pickup Mtaani']);
    expect((await t.http.get(url).set('Accept-Language', 'sw').expect(200)).headers.vary).toContain('Accept-Language');
  });

  it('prices 0.4 kg, 2 kg and 3.5 kg as the table says: the courier charges more as parcels get heavier', async () => {
    // Major towns: KSh 400 up to 2 kg, then KSh 100 a started kilogram; the rest of Kenya KSh 150.
    expect([await feeOf('KE-17', 'courier', 400), await feeOf('KE-17', 'courier', 2000), await feeOf('KE-17', 'courier', 3500)]).toEqual([400, 400, 600]);
    expect([await feeOf('KE-43', 'courier', 400), await feeOf('KE-43', 'courier', 2000), await feeOf('KE-43', 'courier', 3500)]).toEqual([400, 400, 700]);
    // Nairobi's rider covers 5 kg before the per-kg fee.
    expect([await feeOf('KE-30', 'rider', 3500), await feeOf('KE-30', 'rider', 5001)]).toEqual([500, 550]);
  });

  it("quotes the signed-in cart by its variants' weights and checkout charges the same, a free-delivery code taking it off", async () => {
    const shopper = await t.tokenFor('customer', 'heavy-basket-buyer');
    await weigh(red, 1200);
    await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: red, quantity: 3 }).expect(200);
    // 3.6 kg to Kisumu: KSh 400 + 2 started kilograms.
    expect((await options('KE-17', {}, shopper))[0]).toMatchObject({ code: 'courier', fee: 600, fee_discount: 0 });
    await t.http.post('/api/discount-codes/').set(auth(staff)).send({ code: 'SHIPHEAVY', type: 'free_delivery', value: 0 }).expect(201);
    await t.http.post('/api/cart/discount/').set(auth(shopper)).send({ code: 'SHIPHEAVY' }).expect(200);
    expect((await options('KE-17', {}, shopper))[0]).toMatchObject({ fee: 600, fee_discount: 600 });
    const order = (await t.http.post('/api/checkout/').set(auth(shopper)).send(checkoutBody({ delivery_method: 'courier', delivery_county: 'KE-17', delivery_town: 'Kisumu', delivery_address: 'Oginga Odinga St' })).expect(201)).body;
    expect(order).toMatchObject({ product_total: 3600, delivery_fee: 600, discount_amount: 600, total_price: 3600, delivery_weight_grams: 3600, delivery_zone: 'Major towns', delivery_county_name: 'Kisumu' });
    await weigh(red, 0);
    // Staff find it by its county.
    const listed = async (county: string) => ((await t.http.get('/api/orders/').query({ filter: JSON.stringify({ delivery_county: county }) }).set(auth(staff)).expect(200)).body as { id: number }[]).map((o) => o.id);
    expect(await listed('KE-17')).toEqual([order.id]);
    expect(await listed('KE-47')).toEqual([]);
    expect((await t.http.get('/api/orders/').query({ filter: JSON.stringify({ delivery_county: 'Kisumu' }) }).set(auth(staff)).expect(400)).body).toEqual({ filter: ['delivery_county must be a county code such as KE-30.'] });
  });

  it('refuses a county no method serves, naming it, for the quote and at checkout; an unknown county code too', async () => {
    const zones = (await t.http.get('/api/delivery/zones/').query({ range: '[0,99]' }).set(auth(staff)).expect(200)).body as { id: number; name: string; active: boolean; counties: string[] }[];
    const rest = zones.find((zone) => zone.name === 'Rest of Kenya')!;
    const { id, orders_count: _used, ...fields } = rest as typeof rest & { orders_count: number };
    await t.http.put(`/api/delivery/zones/${id}/`).set(auth(staff)).send({ ...fields, counties: rest.counties.filter((code) => code !== 'KE-43') }).expect(200);
    try {
      expect((await t.http.get('/api/delivery/options/').query({ county: 'KE-43' }).expect(404)).body).toEqual({ detail: 'We do not deliver to Turkana yet.' });
      expect((await t.http.get('/api/delivery/options/').query({ county: 'KE-43' }).set('Accept-Language', 'sw').expect(404)).body).toEqual({ detail: 'Samahani, bado hatusafirishi hadi Turkana.' });
      const shopper = await t.tokenFor('customer', 'turkana-shopper');
      await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
      const refused = await t.http.post('/api/checkout/').set(auth(shopper)).send(checkoutBody({ delivery_method: 'courier', delivery_county: 'KE-43', delivery_town: 'Lodwar' })).expect(400);
      expect(refused.body).toEqual({ delivery_method: ['Courier (outside Nairobi) is not offered in Turkana: choose another delivery method.'] });
      // In Kiswahili, the method by its Kiswahili name.
      const refusedSw = await t.http.post('/api/checkout/').set(auth(shopper)).set('Accept-Language', 'sw').send(checkoutBody({ delivery_method: 'courier', delivery_county: 'KE-43', delivery_town: 'Lodwar' })).expect(400);
      expect(refusedSw.body).toEqual({ delivery_method: ['Courier (nje ya Nairobi) haipatikani Turkana: chagua njia nyingine ya usafirishaji.'] });
      expect((await t.http.get('/api/cart/').set(auth(shopper)).expect(200)).body.items).toHaveLength(1);
    } finally {
      await t.http.put(`/api/delivery/zones/${id}/`).set(auth(staff)).send(fields).expect(200);
    }
    expect((await t.http.get('/api/delivery/options/').query({ county: 'KE-99' }).expect(400)).body).toEqual({ county: ['There is no county with code KE-99.'] });
    expect((await t.http.get('/api/delivery/options/').query({ county: 'Nairobi' }).expect(400)).body).toEqual({ county: ['Choose a county from the list (a code such as KE-30).'] });
    expect((await t.http.get('/api/delivery/options/').query({ county: 'KE-30', weight_grams: -1, goods_total: 10 }).expect(400)).body).toEqual({ weight_grams: ['The weight cannot be negative.'] });
  });

  it('asks which point when there are two, and refuses a closed one', async () => {
    const methods = (await t.http.get('/api/delivery/methods/').query({ range: '[0,99]' }).set(auth(staff)).expect(200)).body as { id: number; code: string }[];
    const point = { method_id: methods.find((m) => m.code === 'pickup')!.id, name: 'Westlands counter', county_code: 'KE-30', town: 'Westlands', address: 'Sarit Centre', opening_hours: 'Daily 10am-7pm', phone: '+254722000222', active: true, external_id: null };
    const created = (await t.http.post('/api/delivery/pickup-points/').set(auth(staff)).send(point).expect(201)).body as { id: number };
    const shopper = await t.tokenFor('customer', 'westlands-shopper');
    const pickup = (body: Record<string, unknown>) => t.http.post('/api/checkout/').set(auth(shopper)).send(checkoutBody({ delivery_method: 'pickup', delivery_address: null, ...body }));
    try {
      expect((await options('KE-30'))[0].pickup_points.map((p) => p.name)).toEqual(['Kimathi Chambers counter', 'Westlands counter']);
      await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: blue, quantity: 1 }).expect(200);
      expect((await pickup({}).expect(400)).body).toEqual({ pickup_point_id: ['Please choose where you will collect your order.'] });
      await t.http.put(`/api/delivery/pickup-points/${created.id}/`).set(auth(staff)).send({ ...point, active: false }).expect(200);
      expect((await pickup({ pickup_point_id: created.id }).expect(400)).body).toEqual({ pickup_point_id: ['Westlands counter is closed: choose another pickup point.'] });
      expect((await pickup({ pickup_point_id: created.id }).set('Accept-Language', 'sw').expect(400)).body).toEqual({ pickup_point_id: ['Westlands counter pamefungwa: chagua mahali pengine pa kuchukua.'] });
      // One point open again: it is the one, without asking.
      expect((await pickup({}).expect(201)).body).toMatchObject({ pickup_point: { name: 'Kimathi Chambers counter' }, delivery_fee: 0 });
    } finally {
      await t.http.put(`/api/delivery/pickup-points/${created.id}/`).set(auth(staff)).send({ ...point, active: false }).expect(200);
    }
  });

  it('a rate changed in the console changes the next quote and the next checkout, never an earlier order', async () => {
    const shopper = await t.tokenFor('customer', 'before-and-after');
    const before = await placeOrder(t, shopper, [[red, 1]]);
    expect(before).toMatchObject({ delivery_fee: 500, delivery_days_max: 1 });
    const rate = await rateOf('rider', 'Nairobi');
    await putRate({ ...rate, base_fee: 550, days_min: 0, days_max: 2 });
    try {
      expect(await feeOf('KE-30', 'rider', 400)).toBe(550);
      const after = await placeOrder(t, shopper, [[red, 1]]);
      expect(after).toMatchObject({ delivery_fee: 550, total_price: 1750, delivery_days_max: 2 });
      expect((await t.http.get(`/api/orders/${before.id}/`).set(auth(shopper)).expect(200)).body).toMatchObject({ delivery_fee: 500, total_price: 1700, delivery_days_max: 1, delivery_method_name: 'Rider delivery (Nairobi)' });
    } finally {
      await putRate(rate);
    }
  });

  it('a rate edited while 20 checkouts run: each order has the old fee and days or the new ones, never a mix, and adds up', async () => {
    const rate = await rateOf('mtaani', 'Nairobi');
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.tokenFor('customer', `mtaani-racer-${i}`)));
    for (const shopper of shoppers) await t.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: red, quantity: 1 }).expect(200);
    try {
      const [placed] = await Promise.all([
        Promise.all(shoppers.map((shopper) => t.http.post('/api/checkout/').set(auth(shopper)).send(checkoutBody({ delivery_method: 'mtaani' })).expect(201))),
        new Promise((resolve) => setTimeout(resolve, 30)).then(() => putRate({ ...rate, base_fee: 175, days_min: 2, days_max: 4 })),
      ]);
      const seen = placed.map(({ body }) => [body.delivery_fee, body.delivery_days_min, body.delivery_days_max]);
      for (const [fee, min, max] of seen) expect([[150, 1, 2], [175, 2, 4]]).toContainEqual([fee, min, max]);
      for (const { body } of placed) {
        expect(body.total_price).toBe(body.product_total + body.delivery_fee - body.discount_amount);
        expect((await t.http.get(`/api/orders/${body.id}/`).set(auth(staff)).expect(200)).body).toMatchObject({ delivery_fee: body.delivery_fee, total_price: body.total_price, delivery_days_max: body.delivery_days_max });
      }
    } finally {
      await putRate(rate);
    }
  });
});
