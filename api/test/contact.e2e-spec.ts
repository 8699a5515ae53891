import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

describe('contact messages and newsletter', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;

  const message = {
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.com',
    phone: '0712345678',
    subject: 'wholesale',
    message: 'Can you quote 40 Kiondo baskets for our shop in Nakuru?',
  };
  const list = (path: string, query: Record<string, unknown>, token = staff) =>
    t.http
      .get(path)
      .set(auth(token))
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])));

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
  });

  afterAll(() => t.close());

  describe('contact messages', () => {
    it('stores a message from anyone, phone optional', async () => {
      const res = await t.http.post('/api/contact-messages/').send(message).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), ...message, created_at: expect.any(String) });

      const { phone: _phone, ...withoutPhone } = message;
      const second = await t.http.post('/api/contact-messages/').send({ ...withoutPhone, subject: 'order', name: '  Otieno  ', message: 'Where is my order KC-000012?' }).expect(201);
      expect(second.body).toMatchObject({ name: 'Otieno', phone: '', subject: 'order' });
      // The storefront sends an empty phone when none was typed.
      await t.http.post('/api/contact-messages/').set(auth(customer)).send({ ...message, phone: '', subject: 'feedback', message: 'Lovely scarf!' }).expect(201);
    });

    it('answers field errors for a bad message', async () => {
      const res = await t.http.post('/api/contact-messages/').send({ name: ' ', email: 'not-an-email', subject: 'spam', message: '' }).expect(400);
      expect(res.body).toEqual({
        name: ['This field is required.'],
        email: ['Enter a valid email address.'],
        subject: ['Choose one of: general, order, product, wholesale, partnership, feedback.'],
        message: ['This field is required.'],
      });
      expect((await t.http.post('/api/contact-messages/').send({ ...message, phone: 'call me maybe' }).expect(400)).body).toEqual({
        phone: ['Enter a valid phone number.'],
      });
      expect((await t.http.post('/api/contact-messages/').send({ ...message, extra: 1 }).expect(400)).body).toHaveProperty('extra');
    });

    it('lets only staff list, read and delete messages', async () => {
      await t.http.get('/api/contact-messages/').expect(401);
      await t.http.get('/api/contact-messages/').set(auth(customer)).expect(403);
      await t.http.get('/api/contact-messages/1/').set(auth(customer)).expect(403);
      await t.http.delete('/api/contact-messages/1/').set(auth(customer)).expect(403);

      const all = await list('/api/contact-messages/', {}).expect(200);
      expect(all.headers['content-range']).toBe('items 0-2/3');
      // Newest first by default.
      expect(all.body.map((row: { subject: string }) => row.subject)).toEqual(['feedback', 'order', 'wholesale']);

      const found = await list('/api/contact-messages/', { filter: { q: 'NAKURU' }, sort: ['id', 'ASC'], range: [0, 9] }).expect(200);
      expect(found.body.map((row: { subject: string }) => row.subject)).toEqual(['wholesale']);
      const bySubject = await list('/api/contact-messages/', { filter: { subject: ['order', 'feedback'] }, sort: ['id', 'ASC'] }).expect(200);
      expect(bySubject.body.map((row: { subject: string }) => row.subject)).toEqual(['order', 'feedback']);
      const page = await list('/api/contact-messages/', { sort: ['name', 'ASC'], range: [1, 1] }).expect(200);
      expect(page.headers['content-range']).toBe('items 1-1/3');
      await list('/api/contact-messages/', { sort: ['message', 'ASC'] }).expect(400);

      const id = found.body[0].id;
      expect((await t.http.get(`/api/contact-messages/${id}/`).set(auth(staff)).expect(200)).body).toMatchObject(message);
      await t.http.delete(`/api/contact-messages/${id}/`).set(auth(staff)).expect(200);
      expect((await t.http.get(`/api/contact-messages/${id}/`).set(auth(staff)).expect(404)).body).toEqual({ detail: 'Message not found.' });
    });
  });

  describe('newsletter', () => {
    it('subscribes an address once, comparing case-insensitively', async () => {
      expect((await t.http.post('/api/newsletter/').send({ email: 'Amani@Example.com ' }).expect(201)).body).toEqual({
        detail: 'Thanks for subscribing! Look out for our next newsletter.',
      });
      expect((await t.http.post('/api/newsletter/').send({ email: 'amani@example.COM' }).expect(409)).body).toEqual({
        detail: 'This email is already subscribed.',
      });
      await t.http.post('/api/newsletter/').set(auth(customer)).send({ email: 'baraka@example.com' }).expect(201);
    });

    it('lets one of two simultaneous subscriptions of an address in', async () => {
      const results = await Promise.all([0, 1, 2].map(() => t.http.post('/api/newsletter/').send({ email: 'chege@example.com' })));
      expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    });

    it('refuses a bad address as a field error', async () => {
      expect((await t.http.post('/api/newsletter/').send({ email: 'nope' }).expect(400)).body).toEqual({ email: ['Enter a valid email address.'] });
      expect((await t.http.post('/api/newsletter/').send({}).expect(400)).body).toHaveProperty('email');
    });

    it('lets only staff list and remove subscribers', async () => {
      await t.http.get('/api/newsletter/').expect(401);
      await t.http.get('/api/newsletter/').set(auth(customer)).expect(403);
      const res = await list('/api/newsletter/', { sort: ['email', 'ASC'] }).expect(200);
      expect(res.headers['content-range']).toBe('items 0-2/3');
      expect(res.body.map((row: { email: string }) => row.email)).toEqual(['amani@example.com', 'baraka@example.com', 'chege@example.com']);
      const found = await list('/api/newsletter/', { filter: { q: 'BARAKA' } }).expect(200);
      expect(found.body).toEqual([{ id: expect.any(Number), email: 'baraka@example.com', created_at: expect.any(String) }]);

      await t.http.delete(`/api/newsletter/${found.body[0].id}/`).set(auth(customer)).expect(403);
      await t.http.delete(`/api/newsletter/${found.body[0].id}/`).set(auth(staff)).expect(200);
      await t.http.delete(`/api/newsletter/${found.body[0].id}/`).set(auth(staff)).expect(404);
      // Removed addresses may subscribe again.
      await t.http.post('/api/newsletter/').send({ email: 'baraka@example.com' }).expect(201);
    });
  });
});

describe('public form rate limit (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FORM_THROTTLE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('slows one address posting forms, without touching logins', async () => {
    const message = { name: 'Spam Bot', email: 'bot@example.com', subject: 'general', message: 'Buy cheap followers' };
    await t.http.post('/api/contact-messages/').send(message).expect(201);
    await t.http.post('/api/contact-messages/').send(message).expect(201);
    const refused = await t.http.post('/api/contact-messages/').send(message).expect(429);
    expect(refused.body.detail).toMatch(/Too many requests from your address/);
    await t.http.post('/api/newsletter/').send({ email: `fresh-${Date.now()}@example.com` }).expect(201);
    await t.http.post('/api/auth/login/').send({ username: 'admin', password: 'admin12345' }).expect(200);
  });
});
