import compression from 'compression';
import type { Request, RequestHandler } from 'express';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

/** Smaller answers go as they are: compressing them saves less than the header costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * An answer made for one request (an order, a cart) is compressed from this size: a zlib stream set up per answer
 * cost about 1 ms of CPU for a 1.5 kB order (the checkout bench lost a tenth of its orders to it), while an answer
 * this small still fits TCP's first window (10 segments, about 14 kB) whole, so compressing it saves no round trip.
 * Kept answers, compressed once and sent many times, start at MIN_COMPRESSED_BYTES.
 */
export const MIN_COMPRESSED_ON_THE_FLY_BYTES = 4096;

export type BodyEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers compressed on the fly (API JSON, HTML); files compressed at build time are sent as they are. A
 * request without Accept-Encoding gets its answer as it is, as from the middleware, but without its wrapping
 * of the response (measured at a fifth of the throughput of a cached API answer); it still says that the
 * answer varies with Accept-Encoding.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: MIN_COMPRESSED_ON_THE_FLY_BYTES });
  return (req, res, next) => {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/** The encoding `request` accepts for a body of `bytes`, brotli first; undefined for none. */
export function acceptedEncoding(request: Request, bytes: number): BodyEncoding | undefined {
  if (bytes < MIN_COMPRESSED_BYTES) return undefined;
  const accepted = request.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
}

/**
 * `body` compressed once for reuse (a cached catalog page is sent many times), so stronger than the
 * middleware's per-request setting: brotli quality 9 costs a few milliseconds on a catalog page. A rendered
 * storefront page (100 kB of HTML) asks for `brotliQuality` 5: about 1 ms instead of 10-14 ms for 3 % more
 * bytes, as most product pages are rendered, compressed and sent only a few times before the catalog changes.
 */
export function compressBody(encoding: BodyEncoding, body: string | Buffer, { brotliQuality = 9 }: { brotliQuality?: number } = {}): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }) : gzip(body, { level: 9 });
}
