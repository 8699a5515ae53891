import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { hostname } from 'node:os';
import { assertValidIds, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, ENQUEUE_TIMEOUT_MS, JobHandler, JobHandlers, JobOptions, JobQueue, QUEUE_NAMES, QueueCounts, QueueName, QueueUnavailableError } from './job-queue';

/** BullMQ on Redis: jobs survive restarts and are shared by every API replica and worker process. */
export class BullMqJobQueue extends JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly logger = new Logger('BullMqJobQueue');
  private readonly connection: IORedis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly handlers = new JobHandlers();
  private readonly workerConnections: IORedis[] = [];

  /** `consume` false: this process only enqueues (an API replica with WORKERS=off). */
  constructor(
    private readonly redisUrl: string,
    private readonly consume: boolean,
    private readonly prefix = 'shop',
  ) {
    super();
    // The producer side fails fast while Redis is away (no offline queue, a command timeout), so a
    // checkout, an IPN or a health check answers at once instead of waiting for Redis to come back.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: ENQUEUE_TIMEOUT_MS });
    this.connection.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    for (const name of QUEUE_NAMES) this.queues.set(name, new Queue(name, { connection: this.connection, prefix }));
  }

  async add<T>(queue: QueueName, name: string, data: T, options: JobOptions = {}): Promise<void> {
    assertValidIds(options);
    const adding = this.queue(queue).add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      deduplication: options.dedupeKey ? { id: options.dedupeKey, keepLastIfActive: true } : undefined,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    await withTimeout(adding, `Adding ${queue}/${name}`);
  }

  process(queue: QueueName, jobName: string, handler: JobHandler): void {
    if (!this.handlers.register(queue, jobName, handler) || !this.consume) return;
    const worker = new Worker(
      queue,
      (job) => this.handlers.dispatch(queue, { id: String(job.id), name: job.name, data: job.data, attemptsMade: job.attemptsMade }),
      // The name (host and pid) is kept on each job it takes (job.processedBy) and listed by Queue.getWorkers().
      { connection: this.workerConnection(), prefix: this.prefix, concurrency: 5, name: WORKER_NAME },
    );
    worker.on('failed', (job, error) => this.logger.warn(`Job ${queue}/${job?.name} try ${job?.attemptsMade} failed: ${error.message}`));
    this.workers.push(worker);
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const { failed, ...pending } = await withTimeout(this.queue(queue).getJobCounts('active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'failed'), `Counting ${queue}`);
    return { pending: Object.values(pending).reduce((sum, count) => sum + count, 0), failed: failed ?? 0 };
  }

  async ping(): Promise<boolean> {
    return (await withTimeout(this.connection.ping(), 'Redis PING')) === 'PONG';
  }

  /** Waits for the jobs this process is running to finish (taking no new ones), then lets go of Redis. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    // BullMQ leaves connections it was given open; these are ours to end.
    for (const connection of this.workerConnections) connection.disconnect();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }

  private workerConnection(): IORedis {
    // Workers wait for Redis to come back rather than fail: BullMQ requires maxRetriesPerRequest null here.
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    this.workerConnections.push(connection);
    return connection;
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }
}

/** Names this process among the consumers of a queue. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/** Redis that does not answer in time counts as unavailable (the command may still land later; handlers are idempotent). */
async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueueUnavailableError(`${what}: Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    throw error instanceof QueueUnavailableError ? error : new QueueUnavailableError(`${what}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
