import * as http from 'node:http';
import { ADMIN } from './harness';
import { ShopProcess } from './shop-process';

jest.setTimeout(120_000);

/** Secrets the production shop is given or sent; none may reach its log. */
const SECRETS = {
  adminPassword: 'Baobab-Tree-Staff-Secret-4417',
  wrongPassword: 'Guessed-Wrong-Secret-0093',
  jwtSecret: 'jwt-secret-for-the-log-test-5521',
  pesapalSecret: 'pesapal-consumer-secret-7781',
  queryToken: 'query-token-secret-3380',
};

/** The e-mail a shopper tracks an order with. */
const CONTACT = 'wanjiku.tracks@example.com';

interface LogLine {
  level: number;
  msg?: string;
  req?: { id?: string; url?: string };
  res?: { statusCode?: number };
}

describe('logs in production', () => {
  const shop = new ShopProcess(
    {
      NODE_ENV: 'production',
      JWT_SECRET: SECRETS.jwtSecret,
      ADMIN_PASSWORD: SECRETS.adminPassword,
      PESAPAL_CONSUMER_KEY: 'pesapal-consumer-key-for-the-log-test',
      PESAPAL_CONSUMER_SECRET: SECRETS.pesapalSecret,
      // Nothing answers here: starting must not need Pesapal.
      PESAPAL_BASE_URL: 'http://127.0.0.1:9/v3',
    },
    true,
  );

  beforeAll(() => shop.start());
  afterAll(() => shop.close());

  it('are JSON lines, each request under its id, with no password, token or secret in them', async () => {
    const login = await fetch(`${shop.baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'till-7-checkout-42' },
      body: JSON.stringify({ username: ADMIN.username, password: SECRETS.adminPassword }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe('till-7-checkout-42');
    const { token } = (await login.json()) as { token: string };

    const refused = await fetch(`${shop.baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'not an id; DROP TABLE users' },
      body: JSON.stringify({ username: ADMIN.username, password: SECRETS.wrongPassword }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const generated = refused.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    const profile = await fetch(`${shop.baseUrl}/api/auth/current-user/?token=${SECRETS.queryToken}`, { headers: { Authorization: `Bearer ${token}`, Cookie: `session=${token}` } });
    expect(profile.status).toBe(200);
    // A tracking look-up's contact is the shopper's phone or e-mail: personal, so never in the log either.
    const tracked = await fetch(`${shop.baseUrl}/api/track/?reference=KC-7K3M9QX2&contact=${encodeURIComponent(CONTACT)}`);
    expect(tracked.status).toBe(404);
    const page = await fetch(`${shop.baseUrl}/api/nope/`, { headers: { Authorization: `Token ${token}` } });
    expect(page.status).toBe(404);

    // pino writes asynchronously: wait until the last request's line is out.
    const deadline = Date.now() + 10_000;
    while (!shop.stdout.includes('/api/nope/') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const lines = shop.stdout.split('\n').filter((line) => line.trim());
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
    const requests = parsed.filter((line) => line.req);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const line of requests) expect(line.req!.id).toEqual(expect.any(String));
    const ids = requests.map((line) => line.req!.id);
    expect(ids).toContain('till-7-checkout-42');
    expect(ids).toContain(generated);
    expect(requests.find((line) => line.req!.url?.startsWith('/api/auth/current-user/'))!.req!.url).toBe('/api/auth/current-user/?token=[redacted]');
    expect(requests.find((line) => line.req!.url?.startsWith('/api/track/'))!.req!.url).toBe('/api/track/?reference=KC-7K3M9QX2&contact=[redacted]');
    // Startup lines are JSON too, with Nest's message in `msg`.
    expect(parsed.some((line) => line.msg?.startsWith('Shop on '))).toBe(true);

    const everything = shop.log;
    for (const secret of [...Object.values(SECRETS), token, CONTACT, encodeURIComponent(CONTACT)]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/\x1b\[/); // no terminal colours
  });

  it('keeps an idle connection open past Node\'s default 5 s and says for how long (KEEP_ALIVE_SECONDS: longer than the proxy keeps its own, 60 s)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ keepAlive?: string | string[]; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${shop.baseUrl}/api/health/live/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ keepAlive: res.headers['keep-alive'], reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ keepAlive: 'timeout=65', reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect((await get()).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
