import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import IORedis from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { BodyEncoding } from '../common/http-compression';
import { AppConfig } from '../config/app-config';
import { catalogChanges } from './catalog-changes';

/** Longest a replica may serve a page after another replica changed the catalog, should a message be lost. */
const TTL_MS = 30_000;

/** A storefront page as it is answered: status, HTML, its ETag and the HTML compressed once for each encoding asked for. */
export interface CachedPage {
  status: number;
  html: Buffer;
  etag: string;
  /** Made when an encoding is first asked for (most pages only ever go out in brotli), then reused. */
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** Answered to the requests that waited for it, but not kept (a failed render or head: the next request tries again). */
  transient?: true;
}

/** The HTML and room for its compressed copies, which come later (HTML compresses to well under a quarter). */
const pageBytes = (page: CachedPage): number => Math.ceil(page.html.length * 1.5) + 1;

/**
 * What shoppers read most (product pages and filtered lists) is computed once and reused until the
 * catalog changes. Every product, price, stock, category or attribute write announces a change
 * (markCatalogChanged); with Redis the announcement reaches every API replica through pub/sub.
 * A value computed while a change happened is not kept, so no stale page is stored.
 */
@Injectable()
export class CatalogCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogCache');
  private readonly entries = new LRUCache<string, object>({ max: 5000, ttl: TTL_MS });
  /** Server-rendered storefront pages: they show nothing but catalog data, so they go stale with it. Bounded by size (HTML is large). */
  private readonly pages = new LRUCache<string, CachedPage>({ maxSize: 64 * 1024 * 1024, sizeCalculation: pageBytes, ttl: TTL_MS });
  private readonly inFlight = new Map<string, Promise<object>>();
  private generation = 0;
  private publisher?: IORedis;
  private subscriber?: IORedis;
  private readonly channel: string;
  private readonly onLocalChange = () => {
    this.clear();
    void this.publisher?.publish(this.channel, String(process.pid)).catch((error: Error) => this.logger.warn(`Publish failed: ${error.message}`));
  };

  constructor(private readonly config: AppConfig) {
    this.channel = `${config.QUEUE_PREFIX}:catalog-changed`;
  }

  async onModuleInit(): Promise<void> {
    catalogChanges.on('changed', this.onLocalChange);
    if (!this.config.REDIS_URL) return;
    // Announcements are best effort (the cache also expires): never queue them while Redis is away.
    this.publisher = new IORedis(this.config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.subscriber = new IORedis(this.config.REDIS_URL);
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
    this.subscriber.on('message', () => this.clear());
    await this.subscriber.subscribe(this.channel);
  }

  /** Last, so jobs finishing during shutdown still tell the other replicas what they changed. */
  async onApplicationShutdown(): Promise<void> {
    catalogChanges.off('changed', this.onLocalChange);
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  /** The cached value of `key`, or `compute()` once for all concurrent callers. Callers must not mutate it. */
  async remember<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
    return (await this.through<object>(this.entries, key, compute)) as T;
  }

  /** The cached value of `key`, if any; nothing is computed. Callers must not mutate it. */
  peek<T extends object>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  /** A storefront page made once for all concurrent callers and kept (unless transient) until the catalog changes. */
  async rememberPage(key: string, make: () => Promise<CachedPage>): Promise<CachedPage> {
    return this.through(this.pages, `page ${key}`, make, (page) => !page.transient);
  }

  /** The kept page of `key`, if any; nothing is made. */
  peekPage(key: string): CachedPage | undefined {
    return this.pages.get(`page ${key}`);
  }

  private async through<T extends object>(store: Pick<LRUCache<string, T>, 'get' | 'set'>, key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = store.get(key) ?? this.inFlight.get(key);
    if (hit) return hit as Promise<T> | T;
    const generation = this.generation;
    const pending = compute();
    this.inFlight.set(key, pending);
    try {
      const value = await pending;
      if (generation === this.generation && keep(value)) store.set(key, value);
      return value;
    } finally {
      if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
    }
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pages.clear();
    this.inFlight.clear();
  }
}
