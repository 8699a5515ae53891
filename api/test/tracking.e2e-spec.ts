import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';
import { placeOrder, shopWithStock } from './orders-fixtures';

const NOT_FOUND = { detail: 'We could not find an order with that reference and contact.' };

describe('order tracking', () => {
  let t: TestApp;
  let staff: string;
  let alice: string;
  let red: number;

  const move = (id: number, body: Record<string, unknown>) => t.http.patch(`/api/orders/${id}/`).set(auth(staff)).send(body);
  const track = (reference: string, contact: string) => t.http.get('/api/track/').query({ reference, contact });

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    alice = await t.tokenFor('customer', 'alice');
    ({ red } = await shopWithStock(t, staff, [20, 20]));
  });

  afterAll(() => t.close());

  it('asks for the tracking id when a delivered order ships, and keeps it (a rider phone as +2547…)', async () => {
    const order = await placeOrder(t, alice, [[red, 1]]);
    expect(order.tracking_id).toBeNull();
    // Only the move to shipped takes one.
    expect((await move(order.id, { status: 'paid', tracking_id: 'G4S-1' }).expect(400)).body).toEqual({
      tracking_id: ['A tracking id is given only when the order is marked shipped.'],
    });
    await move(order.id, { status: 'paid' }).expect(200);

    for (const missing of [{}, { tracking_id: '   ' }])
      expect((await move(order.id, { status: 'shipped', ...missing }).expect(400)).body).toEqual({
        tracking_id: ["Give the courier's tracking number or the rider's phone."],
      });
    await move(order.id, { status: 'shipped', tracking_id: null }).expect(400);
    await move(order.id, { status: 'shipped', tracking_id: 'x'.repeat(101) }).expect(400);
    // Still paid: a refused move changes nothing.
    expect((await t.http.get(`/api/orders/${order.id}/`).set(auth(alice)).expect(200)).body).toMatchObject({ status: 'paid', tracking_id: null });

    const shipped = (await move(order.id, { status: 'shipped', tracking_id: ' 0722 000 111 ' }).expect(200)).body;
    expect(shipped).toMatchObject({ status: 'shipped', tracking_id: '+254722000111' });
    expect(shipped.payment).toBeNull();
    expect((await t.http.get(`/api/orders/${order.id}/`).set(auth(alice)).expect(200)).body.tracking_id).toBe('+254722000111');
    expect((await t.http.get('/api/orders/').set(auth(alice)).expect(200)).body[0].tracking_id).toBe('+254722000111');
    // Completing keeps it.
    expect((await move(order.id, { status: 'completed' }).expect(200)).body.tracking_id).toBe('+254722000111');
  });

  // A pickup order is never shipped: pickup-orders.e2e-spec.ts.
  it('keeps a courier waybill as typed', async () => {
    const courier = await placeOrder(t, alice, [[red, 1]], { delivery_method: 'courier', delivery_county: 'KE-31', delivery_town: 'Nakuru', delivery_address: 'Kenyatta Ave' });
    await move(courier.id, { status: 'paid' }).expect(200);
    expect((await move(courier.id, { status: 'shipped', tracking_id: ' G4S-88120045 ' }).expect(200)).body.tracking_id).toBe('G4S-88120045');
  });

  it('shows the order by its reference and its phone or e-mail, in any spelling, and nothing else of it', async () => {
    const order = await placeOrder(t, alice, [[red, 2]], { client_phone: '0712 345 678', client_email: 'Wanjiku@Example.com' });
    await move(order.id, { status: 'paid', note: 'Paid cash at the shop' }).expect(200);
    await move(order.id, { status: 'shipped', tracking_id: '0733 123 456' }).expect(200);

    for (const contact of ['0712 345 678', '712345678', '254712345678', '+254 712 345 678', 'wanjiku@example.COM']) {
      const res = await track(order.reference, contact).expect(200);
      expect(res.body).toEqual({
        reference: order.reference,
        status: 'shipped',
        delivery_method: 'rider',
        // Where it goes and how soon, as priced; never the street, the notes or who it is for.
        delivery_method_name: 'Rider delivery (Nairobi)',
        delivery_kind: 'door',
        delivery_county: 'KE-30',
        delivery_county_name: 'Nairobi City',
        delivery_town: 'Kilimani',
        delivery_days_min: 0,
        delivery_days_max: 1,
        pickup_point: null,
        tracking_id: '+254733123456',
        placed_at: order.created_at,
        timeline: [
          { status: 'pending', at: expect.any(String) },
          { status: 'paid', at: expect.any(String) },
          { status: 'shipped', at: expect.any(String) },
        ],
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The reference in small letters, as a shopper may type it.
    await track(order.reference.toLowerCase(), '0712345678').expect(200);
    // No login needed, and a login changes nothing.
    await t.http.get('/api/track/').set(auth(alice)).query({ reference: order.reference, contact: '0712345678' }).expect(200);
  });

  it('answers one and the same 404 for a wrong contact, an unknown reference and a garbled one', async () => {
    const order = await placeOrder(t, alice, [[red, 1]], { client_phone: '0712 345 678', client_email: 'wanjiku@example.com' });
    const answers = await Promise.all([
      track(order.reference, '0712 345 679'),
      track(order.reference, 'someone@example.com'),
      track(order.reference, 'wanjiku@example'),
      track('KC-999999', '0712 345 678'),
      track('KC-000000', 'wanjiku@example.com'),
      track('not a reference', '0712 345 678'),
      track(order.reference, ''),
    ]);
    const shape = (res: (typeof answers)[number]) => {
      // What differs between any two answers: the time, the request's id and the look-ups left.
      const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining-track': _left, ...headers } = res.headers;
      return { status: res.status, body: res.body, headers };
    };
    expect(answers[0].status).toBe(404);
    expect(answers[0].body).toEqual(NOT_FOUND);
    for (const res of answers) expect(shape(res)).toEqual(shape(answers[0]));
  });

  it('gives each order a random reference, so one order known tells nothing of the next', async () => {
    const contact = { client_phone: '0733 222 111', client_email: 'otieno@example.com' };
    const first = await placeOrder(t, alice, [[red, 1]], contact);
    const second = await placeOrder(t, alice, [[red, 1]], contact);
    expect(second.id).toBe(first.id + 1);
    for (const order of [first, second]) expect(order.reference).toMatch(/^KC-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(second.reference).not.toBe(first.reference);
    // Walking the ids as the old references did finds nothing; the real one works, typed in any case.
    for (const guess of [`KC-${String(second.id).padStart(6, '0')}`, `KC-${String(second.id).padStart(8, '0')}`]) await track(guess, '0733222111').expect(404);
    expect((await track(second.reference.toLowerCase(), '0733222111').expect(200)).body.reference).toBe(second.reference);
  });

  it('answers field errors for a missing or odd query', async () => {
    expect((await t.http.get('/api/track/').query({ reference: 'KC-000001' }).expect(400)).body).toEqual({ contact: expect.arrayContaining(['This field is required.']) });
    expect((await t.http.get('/api/track/').query({ reference: 'KC-000001', contact: 'x'.repeat(255) }).expect(400)).body).toEqual({ contact: ['Use at most 254 characters.'] });
    await t.http.get('/api/track/').expect(400);
    await t.http.get('/api/track/?reference=KC-000001&contact=a&contact=b').expect(400);
    await t.http.get('/api/track/').query({ reference: 'KC-000001', contact: '0712345678', extra: 1 }).expect(400);
  });
});

describe('order tracking rate limit (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRACK_THROTTLE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('slows one address looking orders up, without touching logins or forms', async () => {
    for (let i = 0; i < 3; i++) await t.http.get('/api/track/').query({ reference: `KC-00000${i + 1}`, contact: '0712345678' }).expect(404);
    const refused = await t.http.get('/api/track/').query({ reference: 'KC-000004', contact: '0712345678' }).expect(429);
    expect(refused.body).toEqual({ detail: 'Too many tries. Please wait a minute and try again.' });
    await t.http.post('/api/auth/login/').send({ username: 'admin', password: 'admin12345' }).expect(200);
    await t.http.post('/api/newsletter/').send({ email: `fresh-${Date.now()}@example.com` }).expect(201);
  });
});
