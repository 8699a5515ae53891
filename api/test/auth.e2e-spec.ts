import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { Notification } from '../src/notifications/notification.entities';
import { JobQueue } from '../src/queue/job-queue';
import { SIGNED_UP } from '../src/auth/auth.controller';
import { ADMIN, eventually, startTestApp, TestApp } from './harness';

describe('auth (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) => t.http.post('/api/auth/register/').send(body);

  describe('register', () => {
    it('creates a customer, answering only that the sign-up is done', async () => {
      const res = await register({ username: 'amina', email: 'Amina@Example.com', first_name: 'Amina', last_name: 'Otieno', password: 'kikoy-2024' }).expect(201);
      expect(res.body).toEqual({ detail: SIGNED_UP });
      const login = await t.http.post('/api/auth/login/').send({ username: 'amina', password: 'kikoy-2024' }).expect(200);
      expect(login.body.user).toMatchObject({ username: 'amina', email: 'amina@example.com', full_name: 'Amina Otieno', role: 'customer', phone: '', profile_image: null });
    });

    it('answers field errors for missing and malformed fields', async () => {
      const res = await register({ email: 'not-an-email', password: 'short' }).expect(400);
      expect(res.body.username).toEqual(expect.arrayContaining(['This field is required.']));
      expect(res.body.email).toEqual(['Enter a valid email address.']);
      expect(res.body.password[0]).toMatch(/too short/);
    });

    it('refuses a password that is easy to guess, saying why under the password field', async () => {
      const refused = async (password: string) => (await register({ username: 'baraka', email: 'baraka.otieno@example.com', last_name: 'Otieno', password }).expect(400)).body;
      expect(await refused('12345678')).toEqual({ password: ['This is a heavily used password. Add more words that are less common.'] });
      expect((await refused('password')).password[0]).toMatch(/used password/);
      expect((await refused('KenyanCrafts2024')).password[0]).toMatch(/personal or page related data/);
      for (const personal of ['baraka.otieno@example.com', 'Baraka2024', 'Otieno1234']) {
        expect((await refused(personal)).password[0]).toMatch(/personal or page related data/);
      }
      await register({ username: 'baraka', email: 'baraka.otieno@example.com', last_name: 'Otieno', password: 'Mkeka-wa-Mvita-88' }).expect(201);
    });

    it('refuses a taken username whatever the case, and says nothing of the e-mail', async () => {
      const res = await register({ username: 'AMINA', email: 'amina@example.com', password: 'Mkeka-wa-Mvita-88' }).expect(400);
      expect(res.body).toEqual({ username: ['A user with that username already exists.'] });
    });

    it("answers a taken e-mail as a new one, makes no account, and tells the e-mail's owner", async () => {
      const fresh = await register({ username: 'zawadi', email: 'zawadi@example.com', password: 'Mkeka-wa-Mvita-88' }).expect(201);
      const taken = await register({ username: 'impostor', email: 'AMINA@example.com', password: 'Mkeka-wa-Mvita-88' }).expect(201);
      const shape = (res: typeof fresh) => {
        const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
        return { status: res.status, body: res.body, headers };
      };
      expect(shape(taken)).toEqual(shape(fresh));
      await t.http.post('/api/auth/login/').send({ username: 'impostor', password: 'Mkeka-wa-Mvita-88' }).expect(401);
      await t.http.post('/api/auth/login/').send({ username: 'amina', password: 'kikoy-2024' }).expect(200);
      const told = await t.app.get(DataSource).getRepository(Notification).findBy({ event: 'account_exists' });
      expect(told).toEqual([expect.objectContaining({ template: 'account_exists.email', recipient: 'amina@example.com', channel: 'email' })]);
      expect(told[0].body).toContain('Your username is amina.');
      // Tried again the same day: still one message, so sign-ups cannot flood the owner's inbox.
      await register({ username: 'impostor2', email: 'amina@example.com', password: 'Mkeka-wa-Mvita-88' }).expect(201);
      expect(await t.app.get(DataSource).getRepository(Notification).countBy({ event: 'account_exists' })).toBe(1);
    });

    it('rejects unknown fields such as a self-chosen role', async () => {
      const res = await register({ username: 'sneaky', email: 'sneaky@example.com', password: 'sneaky-pass', role: 'admin' }).expect(400);
      expect(res.body.role).toBeDefined();
    });
  });

  describe('login and tokens', () => {
    it('answers token and user', async () => {
      const res = await t.http.post('/api/auth/login/').send({ username: 'amina', password: 'kikoy-2024' }).expect(200);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toMatchObject({ username: 'amina', role: 'customer' });
    });

    it("takes the account's e-mail, in any case, instead of the username; a wrong password is answered alike", async () => {
      const res = await t.http.post('/api/auth/login/').send({ username: ' AMINA@example.com', password: 'kikoy-2024' }).expect(200);
      expect(res.body.user).toMatchObject({ username: 'amina', email: 'amina@example.com' });
      const wrong = await t.http.post('/api/auth/login/').send({ username: 'amina@example.com', password: 'wrong-pass' }).expect(401);
      expect(wrong.body).toEqual({ detail: 'Invalid username or password.' });
    });

    it('refuses a wrong password with a detail', async () => {
      const res = await t.http.post('/api/auth/login/').send({ username: 'amina', password: 'wrong-pass' }).expect(401);
      expect(res.body).toEqual({ detail: 'Invalid username or password.' });
    });

    it('does the same work for an unknown username as for a known one, so timing does not reveal accounts', async () => {
      const timed = async (username: string) => {
        const started = process.hrtime.bigint();
        await t.http.post('/api/auth/login/').send({ username, password: 'wrong-pass' }).expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a busy moment on the machine slows both kinds alike.
      for (let i = 0; i < 7; i++) {
        known.push(await timed('amina'));
        unknown.push(await timed(`nobody-${i}`));
      }
      // Without the comparison an unknown username answered in a twentieth of the time.
      expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known));
    });

    it('answers field errors for a blank login', async () => {
      const res = await t.http.post('/api/auth/login/').send({ username: '  ' }).expect(400);
      expect(Object.keys(res.body).sort()).toEqual(['password', 'username']);
    });

    it('accepts both the Token and the Bearer scheme', async () => {
      const token = await t.tokenFor('customer', 'schemes');
      await t.http.get('/api/auth/current-user/').set('Authorization', `Token ${token}`).expect(200);
      await t.http.get('/api/auth/current-user/').set('Authorization', `Bearer ${token}`).expect(200);
      await t.http.get('/api/auth/current-user').set('Authorization', `Token ${token}`).expect(200);
    });

    it('refuses an anonymous caller and a forged token with 401', async () => {
      const anonymous = await t.http.get('/api/auth/current-user/').expect(401);
      expect(anonymous.body.detail).toBeDefined();
      await t.http.get('/api/auth/profile/').set('Authorization', 'Token not.a.jwt').expect(401);
    });

    it('revokes the token on logout', async () => {
      const token = await t.tokenFor('customer', 'leaver');
      await t.http.post('/api/auth/logout/').set('Authorization', `Token ${token}`).expect(200, { detail: 'Successfully logged out.' });
      await t.http.get('/api/auth/current-user/').set('Authorization', `Token ${token}`).expect(401);
      await t.http.post('/api/auth/logout/').set('Authorization', `Token ${token}`).expect(401);
    });
  });

  describe('password change', () => {
    const change = (token: string | null, body: Record<string, unknown>) => {
      const call = t.http.post('/api/auth/change-password/').send(body);
      return token ? call.set('Authorization', `Token ${token}`) : call;
    };

    it('needs the current password, refuses an easy new one with the reason, and then logs in with the new one only', async () => {
      const token = await t.tokenFor('customer', 'changer');
      await change(null, { current_password: 'secret-pass-123', password: 'Mkeka-wa-Mvita-88' }).expect(401);
      const wrong = await change(token, { current_password: 'not-my-password', password: 'Mkeka-wa-Mvita-88' }).expect(400);
      expect(wrong.body).toEqual({ current_password: ['Your current password is not correct.'] });
      const common = await change(token, { current_password: 'secret-pass-123', password: 'password' }).expect(400);
      expect(common.body).toEqual({ password: ['This is a heavily used password. Add more words that are less common.'] });
      // Built from the account's own username and e-mail: only the service knows them.
      const personal = await change(token, { current_password: 'secret-pass-123', password: 'changer@example.com' }).expect(400);
      expect(personal.body.password[0]).toMatch(/personal or page related data/);
      await t.http.post('/api/auth/login/').send({ username: 'changer', password: 'secret-pass-123' }).expect(200);

      // A second session of the same account, say on a stolen phone.
      const other = (await t.http.post('/api/auth/login/').send({ username: 'changer', password: 'secret-pass-123' }).expect(200)).body.token as string;
      const changed = await change(token, { current_password: 'secret-pass-123', password: 'Mkeka-wa-Mvita-88' }).expect(200);
      expect(changed.body).toEqual({ detail: 'Your password has been changed.', token: expect.any(String) });
      await t.http.post('/api/auth/login/').send({ username: 'changer', password: 'secret-pass-123' }).expect(401);
      await t.http.post('/api/auth/login/').send({ username: 'changer', password: 'Mkeka-wa-Mvita-88' }).expect(200);

      // Every session from before the change has ended; the one that made it goes on with the token it was answered.
      for (const old of [token, other]) {
        const refused = await t.http.get('/api/auth/current-user/').set('Authorization', `Token ${old}`).expect(401);
        expect(refused.body).toEqual({ detail: 'Your password was changed. Please log in again.' });
      }
      await t.http.get('/api/auth/current-user/').set('Authorization', `Token ${changed.body.token}`).expect(200);
      const fresh = (await t.http.post('/api/auth/login/').send({ username: 'changer', password: 'Mkeka-wa-Mvita-88' }).expect(200)).body.token as string;
      await t.http.get('/api/cart/').set('Authorization', `Token ${fresh}`).expect(200);
    });
  });

  describe('roles', () => {
    it('refuses a customer on a staff route (403) and admits staff', async () => {
      const customer = await t.tokenFor('customer', 'shopper');
      await t.http.get('/api/users/').set('Authorization', `Token ${customer}`).expect(403);
      await t.http.get('/api/users/').expect(401);
      const staff = await t.tokenFor('staff', 'clerk');
      const res = await t.http.get('/api/users/?range=[0,1]&sort=["username","ASC"]').set('Authorization', `Token ${staff}`).expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    });

    it('answers a field error, not a 500, for a malformed list query', async () => {
      const staff = await t.tokenFor('staff', 'clerk');
      const res = await t.http.get('/api/users/?sort=[bad').set('Authorization', `Token ${staff}`).expect(400);
      expect(res.body.sort).toBeDefined();
    });

    it('seeded the staff account', async () => {
      const res = await t.http.post('/api/auth/login/').send(ADMIN).expect(200);
      expect(res.body.user.role).toBe('admin');
    });
  });

  describe('profile', () => {
    let token: string;
    beforeAll(async () => {
      token = await t.tokenFor('customer', 'profiled');
    });

    it('reads the profile', async () => {
      const res = await t.http.get('/api/auth/profile/').set('Authorization', `Token ${token}`).expect(200);
      expect(res.body).toMatchObject({ username: 'profiled', email: 'profiled@example.com', address: '' });
    });

    it('updates it with JSON (PUT update-profile)', async () => {
      const res = await t.http
        .put('/api/auth/update-profile/')
        .set('Authorization', `Token ${token}`)
        .send({ username: 'profiled', email: 'new@example.com', first_name: 'Njeri', last_name: 'Kamau' })
        .expect(200);
      expect(res.body).toMatchObject({ email: 'new@example.com', full_name: 'Njeri Kamau' });
    });

    it('refuses an e-mail that belongs to someone else', async () => {
      const res = await t.http.put('/api/auth/update-profile/').set('Authorization', `Token ${token}`).send({ email: 'amina@example.com' }).expect(400);
      expect(res.body.email).toEqual(['A user with that email already exists.']);
    });

    it('updates fields and the image with multipart (PATCH profile/update) and cuts the avatar in a job', async () => {
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c0392b' } }).png().toBuffer();
      const res = await t.http
        .patch('/api/auth/profile/update/')
        .set('Authorization', `Token ${token}`)
        .field('phone', '0712 345 678')
        .field('address', 'Moi Avenue, Nairobi')
        .attach('profile_image', png, { filename: 'me.png', contentType: 'image/png' })
        .expect(200);
      expect(res.body).toMatchObject({ phone: '0712 345 678', address: 'Moi Avenue, Nairobi' });
      expect(res.body.profile_image).toMatch(/^\/media\/profiles\/\w+\.webp$/);
      const original = res.body.profile_image as string;
      await t.http.get(original).expect(200);

      let avatar = original;
      await eventually(async () => {
        avatar = (await t.http.get('/api/auth/profile/').set('Authorization', `Token ${token}`)).body.profile_image;
        return avatar !== original;
      });
      const image = await t.http.get(avatar).expect(200).buffer(true);
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      // Clients that got the full-size URL from the upload keep a working image; it is removed later by a job.
      await t.http.get(original).expect(200);
      expect(await t.app.get(JobQueue).pending('media')).toBeGreaterThanOrEqual(1);
    });

    it('refuses a non-image whatever its name says, and changes nothing', async () => {
      const res = await t.http
        .patch('/api/auth/profile/update/')
        .set('Authorization', `Token ${token}`)
        .field('address', 'Should not be saved')
        .attach('profile_image', Buffer.from('<?php echo "hi"; ?>'), { filename: 'avatar.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body.profile_image[0]).toMatch(/valid image/);
      const profile = await t.http.get('/api/auth/profile/').set('Authorization', `Token ${token}`).expect(200);
      expect(profile.body.address).toBe('Moi Avenue, Nairobi');
    });

    it('refuses an oversized upload with a clear error', async () => {
      const res = await t.http
        .patch('/api/auth/profile/update/')
        .set('Authorization', `Token ${token}`)
        .attach('profile_image', Buffer.alloc(6 * 1024 * 1024, 1), { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(res.body.detail).toMatch(/too large.*5 MB/);
    });
  });

  it('serves Swagger UI and the health report', async () => {
    await t.http.get('/api/docs').expect(200);
    const health = await t.http.get('/api/health/').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
    await t.http.get('/api/health/live/').expect(200, { status: 'ok', info: {}, error: {}, details: {} });
  });
});

describe('login rate limits (e2e)', () => {
  const attempt = (t: TestApp, username: string, clientAddress: string) =>
    t.http.post('/api/auth/login/').set('X-Forwarded-For', clientAddress).send({ username, password: 'wrong-pass' });

  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ LOGIN_THROTTLE_LIMIT: '3', LOGIN_ADDRESS_THROTTLE_LIMIT: '5' });
    });
    afterAll(() => t.close());

    it('slows one password sprayed over many accounts from one address, whatever X-Forwarded-For claims', async () => {
      for (let i = 0; i < 5; i++) await attempt(t, `sprayed-${i}`, `203.0.113.${i}`).expect(401);
      const blocked = await attempt(t, 'sprayed-5', '203.0.113.5').expect(429);
      expect(blocked.body).toEqual({ detail: 'Too many login attempts. Please wait a minute and try again.' });
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ LOGIN_THROTTLE_LIMIT: '3', LOGIN_ADDRESS_THROTTLE_LIMIT: '5', TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it('slows guessing one account from many addresses, without locking out others behind those addresses', async () => {
      for (let i = 1; i <= 3; i++) await attempt(t, 'victim', `198.51.100.${i}`).expect(401);
      const blocked = await attempt(t, 'Victim ', '198.51.100.4').expect(429);
      expect(blocked.body.detail).toMatch(/Too many login attempts/);
      await attempt(t, 'neighbour', '198.51.100.1').expect(401);
    });

    it("counts an account's username and e-mail as one login", async () => {
      await t.http.post('/api/auth/register/').send({ username: 'zawadi', email: 'zawadi@example.com', password: 'Kanga-Pwani-2024' }).expect(201);
      for (const [i, login] of ['zawadi', 'Zawadi@Example.com', 'zawadi'].entries()) await attempt(t, login, `198.51.100.${20 + i}`).expect(401);
      await attempt(t, 'zawadi@example.com', '198.51.100.23').expect(429);
    });

    it("counts each forwarded client address apart: one shopper's address reaching its limit leaves another's open", async () => {
      for (let i = 0; i < 5; i++) await attempt(t, `sprayed-${i}`, '192.0.2.1').expect(401);
      await attempt(t, 'sprayed-5', '192.0.2.1').expect(429);
      await attempt(t, 'sprayed-6', '192.0.2.2').expect(401);
    });
  });
});
