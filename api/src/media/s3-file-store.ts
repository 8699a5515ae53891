import { ServiceUnavailableException } from '@nestjs/common';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Request, RequestHandler, Response } from 'express';
import { lookup } from 'mime-types';
import type { IncomingMessage } from 'node:http';
import { BucketReads, ReadConditions } from './bucket-reads';
import { FileStore, FileStoreHealth, MEDIA_PREFIX } from './file-store';

/** What the S3 store is built from (AppConfig.s3). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Without them, the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bounds every call: a slow bucket fails the call instead of holding the request. */
  timeoutMs: number;
  publicBase?: string;
}

/** What a staff member or shopper reads when a picture cannot be stored: nothing of the save was kept. */
export const STORE_UNAVAILABLE = 'The picture store did not answer, so nothing was saved. Please try again in a minute.';
const SERVING_UNAVAILABLE = 'The picture store did not answer. Please try again shortly.';
const RETRY_AFTER_SECONDS = '5';
const HEALTH_TIMEOUT_MS = 1500;
/** The bucket's answer headers a picture answer carries on, as local disk's would. */
const PASSED_ON = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

/** A request's date header, if it holds one. */
const dateOf = (header: string | undefined): Date | undefined => (header && !Number.isNaN(Date.parse(header)) ? new Date(header) : undefined);
/** The shop's caching, and the bucket's validators and sizes, on a picture answer (on a 304 too, where the bucket sends them). */
function passOn(answer: IncomingMessage, res: Response, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  for (const name of PASSED_ON) {
    const value = answer.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
}
/**
 * The bucket's bytes to the shopper as they come, never held whole; either side ending early ends the other.
 * (`pipe` rather than `pipeline`: the same for two streams, without the abort signal and DOMException that
 * `pipeline` makes for every picture.)
 */
function relay(answer: IncomingMessage, res: Response): void {
  // The shopper left just as the bucket answered: the bytes have nowhere to go, and the connection is not reused.
  if (res.destroyed) return void answer.destroy();
  answer.on('error', () => res.destroy());
  answer.once('close', () => answer.complete || res.destroy());
  res.once('close', () => answer.complete || answer.destroy());
  answer.pipe(res);
}
const statusOf = (error: unknown): number | undefined => (error as S3ServiceException).$metadata?.httpStatusCode;

/**
 * Pictures in an S3-compatible bucket (AWS S3, R2, Spaces, B2, MinIO), so API replicas on different machines
 * serve the same files. Keys are the URL's path after /media/ (`products/x.webp`).
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;
  private readonly reads: BucketReads;

  constructor(private readonly settings: S3Settings) {
    super(settings.publicBase);
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where the operation requires them: S3-compatible servers that do not know the SDK's
      // default CRC32 trailers (s3rver stores a streamed body's aws-chunked framing as the file's bytes) stay
      // correct, and served pictures are passed through without a CRC computed over every byte.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        requestTimeout: settings.timeoutMs,
        throwOnRequestTimeout: true,
        // A stream to a shopper that stalls this long is given up, so sockets to the bucket are never held for ever.
        socketTimeout: settings.timeoutMs,
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
    this.reads = new BucketReads(this.client, settings.bucket, settings.timeoutMs);
  }

  async write(url: string, bytes: Buffer): Promise<void> {
    const key = this.keyOf(url);
    // The bucket's own answers (CDN or public bucket) carry the same caching as /media.
    const put = new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: lookup(key) || 'application/octet-stream', CacheControl: 'public, max-age=2592000' });
    await this.call((abortSignal) => this.client.send(put, { abortSignal }));
  }

  async read(url: string): Promise<Buffer> {
    const get = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(url) });
    return this.call(async (abortSignal) => Buffer.from(await (await this.client.send(get, { abortSignal })).Body!.transformToByteArray()));
  }

  async remove(url: string): Promise<void> {
    const remove = new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(url) });
    await this.call((abortSignal) => this.client.send(remove, { abortSignal }));
  }

  async exists(url: string): Promise<boolean> {
    try {
      const head = new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(url) });
      await this.call((abortSignal) => this.client.send(head, { abortSignal }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  serve(maxAgeSeconds: number): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let key: string;
      try {
        key = this.keyOf(MEDIA_PREFIX + decodeURIComponent(req.path.slice(1)));
      } catch {
        return next();
      }
      this.stream(req, res, key, `public, max-age=${maxAgeSeconds}`).then((found) => found || next(), next);
    };
  }

  async health(): Promise<FileStoreHealth> {
    const where = `bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      return { mode: 's3', message: `Pictures in ${where}`, reachable: true };
    } catch (error) {
      // Reported, never made a reason to take the replica out: pages and checkout work without the bucket.
      return { mode: 's3', message: `DOWN: ${where} did not answer (${(error as Error).name}): no picture can be uploaded or streamed`, reachable: false };
    }
  }

  /**
   * Streams the object to the client with the bucket answering Range and If-None-Match itself; never buffered.
   * Answers false when there is no such object. The timeout bounds the wait for the bucket's answer; the
   * stream itself is bounded by the connection's idle timeout.
   */
  private async stream(req: Request, res: Response, key: string, cacheControl: string): Promise<boolean> {
    const conditions: ReadConditions = {};
    if (req.headers.range?.startsWith('bytes=')) conditions.range = req.headers.range;
    if (req.headers['if-none-match']) conditions['if-none-match'] = req.headers['if-none-match'];
    else if (dateOf(req.headers['if-modified-since'])) conditions['if-modified-since'] = req.headers['if-modified-since'];
    let answer: IncomingMessage;
    try {
      answer = await this.reads.read(req.method === 'HEAD' ? 'HEAD' : 'GET', key, conditions, res);
    } catch {
      // Unless the shopper has left already.
      if (!res.headersSent && !res.destroyed) res.status(503).set('Retry-After', RETRY_AFTER_SECONDS).json({ detail: SERVING_UNAVAILABLE });
      return true;
    }
    const status = answer.statusCode ?? 502;
    if (status === 200 || status === 206) {
      res.statusCode = status;
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Type', answer.headers['content-type'] ?? (lookup(key) || 'application/octet-stream'));
      passOn(answer, res, cacheControl);
      relay(answer, res);
      return true;
    }
    // Read to its end, so the connection is kept for the next picture.
    answer.resume();
    if (status === 404) return false;
    if (status === 304 || status === 412 || status === 416) {
      res.statusCode = status;
      passOn(answer, res, cacheControl);
      res.removeHeader('Content-Length');
      res.end();
    } else res.status(503).set('Retry-After', RETRY_AFTER_SECONDS).json({ detail: SERVING_UNAVAILABLE });
    return true;
  }

  /** One call to the bucket, bounded by the timeout (retries included); an outage becomes the shop's 503. */
  private async call<Output>(send: (abortSignal: AbortSignal) => Promise<Output>): Promise<Output> {
    try {
      return await send(AbortSignal.timeout(this.settings.timeoutMs));
    } catch (error) {
      if (statusOf(error) === 404) throw error;
      throw new FileStoreUnavailable(error as Error);
    }
  }
}

/** The bucket did not answer (down, slow, refused): answered as 503 with the cause kept for the log. */
export class FileStoreUnavailable extends ServiceUnavailableException {
  constructor(cause: Error) {
    super({ detail: STORE_UNAVAILABLE }, { cause });
    // For the log: the answer to the client stays the sentence above.
    this.message = `Picture store: ${cause.name}: ${cause.message}`;
  }
}
