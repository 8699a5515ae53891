import { ServiceUnavailableException } from '@nestjs/common';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Request, RequestHandler, Response } from 'express';
import { lookup } from 'mime-types';
import { Readable, pipeline } from 'node:stream';
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

/** A request's date header, if it holds one. */
const dateOf = (header: string | undefined): Date | undefined => (header && !Number.isNaN(Date.parse(header)) ? new Date(header) : undefined);
const statusOf = (error: unknown): number | undefined => (error as S3ServiceException).$metadata?.httpStatusCode;

/**
 * Pictures in an S3-compatible bucket (AWS S3, R2, Spaces, B2, MinIO), so API replicas on different machines
 * serve the same files. Keys are the URL's path after /media/ (`products/x.webp`).
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;

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
   * stream itself is bounded by the socket's idle timeout.
   */
  private async stream(req: Request, res: Response, key: string, cacheControl: string): Promise<boolean> {
    const input = {
      Bucket: this.settings.bucket,
      Key: key,
      Range: req.headers.range?.startsWith('bytes=') ? req.headers.range : undefined,
      IfNoneMatch: req.headers['if-none-match'],
      IfModifiedSince: req.headers['if-none-match'] ? undefined : dateOf(req.headers['if-modified-since']),
    };
    // Until the bucket answers: a shopper who leaves, or the timeout, ends the call. Then the stream is the pipeline's.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.settings.timeoutMs);
    const leave = () => abort.abort();
    res.once('close', leave);
    const answered = () => {
      clearTimeout(timer);
      res.off('close', leave);
    };
    try {
      const object = await this.client.send(req.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input), { abortSignal: abort.signal });
      answered();
      res.status(object.ContentRange ? 206 : 200);
      res.set({ 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes', 'Content-Type': object.ContentType ?? (lookup(key) || 'application/octet-stream') });
      if (object.ContentLength !== undefined) res.set('Content-Length', String(object.ContentLength));
      if (object.ContentRange) res.set('Content-Range', object.ContentRange);
      if (object.ETag) res.set('ETag', object.ETag);
      if (object.LastModified) res.set('Last-Modified', object.LastModified.toUTCString());
      const body = 'Body' in object ? (object.Body as Readable | undefined) : undefined;
      if (body) pipeline(body, res, () => undefined);
      else res.end();
      return true;
    } catch (error) {
      answered();
      const status = statusOf(error);
      if (status === 404) return false;
      if (status === 304 || status === 412 || status === 416) res.status(status).set('Cache-Control', cacheControl).end();
      else if (!res.headersSent) res.status(503).set('Retry-After', RETRY_AFTER_SECONDS).json({ detail: SERVING_UNAVAILABLE });
      return true;
    }
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
