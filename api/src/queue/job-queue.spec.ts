import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { Job, JobQueue } from './job-queue';

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
    await queue.add('orders', 'expire', {}, { delayMs: 200, jobId: 'order-1' });
    await queue.add('orders', 'expire', {}, { delayMs: 200, jobId: 'order-1' });
    expect(await queue.pending('orders')).toBe(1);
    await until(() => runs === 1);
    await until(() => false, 300).catch(() => undefined);
    expect(runs).toBe(1);
  });
});
