import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, JobHandler, JobHandlers, JobOptions, JobQueue, QUEUE_NAMES, QueueName } from './job-queue';

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
  constructor(redisUrl: string, private readonly consume: boolean, private readonly prefix = 'shop') {
    super();
    // BullMQ requires maxRetriesPerRequest null on connections used by workers.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    for (const name of QUEUE_NAMES) this.queues.set(name, new Queue(name, { connection: this.connection, prefix }));
  }

  async add<T>(queue: QueueName, name: string, data: T, options: JobOptions = {}): Promise<void> {
    await this.queue(queue).add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  process(queue: QueueName, jobName: string, handler: JobHandler): void {
    if (!this.handlers.register(queue, jobName, handler) || !this.consume) return;
    const worker = new Worker(
      queue,
      (job) => this.handlers.dispatch(queue, { id: String(job.id), name: job.name, data: job.data, attemptsMade: job.attemptsMade }),
      { connection: this.workerConnection(), prefix: this.prefix, concurrency: 5 },
    );
    worker.on('failed', (job, error) => this.logger.warn(`Job ${queue}/${job?.name} try ${job?.attemptsMade} failed: ${error.message}`));
    this.workers.push(worker);
  }

  async pending(queue: QueueName): Promise<number> {
    return this.queue(queue).count();
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    // BullMQ leaves connections it was given open; these are ours to end.
    for (const connection of this.workerConnections) connection.disconnect();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection.quit();
  }

  private workerConnection(): IORedis {
    const connection = this.connection.duplicate();
    this.workerConnections.push(connection);
    return connection;
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }
}
