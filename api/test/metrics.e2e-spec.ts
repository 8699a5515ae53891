import { AppConfig } from '../src/config/app-config';
import { JobQueue, QUEUE_NAMES } from '../src/queue/job-queue';
import { auth } from './catalog-fixtures';
import { eventually, TestApp } from './harness';
import { payOnHostedPage, placeOrder, shopWithStock, startListeningApp } from './orders-fixtures';

const METRICS_TOKEN = 'prometheus-scrapes-with-this-token';

/** The value of one sample (`name{labels} value`), or undefined when the scrape does not have it. */
function sample(scrape: string, name: string, labels = ''): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  let t: TestApp & { baseUrl: string };
  let staff: string;
  let customer: string;
  const scrape = async () => {
    const res = await t.http.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return res.text;
  };

  beforeAll(async () => {
    t = await startListeningApp({ METRICS_TOKEN });
    staff = await t.tokenFor('staff');
    customer = await t.tokenFor('customer');
  });

  afterAll(() => t.close());

  it('answers 401 without the token or with another, and 404 when metrics are off', async () => {
    for (const header of [undefined, 'Bearer not-the-metrics-token', `Token ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const req = t.http.get('/api/metrics');
      const res = await (header ? req.set('Authorization', header) : req).expect(401);
      expect(res.body).toEqual({ detail: 'The metrics token is missing or wrong.' });
      expect(res.text).not.toContain('http_requests_total');
    }
    const config = t.app.get(AppConfig);
    config.METRICS_TOKEN = undefined;
    try {
      await t.http.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404, { detail: 'Not found.' });
    } finally {
      config.METRICS_TOKEN = METRICS_TOKEN;
    }
  });

  it('counts orders placed and paid, and requests by route pattern and status', async () => {
    const before = await scrape();
    const placedBefore = sample(before, 'shop_orders_placed_total') ?? NaN;
    const paidBefore = sample(before, 'shop_orders_paid_total') ?? NaN;

    const { red, product } = await shopWithStock(t, staff, [5, 5]);
    const placed = await placeOrder(t, customer, [[red, 1]]);
    const { checkout_url: checkoutUrl } = (await t.http.post(`/api/pesapal-initiate/${placed.id}/`).set(auth(customer)).expect(200)).body;
    await payOnHostedPage(checkoutUrl, 'mpesa');
    await eventually(async () => (await t.http.get(`/api/orders/${placed.id}/`).set(auth(customer))).body.status === 'paid');
    await t.http.get(`/api/products/${product.id}/`).expect(200);
    await t.http.get('/api/products/999999/').expect(404);

    const after = await scrape();
    expect(sample(after, 'shop_orders_placed_total')).toBe(placedBefore + 1);
    expect(sample(after, 'shop_orders_paid_total')).toBe(paidBefore + 1);
    // The database's count, the same whichever process settled the payment.
    expect(sample(after, 'shop_orders', 'status="paid"')).toBe((sample(before, 'shop_orders', 'status="paid"') ?? 0) + 1);
    expect(sample(after, 'http_requests_total', 'method="POST",route="/api/checkout",status="201"')).toBe(1);
    // The route's pattern, never the id in the URL: label values stay few.
    expect(sample(after, 'http_requests_total', 'method="GET",route="/api/products/:id",status="200"')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_requests_total', 'method="GET",route="/api/products/:id",status="404"')).toBe(1);
    expect(after).not.toContain(`route="/api/products/${product.id}`);
    expect(sample(after, 'http_request_duration_seconds_count', 'method="POST",route="/api/checkout",status="201"')).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_bucket', 'le="+Inf",method="POST",route="/api/checkout",status="201"')).toBe(1);
    // Scrapes are not counted among the shop's requests.
    expect(after).not.toContain('route="/api/metrics');
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('shows each queue\'s waiting and failed jobs', async () => {
    const queue = t.app.get(JobQueue);
    // One job that fails at its only try, and one that waits a minute.
    queue.process('media', 'metrics-test-broken', async () => {
      throw new Error('broken on purpose');
    });
    queue.process('inventory', 'metrics-test-later', async () => undefined);
    const before = await scrape();
    await queue.add('media', 'metrics-test-broken', {}, { attempts: 1 });
    await queue.add('inventory', 'metrics-test-later', {}, { delayMs: 60_000 });
    await eventually(async () => (await queue.counts('media')).failed > (sample(before, 'shop_queue_jobs_failed', 'queue="media"') ?? NaN));

    const after = await scrape();
    for (const name of QUEUE_NAMES) {
      expect(sample(after, 'shop_queue_jobs_pending', `queue="${name}"`)).toEqual(expect.any(Number));
      expect(sample(after, 'shop_queue_jobs_failed', `queue="${name}"`)).toEqual(expect.any(Number));
    }
    expect(sample(after, 'shop_queue_jobs_failed', 'queue="media"')).toBe(sample(before, 'shop_queue_jobs_failed', 'queue="media"')! + 1);
    expect(sample(after, 'shop_queue_jobs_pending', 'queue="inventory"')).toBe(sample(before, 'shop_queue_jobs_pending', 'queue="inventory"')! + 1);
  });
});
