/**
 * 500s the fuzz suite found outside input hardening's classes, answered as field errors now:
 * an e-mail with a lone UTF-16 surrogate (validator's isEmail threw a URIError), and a cart line
 * whose variant_id went unchecked because `variant` was also given (reached SQL as an array), and
 * a Pesapal notification whose tracking id held a lone surrogate (its job id could not be encoded:
 * 503, so Pesapal would resend it forever), and fractional ids in product and inventory filters
 * and the staff order list's customer filter (PostgreSQL refused them in the query).
 */
import { TestApp, startTestApp } from './harness';

describe('requests the fuzzer found answering 500', () => {
  let t: TestApp;
  let customer: string;
  const auth = (token: string) => ({ Authorization: `Token ${token}` });
  // JSON with a lone surrogate escape, as a client may send it; JSON.stringify would write the same.
  const loneSurrogate = '\ud800wanjiku@example.com';

  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.tokenFor('customer');
  });
  afterAll(() => t.close());

  it('refuses an e-mail address with a lone surrogate on every form', async () => {
    const register = await t.http.post('/api/auth/register/').send({ username: 'wanjiku', email: loneSurrogate, password: 'Kiondo-basket-4821!' }).expect(400);
    expect(register.body).toEqual({ email: ['Enter a valid email address.'] });
    const profile = await t.http.put('/api/auth/update-profile/').set(auth(customer)).send({ email: loneSurrogate }).expect(400);
    expect(profile.body).toEqual({ email: ['Enter a valid email address.'] });
    const checkout = await t.http.post('/api/checkout/').set(auth(customer)).send({ client_email: loneSurrogate, client_phone: '0712345678', delivery_method: 'pickup', delivery_county: 'KE-30' }).expect(400);
    expect(checkout.body).toEqual({ client_email: ['Enter a valid e-mail address.'] });
    const contact = await t.http.post('/api/contact-messages/').send({ name: 'Wanjiku', email: loneSurrogate, subject: 'general', message: 'Hello' }).expect(400);
    expect(contact.body).toEqual({ email: ['Enter a valid email address.'] });
    const newsletter = await t.http.post('/api/newsletter/').send({ email: loneSurrogate }).expect(400);
    expect(newsletter.body).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('checks variant_id even when the older `variant` field is given beside it', async () => {
    for (const variant_id of [[], {}, 'abc', [1, 2]]) {
      const add = await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id, variant: 1, quantity: 1 }).expect(400);
      expect(add.body).toEqual({ variant_id: expect.arrayContaining(['Give a variant id.']) });
    }
    const merge = await t.http.post('/api/cart/merge/').set(auth(customer)).send({ items: [{ variant_id: [], variant: 1, quantity: 1 }] }).expect(400);
    expect(merge.body).toEqual({ 'items.0.variant_id': expect.arrayContaining(['Give a variant id.']) });
    const nullVariant = await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant: null, quantity: 1 }).expect(400);
    expect(nullVariant.body).toEqual({ variant: ['This field may not be null.'], variant_id: expect.arrayContaining(['Give a variant id.']) });
  });

  it('takes a Pesapal notification whose tracking id holds a lone surrogate, or is cut inside an emoji', async () => {
    for (const trackingId of ['\ud800fuzz', `${'t'.repeat(99)}🇰🇪`]) {
      const res = await t.http.post('/api/payments/pesapal/ipn/').send({ OrderTrackingId: trackingId, OrderMerchantReference: 'KC-000001' }).expect(200);
      expect(res.body).toMatchObject({ orderMerchantReference: 'KC-000001', status: 200 });
      expect(res.body.orderTrackingId).toContain('\ufffd');
    }
  });

  it('refuses fractional ids in product and inventory filters', async () => {
    const staff = await t.tokenFor('staff');
    const list = (route: string, filter: object) => t.http.get(route).set(auth(staff)).query({ filter: JSON.stringify(filter) }).expect(400);
    expect((await list('/api/products/', { category: 1.5 })).body).toEqual({ 'filter.category': ['Give a category id or name.'] });
    expect((await list('/api/products/stats/', { attribute_values: [2, 0.25] })).body).toEqual({ 'filter.attribute_values': ['Give attribute value ids.'] });
    expect((await list('/api/products/', { id: 382.5 })).body).toEqual({ 'filter.id': ['Give product ids.'] });
    expect((await list('/api/inventory/dashboard/', { category: 4436691.175 })).body).toEqual({ 'filter.category': ['Give a category id or name.'] });
  });

  it('lists no attribute values for an empty list of types (PostgreSQL refuses an empty IN ())', async () => {
    const res = await t.http.get('/api/attributes/').query({ filter: JSON.stringify({ type: [] }) }).expect(200);
    expect(res.body).toEqual([]);
  });

  it('refuses a fractional customer id in the staff order list, naming the filter', async () => {
    const staff = await t.tokenFor('staff');
    const res = await t.http.get('/api/orders/').set(auth(staff)).query({ filter: JSON.stringify({ user_id: 1.5 }) }).expect(400);
    expect(Object.keys(res.body)).toEqual(['filter.user_id']);
  });
});
