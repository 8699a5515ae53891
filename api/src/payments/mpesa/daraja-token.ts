import IORedis from 'ioredis';

/** A Daraja access token and when to stop using it (a little before it expires). */
export interface StoredToken {
  value: string;
  renewAt: number;
}

/**
 * Where the shop's one Daraja token is kept. A new token request may invalidate the one before it (DARAJA.md), so
 * every process of the shop shares one: in Redis for a fleet, in memory for the embedded default (one process).
 */
export interface DarajaTokenStore {
  read(): Promise<StoredToken | null>;
  write(token: StoredToken): Promise<void>;
  /** Drops the token if it is still `value` (Daraja refused it). */
  forget(value: string): Promise<void>;
  /** Whether this process may ask for the next token: one asks, the others wait for its answer. */
  claimRenewal(forMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryTokenStore implements DarajaTokenStore {
  private token: StoredToken | null = null;

  async read(): Promise<StoredToken | null> {
    return this.token;
  }

  async write(token: StoredToken): Promise<void> {
    this.token = token;
  }

  async forget(value: string): Promise<void> {
    if (this.token?.value === value) this.token = null;
  }

  /** One process: its renewals are already one at a time (DarajaTokens). */
  async claimRenewal(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}

/** Drops the token only while it is still the given one, in one step. */
const FORGET_IF_SAME = "if redis.call('HGET', KEYS[1], 'value') == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** How long a call waits for Redis to connect before the process does without it (and asks Daraja itself). */
const CONNECT_WAIT_MS = 2000;

export class RedisTokenStore implements DarajaTokenStore {
  private readonly redis: IORedis;

  constructor(
    url: string,
    private readonly key: string,
  ) {
    this.redis = new IORedis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined);
  }

  async read(): Promise<StoredToken | null> {
    const [value, renewAt] = await (await this.connected()).hmget(this.key, 'value', 'renewAt');
    return value && renewAt ? { value, renewAt: Number(renewAt) } : null;
  }

  async write(token: StoredToken): Promise<void> {
    await (await this.connected()).multi().hset(this.key, { value: token.value, renewAt: String(token.renewAt) }).pexpireat(this.key, token.renewAt + 60_000).exec();
  }

  async forget(value: string): Promise<void> {
    await (await this.connected()).eval(FORGET_IF_SAME, 1, this.key, value);
  }

  async claimRenewal(forMs: number): Promise<boolean> {
    return (await (await this.connected()).set(`${this.key}:renewing`, String(process.pid), 'PX', forMs, 'NX')) === 'OK';
  }

  /** The connection once it is up; an error after CONNECT_WAIT_MS, so a Redis outage never holds up a payment. */
  private async connected(): Promise<IORedis> {
    if (this.redis.status === 'ready') return this.redis;
    if (this.redis.status === 'wait') void this.redis.connect().catch(() => undefined);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', ready);
        reject(new Error('Redis is not reachable'));
      }, CONNECT_WAIT_MS);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      this.redis.once('ready', ready);
    });
    return this.redis;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
