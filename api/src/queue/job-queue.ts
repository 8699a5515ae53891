/** The shop's background queues (DESIGN.md "Queues"). */
export type QueueName = 'media' | 'payments' | 'inventory' | 'orders' | 'notifications';
export const QUEUE_NAMES: readonly QueueName[] = ['media', 'payments', 'inventory', 'orders', 'notifications'];

export interface JobOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job with the same id that is still waiting is not added twice. Built with `jobId()`. */
  jobId?: JobId;
  /**
   * One job at a time per key: while one waits, adding another is a no-op; while one runs, at most one
   * more waits to run after it (so news that arrives mid-run is not lost, and a burst costs two runs).
   * Built with `jobId()` too.
   */
  dedupeKey?: JobId;
  /** Total tries before the job is given up (default 5), retried with exponential backoff. */
  attempts?: number;
  /** First retry delay; doubles each try (default 1000 ms). */
  backoffMs?: number;
}

/** A job id (or dedupe key) both adapters accept; only `jobId()` makes one. */
export type JobId = string & { readonly __jobId: true };

/**
 * The id of the one job of `kind` for `keys` (an order id, a file URL, a tracking id…). Parts are URI-encoded
 * and joined with '/', so any key is safe (BullMQ refuses ':' and all-digit ids) and two keys never share an id.
 */
export const jobId = (kind: string, ...keys: (string | number)[]): JobId =>
  [kind, ...keys].map((part) => encodeURIComponent(String(part))).join('/') as JobId;

/**
 * Both adapters refuse the ids BullMQ refuses, so a bad id fails in every test run, not only on Redis.
 * A cast can still smuggle a raw string past the JobId type; this catches it.
 */
export function assertValidIds(options: JobOptions): void {
  for (const id of [options.jobId, options.dedupeKey]) {
    if (id !== undefined && (id === '' || id.includes(':') || /^-?\d+$/.test(id))) throw new Error(`Invalid job id "${id}": build it with jobId()`);
  }
}

export interface QueueCounts {
  /** Waiting, delayed or running. */
  pending: number;
  /** Given up after the last try (BullMQ keeps the newest 5000; the in-process runner counts since start). */
  failed: number;
}

export interface Job<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** Tries already made before this one. */
  attemptsMade: number;
}

export type JobHandler = (job: Job) => Promise<void>;

/**
 * Background jobs behind one interface: BullMQ on Redis when REDIS_URL is set, an in-process
 * runner otherwise. Handlers must be idempotent: either adapter may run a job more than once.
 */
export abstract class JobQueue {
  abstract readonly mode: 'bullmq' | 'in-process';
  abstract add<T>(queue: QueueName, name: string, data: T, options?: JobOptions): Promise<void>;
  /** Registers the handler of one kind of job; a module registers its own kinds when it starts. */
  abstract process(queue: QueueName, jobName: string, handler: JobHandler): void;
  /** Jobs waiting, delayed or running, and jobs given up after their last try, of one queue (health, metrics, tests). */
  abstract counts(queue: QueueName): Promise<QueueCounts>;
  async pending(queue: QueueName): Promise<number> {
    return (await this.counts(queue)).pending;
  }
  abstract close(): Promise<void>;
}

/** How long adding a job may take before the caller is told the queue is unavailable (a Redis outage must not hang requests). */
export const ENQUEUE_TIMEOUT_MS = 1500;

/** The queue could not take the job now (Redis down or too slow); nothing was added. */
export class QueueUnavailableError extends Error {}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

/** Handlers of one queue by job name; shared by both adapters. */
export class JobHandlers {
  private readonly byQueue = new Map<QueueName, Map<string, JobHandler>>();

  /** Answers true when this is the queue's first handler (the adapter then starts consuming it). */
  register(queue: QueueName, jobName: string, handler: JobHandler): boolean {
    const first = !this.byQueue.has(queue);
    if (first) this.byQueue.set(queue, new Map());
    this.byQueue.get(queue)!.set(jobName, handler);
    return first;
  }

  async dispatch(queue: QueueName, job: Job): Promise<void> {
    const handler = this.byQueue.get(queue)?.get(job.name);
    if (!handler) throw new Error(`No handler for job ${queue}/${job.name}`);
    await handler(job);
  }

  has(queue: QueueName, jobName: string): boolean {
    return !!this.byQueue.get(queue)?.has(jobName);
  }
}
