import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { Job, JobId, jobId, JobQueue } from './job-queue';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The same contract for both adapters: the in-process fallback must behave like BullMQ on Redis. */
describe.each([
  ['in-process', () => new InProcessJobQueue()],
  ['BullMQ on Redis', () => new BullMqJobQueue(REDIS_URL, true, `shop_spec_${process.pid}_${Date.now()}`)],
])('JobQueue (%s)', (_name, create: () => JobQueue) => {
  let queue: JobQueue;
  beforeEach(() => {
    queue = create();
  });
  afterEach(() => queue.close());

  it('runs a job by name with its data', async () => {
    const seen: Job[] = [];
    queue.process('media', 'resize', async (job) => {
      seen.push(job);
    });
    await queue.add('media', 'resize', { image: 'a.png' });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ name: 'resize', data: { image: 'a.png' }, attemptsMade: 0 });
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    let tries = 0;
    queue.process('payments', 'verify', async () => {
      tries += 1;
      if (tries < 3) throw new Error('still pending');
    });
    await queue.add('payments', 'verify', {}, { attempts: 5, backoffMs: 20 });
    await until(() => tries === 3);
    await until(() => false, 200).catch(() => undefined);
    expect(tries).toBe(3);
  });

  it('lets a running job finish when closed (a shutdown cuts no job short)', async () => {
    let started = false;
    let finished = false;
    queue.process('media', 'resize', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.add('media', 'resize', {});
    await until(() => started);
    await queue.close();
    expect(finished).toBe(true);
  });

  it('waits for a delay before running', async () => {
    let ranAt = 0;
    queue.process('orders', 'expire', async () => {
      ranAt = Date.now();
    });
    const addedAt = Date.now();
    await queue.add('orders', 'expire', {}, { delayMs: 300 });
    await until(() => ranAt > 0);
    expect(ranAt - addedAt).toBeGreaterThanOrEqual(250);
  });

  it('does not add a waiting job twice under the same id', async () => {
    let runs = 0;
    queue.process('orders', 'expire', async () => {
      runs += 1;
    });
    await queue.add('orders', 'expire', {}, { delayMs: 200, jobId: jobId('order', 1) });
    await queue.add('orders', 'expire', {}, { delayMs: 200, jobId: jobId('order', 1) });
    expect(await queue.pending('orders')).toBe(1);
    await until(() => runs === 1);
    await until(() => false, 300).catch(() => undefined);
    expect(runs).toBe(1);
  });

  // Every kind of job the shop gives an id, with the keys it really uses (file URLs hold '/' and may hold ':').
  it.each([
    ['orders', 'expire-order', 42],
    ['media', 'remove-file', '/media/profiles/3f9a1c.webp'],
    ['media', 'remove-file', 'https://cdn.example.co.ke:8443/media/profiles/3f9a1c.webp'],
  ] as const)('accepts the %s job id %s for %s, once', async (queueName, kind, key) => {
    let runs = 0;
    queue.process(queueName, kind, async () => {
      runs += 1;
    });
    await queue.add(queueName, kind, { key }, { delayMs: 200, jobId: jobId(kind, key) });
    await queue.add(queueName, kind, { key }, { delayMs: 200, jobId: jobId(kind, key) });
    expect(await queue.pending(queueName)).toBe(1);
    await until(() => runs === 1);
  });

  it('accepts the payment check dedupe key built from a Pesapal tracking id, whatever it holds', async () => {
    let runs = 0;
    queue.process('payments', 'verify', async () => {
      runs += 1;
    });
    const dedupeKey = jobId('verify', 'b945e4af-80a5-4ec1-8706-e03f8332fb04:1');
    await queue.add('payments', 'verify', {}, { delayMs: 200, dedupeKey });
    await queue.add('payments', 'verify', {}, { delayMs: 200, dedupeKey });
    expect(await queue.pending('payments')).toBe(1);
    await until(() => runs === 1);
  });

  it('refuses the ids BullMQ refuses, in every adapter alike', async () => {
    for (const raw of ['remove-file:/media/a.webp', '42', '']) {
      await expect(queue.add('media', 'remove-file', {}, { jobId: raw as JobId })).rejects.toThrow(/Invalid job id/);
      await expect(queue.add('media', 'remove-file', {}, { dedupeKey: raw as JobId })).rejects.toThrow(/Invalid job id/);
    }
    expect(await queue.pending('media')).toBe(0);
  });
});

describe('jobId', () => {
  it('gives different keys different ids, even when their parts join alike', () => {
    expect(jobId('remove-file', 'a/b')).not.toBe(jobId('remove-file', 'a', 'b'));
    expect(jobId('remove-file', 'a:b')).toBe('remove-file/a%3Ab');
  });
});
