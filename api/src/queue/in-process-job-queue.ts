import { Logger } from '@nestjs/common';
import { assertValidIds, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, Job, JobHandler, JobHandlers, JobOptions, JobQueue, QueueCounts, QueueName } from './job-queue';

/** Development fallback without Redis: jobs run in this process on timers, with the same retry rules. Lost on restart. */
export class InProcessJobQueue extends JobQueue {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly handlers = new JobHandlers();
  private readonly timers = new Map<string, { queue: QueueName; timer: NodeJS.Timeout }>();
  private readonly running = new Map<QueueName, number>();
  private readonly failed = new Map<QueueName, number>();
  /** Per dedupe key: a job waits (or retries) under it, or runs with `again` set when one more was asked for meanwhile. */
  private readonly deduped = new Map<string, { running: boolean; again?: () => void }>();
  private sequence = 0;
  /** Jobs running now; close() waits for them. */
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  async add<T>(queue: QueueName, name: string, data: T, options: JobOptions = {}): Promise<void> {
    assertValidIds(options);
    const id = options.jobId ?? `${queue}-${++this.sequence}`;
    if (this.timers.has(id)) return;
    const start = () => this.schedule(queue, { id, name, data, attemptsMade: 0 }, options, options.delayMs ?? 0);
    if (options.dedupeKey) {
      const current = this.deduped.get(options.dedupeKey);
      if (current && !current.running) return;
      if (current) {
        current.again = start;
        return;
      }
      this.deduped.set(options.dedupeKey, { running: false });
    }
    start();
  }

  process(queue: QueueName, jobName: string, handler: JobHandler): void {
    this.handlers.register(queue, jobName, handler);
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const waiting = [...this.timers.values()].filter((entry) => entry.queue === queue).length;
    return { pending: waiting + (this.running.get(queue) ?? 0), failed: this.failed.get(queue) ?? 0 };
  }

  /** Waiting jobs are dropped (as on any restart); the running ones finish first, then nothing more starts. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.inFlight);
  }

  private schedule(queue: QueueName, job: Job, options: JobOptions, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      const running = this.run(queue, job, options).finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
    }, delayMs);
    timer.unref();
    this.timers.set(job.id, { queue, timer });
  }

  private async run(queue: QueueName, job: Job, options: JobOptions): Promise<void> {
    this.timers.delete(job.id);
    if (!this.handlers.has(queue, job.name)) {
      this.logger.warn(`No handler for ${queue}/${job.name}; job dropped`);
      return;
    }
    this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
    const dedupe = options.dedupeKey ? this.deduped.get(options.dedupeKey) : undefined;
    if (dedupe) dedupe.running = true;
    let retrying = false;
    try {
      await this.handlers.dispatch(queue, job);
    } catch (error) {
      const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
      const next = { ...job, attemptsMade: job.attemptsMade + 1 };
      retrying = next.attemptsMade < attempts;
      if (retrying) {
        this.schedule(queue, next, options, (options.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** job.attemptsMade);
      } else {
        this.logger.error(`Job ${queue}/${job.name} failed after ${attempts} tries: ${(error as Error).message}`);
        this.failed.set(queue, (this.failed.get(queue) ?? 0) + 1);
      }
    } finally {
      this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
      if (dedupe) this.afterDeduped(options.dedupeKey!, dedupe, retrying);
    }
  }

  /** A retry keeps the key; otherwise the key is free again, or passes to the one job asked for meanwhile. */
  private afterDeduped(key: string, dedupe: { running: boolean; again?: () => void }, retrying: boolean): void {
    dedupe.running = false;
    if (retrying) return;
    this.deduped.delete(key);
    const again = dedupe.again;
    if (again) {
      this.deduped.set(key, { running: false });
      again();
    }
  }
}
