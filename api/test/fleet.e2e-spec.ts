import { Job, Queue } from 'bullmq';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import sharp from 'sharp';
import { IMAGE_WIDTHS, widthUrl } from '../src/media/image-widths';
import { BucketServer } from './bucket-server';
import { auth, catalogBasics, createProduct } from './catalog-fixtures';
import { BuiltProcess, buildShopIfStale, connectionRefused, SlowPesapal, until } from './fleet-processes';
import { ADMIN, dropRedisKeys, freshPostgresDatabase, onServices, REDIS_URL } from './harness';
import { DarajaStandIn } from './daraja-stand-in';
import { AfricasTalkingStandIn, MailCatcher } from './message-stand-ins';
import { checkoutBody } from './orders-fixtures';
import { WhatsAppCloudStandIn } from './whatsapp-stand-in';
import { freePort } from './shop-process';

jest.setTimeout(60_000);

interface Api {
  process: BuiltProcess;
  port: number;
  url: string;
  http: TestAgent;
}

interface OrderJson {
  id: number;
  reference: string;
  status: string;
  history: { to: string }[];
}

const paidEntries = (order: OrderJson) => order.history.filter((change) => change.to === 'paid').length;

// The fleet needs PostgreSQL and Redis: on the embedded backend (SQLite, in-process jobs) there is no fleet to run.
const describeFleet = onServices ? describe : describe.skip;

describeFleet('the shop as a fleet: two APIs (WORKERS=off) and two workers on one PostgreSQL, Redis and bucket (SHOP_TEST_BACKEND=services only)', () => {
  const prefix = `shop_fleet_${process.pid}_${Date.now().toString(36)}`;
  // Each process its own DATA_DIR, as on machines of their own: pictures are shared through the bucket alone.
  const dataDirs: string[] = [];
  const bucket = new BucketServer();
  const apis: Api[] = [];
  const workers: BuiltProcess[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let pesapal: SlowPesapal | undefined;
  let daraja: DarajaStandIn | undefined;
  const callbackSecret = 'fleet-callback-secret-0123456';
  let sms: AfricasTalkingStandIn | undefined;
  let mail: MailCatcher | undefined;
  let whatsapp: WhatsAppCloudStandIn | undefined;
  let payments: Queue;
  let staff: string;
  let customer: string;
  let productId: number;
  let variantId: number;

  const processes = () => [...apis.map((api) => api.process), ...workers];
  const logs = () => processes().map((child, index) => `--- process ${index} ---\n${child.log.slice(-1500)}`).join('\n');
  /** A failure says what the processes printed. */
  const withLogs = async (check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${logs()}`);
    }
  };

  const environment = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    DATABASE_URL: database!.url,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDirs[dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fleet-'))) - 1],
    ...bucket.env(),
    SEED_CATALOG: 'false',
    LOGIN_THROTTLE_LIMIT: '1000',
    FORM_THROTTLE_LIMIT: '1000',
    // One shopper places every order of the suite (Pesapal's and M-Pesa's).
    ORDER_THROTTLE_LIMIT: '1000',
    PESAPAL_BASE_URL: pesapal!.url,
    PESAPAL_CONSUMER_KEY: '',
    PESAPAL_CONSUMER_SECRET: '',
    PESAPAL_IPN_ID: '',
    ORDER_PAYMENT_TIMEOUT: '',
    AT_USERNAME: 'kenyancrafts',
    AT_API_KEY: 'at-fleet-key',
    AT_BASE_URL: sms!.url,
    SMTP_URL: mail!.url,
    STAFF_EMAILS: 'owner@kenyancrafts.test',
    ...daraja!.env(callbackSecret),
    ...whatsapp!.env(),
    MPESA_QUERY_SECONDS: '0.5',
    ...extra,
  });

  async function startApi(port: number, extra: Record<string, string> = {}): Promise<Api> {
    const url = `http://127.0.0.1:${port}`;
    const api = { process: new BuiltProcess('main', environment({ PORT: String(port), PUBLIC_URL: url, WORKERS: 'off', ...extra })), port, url, http: request(url) as unknown as TestAgent };
    apis.push(api);
    await until(async () => (await fetch(`${url}/api/health/live/`)).ok, 60_000, `The API on port ${port} starting`);
    return api;
  }

  function startWorker(publicUrl: string): BuiltProcess {
    const worker = new BuiltProcess('worker', environment({ PUBLIC_URL: publicUrl }));
    workers.push(worker);
    return worker;
  }

  const order = async (id: number, api = apis[1]) => (await api.http.get(`/api/orders/${id}/`).set(auth(staff)).expect(200)).body as OrderJson;

  /** Places an order of one unit through `api` and pays it on the sandbox's hosted page, as a shopper would. */
  async function placeAndPay(api: Api, shopper = customer, body: Record<string, unknown> = {}): Promise<OrderJson & { trackingId: string }> {
    await api.http.post('/api/cart/add/').set(auth(shopper)).send({ variant_id: variantId, quantity: 1 }).expect(200);
    const placed = (await api.http.post('/api/checkout/').set(auth(shopper)).send(checkoutBody(body)).expect(201)).body as OrderJson;
    const { checkout_url: checkoutUrl, tracking_id: trackingId } = (await api.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(shopper)).expect(200)).body;
    const page = new URL(checkoutUrl);
    const html = await (await fetch(page)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
    const paid = await fetch(new URL(action, page), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: '0712345678', choice: 'mpesa' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    return { ...placed, trackingId };
  }

  const idle = async () => {
    const counts = await payments.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
    return Object.values(counts).every((count) => count === 0);
  };

  beforeAll(async () => {
    buildShopIfStale();
    database = await freshPostgresDatabase(prefix);
    await bucket.start();
    const ports = [await freePort(), await freePort()];
    // One "Pesapal" for the fleet: the built-in sandbox of the second API, behind a proxy the test can slow down.
    pesapal = new SlowPesapal(`http://127.0.0.1:${ports[1]}/pesapal-sandbox`);
    await pesapal.start();
    daraja = await new DarajaStandIn().start();
    sms = await new AfricasTalkingStandIn().start();
    mail = await new MailCatcher().start();
    whatsapp = await new WhatsAppCloudStandIn().start();
    payments = new Queue('payments', { connection: { url: REDIS_URL }, prefix });
    await withLogs(async () => {
      // All four start at once on the empty database, as a deploy starts replicas: they migrate and seed one at a time.
      const names = [startWorker(`http://127.0.0.1:${ports[1]}`), startWorker(`http://127.0.0.1:${ports[1]}`)].map((worker) => worker.workerName);
      await Promise.all(ports.map((port) => startApi(port)));
      await until(async () => {
        const consumers = (await payments.getWorkers()).map((worker) => String(worker.rawname));
        return names.every((name) => consumers.some((consumer) => consumer.endsWith(`:w:${name}`)));
      }, 60_000, 'Both workers consuming the payments queue');
    });

    const [first] = apis;
    staff = (await first.http.post('/api/auth/login/').send(ADMIN).expect(200)).body.token;
    const shopper = { username: 'wanjiku', email: 'wanjiku@example.com', password: 'Kikapu-cha-Mama-2026', first_name: 'Wanjiku', last_name: 'Kamau' };
    await first.http.post('/api/auth/register/').send(shopper).expect(201);
    customer = (await first.http.post('/api/auth/login/').send({ username: shopper.username, password: shopper.password }).expect(200)).body.token;
    const basics = await catalogBasics(first.http, staff);
    const product = await createProduct(first.http, staff, {
      name: 'Kiondo Basket',
      category_id: basics.bags.id,
      variants: [{ id: 'new-1', price: 2500, stock: 50, attributes: [{ type: basics.color.id, value: basics.red.id }] }],
    });
    productId = product.id;
    variantId = product.variants[0].id;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes().map((child) => child.kill()));
    await payments?.close();
    await pesapal?.close();
    await daraja?.close();
    await sms?.stop();
    await mail?.stop();
    await whatsapp?.stop();
    await database?.drop();
    await dropRedisKeys(prefix);
    await bucket.remove();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a price changed through one API from the other within a second', async () => {
    const [first, second] = apis;
    const shown = async () => (await second.http.get(`/api/products/${productId}/`).expect(200)).body.price as number;
    // The second API has the product page cached for shoppers (kept 30 s unless told of a change).
    expect(await shown()).toBe(2500);
    expect(await shown()).toBe(2500);
    await first.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 2200 }).expect(200);
    await until(async () => (await shown()) === 2200, 1000, 'The second API showing the new price');
  });

  it("shows a price changed through one API on the other's product page (kept rendered, with its compressed bytes) within a second", async () => {
    const [first, second] = apis;
    const page = async () => (await second.http.get(`/product/${productId}`).set('Accept-Encoding', 'gzip').expect(200)).text;
    // The second API keeps the page (rendered, when the storefront is built) until it is told of a change.
    expect(await page()).toContain('"price":2200');
    expect(await page()).toContain('"price":2200');
    await first.http.patch(`/api/inventory/variant/${variantId}/update/`).set(auth(staff)).send({ price: 1950 }).expect(200);
    await until(async () => (await page()).includes('"price":1950'), 1000, "The second API's product page showing the new price");
  });

  it('answers every picture URL either API renders (product picture, its srcset widths, profile image and avatar) 200 from both', async () => {
    await withLogs(async () => {
      const [first, second] = apis;
      const png = (width: number) => sharp({ create: { width, height: width, channels: 3, background: '#8e5b2e' } }).png().toBuffer();
      const category = (await first.http.get(`/api/products/${productId}/`).expect(200)).body.category.id as number;
      const product = (
        await first.http
          .post('/api/products/')
          .set(auth(staff))
          .field('name', 'Sisal Market Bag')
          .field('category_id', String(category))
          .field('variants', JSON.stringify([{ id: 'new-1', price: 1800, stock: 3, attributes: [] }]))
          .attach('main_image', await png(1200), 'main.png')
          .attach('variant_new-1_images', await png(700), 'variant.png')
          .expect(201)
      ).body;
      const widths = IMAGE_WIDTHS.map((width) => widthUrl(product.main_image, width));
      // The widths are made by a worker, on its own machine as far as it knows.
      await until(async () => (await bucket.keys()).filter((key) => widths.includes(`/media/${key}`)).length === widths.length, 30_000, 'The widths in the bucket');
      const profile = await second.http.patch('/api/auth/profile/update/').set(auth(customer)).attach('profile_image', await png(400), 'me.png').expect(200);
      const shownProfile = async () => (await first.http.get('/api/auth/profile/').set(auth(customer)).expect(200)).body.profile_image as string;
      await until(async () => (await shownProfile()) !== profile.body.profile_image, 30_000, 'The avatar cut by a worker');

      const rendered = await Promise.all(apis.map(async (api) => (await api.http.get(`/product/${product.id}`).expect(200)).text + JSON.stringify((await api.http.get(`/api/products/${product.id}/`).expect(200)).body)));
      const urls = new Set([...rendered.join(' ').matchAll(/\/media\/[\w/.]+\.webp/g)].map((match) => match[0]));
      for (const url of [...widths, profile.body.profile_image, await shownProfile()]) urls.add(url);
      expect(urls.size).toBeGreaterThanOrEqual(2 + 4 + 2);
      for (const url of urls) for (const api of apis) expect([url, (await api.http.get(url)).status]).toEqual([url, 200]);
    });
  });

  it('processes every payment job exactly once, by one worker, however often Pesapal notifies', async () => {
    await withLogs(async () => {
      const placed: (OrderJson & { trackingId: string })[] = [];
      for (let i = 0; i < 10; i++) placed.push(await placeAndPay(apis[i % 2]));
      // Pesapal may notify more than once and any replica may receive it: each payment is announced twice to both APIs.
      const ipns = placed.flatMap(({ trackingId, reference }) =>
        apis.flatMap((api) => [0, 1].map(() => api.http.get(`/api/payments/pesapal/ipn/?OrderTrackingId=${trackingId}&OrderMerchantReference=${reference}&OrderNotificationType=IPNCHANGE`).expect(200))),
      );
      await Promise.all(ipns);
      await until(async () => (await Promise.all(placed.map(({ id }) => order(id)))).every((o) => o.status === 'paid') && (await idle()), 30_000, 'Every order paid and the payments queue idle');

      for (const { id } of placed) expect(paidEntries(await order(id))).toBe(1);
      expect(await payments.getJobCounts('failed')).toEqual({ failed: 0 });
      const jobs = (await payments.getJobs(['completed'])) as Job[];
      const byName = (name: string) => jobs.filter((job) => job.name === name);
      // One IPN delivery per payment, and at least one verification per tracking id (duplicates are folded into one waiting check).
      expect(byName('sandbox-ipn').map((job) => job.data.trackingId).sort()).toEqual(placed.map(({ trackingId }) => trackingId).sort());
      for (const { trackingId } of placed) expect(byName('verify-payment').filter((job) => job.data.trackingId === trackingId).length).toBeGreaterThanOrEqual(1);
      // Each job was taken once (never stalled and taken again), by a worker process, never by an API.
      const names = workers.map((worker) => worker.workerName);
      for (const job of jobs) {
        expect({ name: job.name, attemptsStarted: job.attemptsStarted, stalledCounter: job.stalledCounter }).toEqual({ name: job.name, attemptsStarted: 1, stalledCounter: 0 });
        expect(names).toContain(job.processedBy);
      }
      // And the two workers share the work.
      expect(new Set(jobs.map((job) => job.processedBy)).size).toBe(2);

      // The customer hears once by SMS and once by e-mail of each payment, and staff once by e-mail.
      const references = placed.map(({ reference }) => reference).sort();
      await until(() => sms!.delivered.length >= 10 && mail!.mails.length >= 20, 30_000, 'The messages of ten paid orders');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const referenceIn = (text: string | undefined) => /KC-[0-9A-Z]{8}/.exec(text ?? '')?.[0];
      expect(sms!.delivered.map((message) => referenceIn(message.message)).sort()).toEqual(references);
      expect(mail!.to('wanjiku@example.com').map((message) => referenceIn(message.subject)).sort()).toEqual(references);
      expect(mail!.to('owner@kenyancrafts.test').map((message) => referenceIn(message.subject)).sort()).toEqual(references);
    });
  });

  it('sends an opted-in customer one WhatsApp message of a payment Pesapal notifies ten times to both replicas', async () => {
    await withLogs(async () => {
      const [first] = apis;
      const achieng = { username: 'achieng', email: 'achieng@example.com', password: 'Kikapu-cha-Mama-2026', first_name: 'Achieng' };
      await first.http.post('/api/auth/register/').send(achieng).expect(201);
      const shopper = (await first.http.post('/api/auth/login/').send({ username: achieng.username, password: achieng.password }).expect(200)).body.token;
      const { id, reference, trackingId } = await placeAndPay(first, shopper, { client_phone: '0733 000 033', client_email: 'achieng@example.com', whatsapp_updates: true });
      const ipns = Array.from({ length: 10 }, (_, index) =>
        apis[index % 2].http.get(`/api/payments/pesapal/ipn/?OrderTrackingId=${trackingId}&OrderMerchantReference=${reference}&OrderNotificationType=IPNCHANGE`).expect(200),
      );
      await Promise.all(ipns);
      await until(async () => (await order(id)).status === 'paid' && whatsapp!.to('254733000033').length > 0, 30_000, 'The order paid and its WhatsApp message sent');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(whatsapp!.to('254733000033').map((message) => message.template?.name)).toEqual(['order_paid']);
      expect(whatsapp!.to('254733000033')[0].template?.parameters).toContain(reference);
      expect(sms!.to('+254733000033')).toEqual([]);
      expect(mail!.to('achieng@example.com').map((message) => message.subject)).toEqual([`Order ${reference}: payment received`]);
    });
  });

  it('pays 20 orders by M-Pesa prompt once each, their callbacks sent to alternating replicas and repeated, each messaged once', async () => {
    await withLogs(async () => {
      const placed: OrderJson[] = [];
      const prompts: string[] = [];
      for (let i = 0; i < 20; i++) {
        const api = apis[i % 2];
        await api.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: variantId, quantity: 1 }).expect(200);
        placed.push((await api.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(201)).body);
        await api.http.post(`/api/payments/mpesa/${placed[i].id}/`).set(auth(customer)).send({ phone: '0712 345 678' }).expect(200);
        prompts.push([...daraja!.prompts.values()].at(-1)!.checkoutRequestId);
      }
      // Every shopper enters the PIN; Safaricom calls back through the balancer, to either replica, some twice.
      for (const id of prompts) daraja!.answer(id, 0);
      const callbacks = prompts.flatMap((id, index) =>
        [apis[index % 2], apis[(index + 1) % 2], apis[index % 2]].map((api) =>
          api.http.post(`/api/payments/mpesa/callback/${callbackSecret}/`).send(daraja!.callbackBody(id, { receipt: `FLT${String(index).padStart(7, '0')}` })).expect(200),
        ),
      );
      await Promise.all(callbacks);
      await until(async () => (await Promise.all(placed.map(({ id }) => order(id)))).every((o) => o.status === 'paid') && (await idle()), 30_000, 'Every M-Pesa order paid and the payments queue idle');

      for (const { id } of placed) expect(paidEntries(await order(id))).toBe(1);
      expect(await payments.getJobCounts('failed')).toEqual({ failed: 0 });
      const references = placed.map(({ reference }) => reference);
      const referenceIn = (text: string | undefined) => /KC-[0-9A-Z]{8}/.exec(text ?? '')?.[0] ?? '';
      const ours = (texts: (string | undefined)[]) => texts.map(referenceIn).filter((reference) => references.includes(reference)).sort();
      await until(() => ours(sms!.delivered.map((message) => message.message)).length >= 20, 30_000, 'The SMS of twenty paid orders');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(ours(sms!.delivered.map((message) => message.message))).toEqual([...references].sort());
      expect(ours(mail!.to('wanjiku@example.com').map((message) => message.subject))).toEqual([...references].sort());
      // Each SMS carries its own receipt.
      for (const [index, reference] of references.entries()) {
        expect(sms!.delivered.find((message) => referenceIn(message.message) === reference)!.message).toContain(`M-Pesa receipt FLT${String(index).padStart(7, '0')}.`);
      }
    });
  });

  it('lets a worker sent SIGTERM finish the payment check it is running, then exit 0', async () => {
    await withLogs(async () => {
      pesapal!.statusDelayMs = 2500;
      const held = pesapal!.heldStatusCalls;
      const placed = await placeAndPay(apis[0]);
      await until(() => pesapal!.heldStatusCalls > held, 15_000, 'A worker asking the slow Pesapal for the payment status');
      const [running] = (await payments.getJobs(['active'])).filter((job) => job.name === 'verify-payment' && job.data.trackingId === placed.trackingId);
      const worker = workers.find((candidate) => candidate.workerName === running.processedBy)!;
      worker.signal('SIGTERM');

      expect(await worker.exited).toEqual({ code: 0, signal: null });
      const job = (await payments.getJob(running.id!))!;
      expect({ state: await job.getState(), attemptsStarted: job.attemptsStarted, processedBy: job.processedBy }).toEqual({ state: 'completed', attemptsStarted: 1, processedBy: worker.workerName });
      const paid = await order(placed.id);
      expect([paid.status, paidEntries(paid)]).toEqual(['paid', 1]);
      pesapal!.statusDelayMs = 0;
    });
  });

  it('keeps an API sent SIGTERM answering for SHUTDOWN_DELAY_MS with readiness 503: 100 connections whose requests were sent all get their answer, then it exits 0', async () => {
    await withLogs(async () => {
      const leaving = await startApi(await freePort(), { SHUTDOWN_DELAY_MS: '3000' });
      const path = `/api/products/${productId}/`;
      const expected = (await leaving.http.get(path).expect(200)).text;
      // 100 connections of their own, each with its request written to the socket before the signal.
      const sent: Promise<void>[] = [];
      const answers = Array.from(
        { length: 100 },
        () =>
          new Promise<{ status: number; body: string }>((resolve, reject) => {
            const call = http.request({ host: '127.0.0.1', port: leaving.port, path, agent: false }, (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, body }));
            });
            call.on('error', reject);
            sent.push(new Promise((done) => call.end(done)));
          }),
      );
      await Promise.all(sent);
      leaving.process.signal('SIGTERM');

      await until(async () => (await fetch(`${leaving.url}/api/health/ready/`)).status === 503, 2000, 'Readiness answering 503 after SIGTERM');
      expect(await (await fetch(`${leaving.url}/api/health/ready/`)).json()).toMatchObject({ status: 'shutting_down' });
      // Still accepting new connections while the load balancer notices.
      expect((await fetch(`${leaving.url}/api/health/live/`, { headers: { Connection: 'close' } })).status).toBe(200);
      const results = await Promise.all(answers);
      expect(results.filter((result) => result.status === 200 && result.body === expected).length).toBe(100);
      expect(await leaving.process.exited).toEqual({ code: 0, signal: null });
      expect(await connectionRefused(leaving.port)).toBe(true);
    });
  });

  it('lets an API sent SIGTERM finish a request in flight and refuse new connections, then exit 0', async () => {
    await withLogs(async () => {
      const [first, second] = apis;
      const shown = async () => (await second.http.get(`/api/products/${productId}/`).expect(200)).body.price as number;
      expect(await shown()).not.toBe(1900);
      // A price change whose body is still arriving when the signal comes, sent as a browser does: on a connection kept alive.
      const browser = new http.Agent({ keepAlive: true });
      const body = Buffer.from(JSON.stringify({ price: 1900 }));
      const change = http.request({
        host: '127.0.0.1',
        port: first.port,
        method: 'PATCH',
        path: `/api/inventory/variant/${variantId}/update/`,
        agent: browser,
        headers: { ...auth(staff), 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      const answered = new Promise<number>((resolve, reject) => {
        change.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
        change.on('error', reject);
      });
      change.write(body.subarray(0, 5));
      await new Promise((resolve) => setTimeout(resolve, 300));
      first.process.signal('SIGTERM');

      await until(() => connectionRefused(first.port), 2000, 'The API refusing new connections');
      expect(first.process.running).toBe(true);
      change.end(body.subarray(5));
      expect(await answered).toBe(200);
      const answeredAt = Date.now();
      // Finished in full: the other replica is told of the change, as of any other.
      await until(async () => (await shown()) === 1900, 1000, 'The second API showing the price changed during shutdown');
      expect(await first.process.exited).toEqual({ code: 0, signal: null });
      // The kept-alive connection did not hold the process for its keep-alive timeout (5 s).
      expect(Date.now() - answeredAt).toBeLessThan(3000);
      browser.destroy();
    });
  });
});
