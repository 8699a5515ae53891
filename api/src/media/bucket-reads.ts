import { S3Client } from '@aws-sdk/client-s3';
import * as http from 'node:http';
import * as https from 'node:https';
import type { EventEmitter } from 'node:events';
import { ReadMethod, SignedLinks } from './signed-links';

/** What a shopper's request may ask of the bucket: a part of the picture, or an answer only if it changed. */
export interface ReadConditions extends http.OutgoingHttpHeaders {
  range?: string;
  'if-none-match'?: string;
  'if-modified-since'?: string;
}

/** The bucket gave no answer in time: /media answers 503 with Retry-After. */
export class BucketTimeout extends Error {
  override name = 'BucketTimeout';
}

/** A kept connection the bucket had closed just as it was reused: nothing was read, so the read is tried again. */
const closedUnderUs = (request: http.ClientRequest, error: NodeJS.ErrnoException) => request.reusedSocket && error.code === 'ECONNRESET';

/**
 * /media's reads from the bucket, lighter than a GetObject through the SDK's middleware stack (which cost the API
 * about 1 ms of CPU per picture): a signed link kept per picture (SignedLinks), fetched over kept-alive
 * connections, the shopper's Range and conditional headers passed on, the answer handed back as it streams in.
 * Uploads, deletes and listings stay with the SDK.
 */
export class BucketReads {
  private readonly links: SignedLinks;
  // Kept alive: a new TCP (and TLS) connection per picture would cost more than the picture.
  private readonly plain = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly secure = new https.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    client: S3Client,
    bucket: string,
    private readonly timeoutMs: number,
  ) {
    this.links = new SignedLinks(client, bucket);
  }

  /**
   * The bucket's answer to one read (status, headers, and the body still to stream). `timeoutMs` bounds the wait
   * for it, signing and one retry included; after that each stall of the body longer than it ends the stream.
   * The shopper leaving (`shopper` closes) ends the read at once.
   */
  async read(method: ReadMethod, key: string, conditions: ReadConditions, shopper: EventEmitter): Promise<http.IncomingMessage> {
    const gaveUp = new AbortController();
    const timer = setTimeout(() => gaveUp.abort(new BucketTimeout(`The bucket did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    const leave = () => gaveUp.abort(new Error('The shopper left'));
    shopper.once('close', leave);
    try {
      for (let attempt = 1; ; attempt++) {
        const kept = this.links.kept(method, key);
        const url = kept ?? (await untilAborted(this.links.sign(method, key), gaveUp.signal));
        const answer = await this.fetch(method, url, conditions, gaveUp.signal).catch((error: Error & { retry?: boolean }) => {
          if (attempt === 1 && error.retry) return undefined;
          throw error;
        });
        if (!answer) continue;
        // A kept link refused: its credentials may have been rotated since it was signed. Signed afresh once.
        if (answer.statusCode === 403 && kept && attempt === 1) {
          answer.resume();
          this.links.forget(method, key);
          continue;
        }
        return answer;
      }
    } finally {
      clearTimeout(timer);
      shopper.off('close', leave);
    }
  }

  private fetch(method: ReadMethod, url: URL, conditions: ReadConditions, gaveUp: AbortSignal): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      const tls = url.protocol === 'https:';
      const request = (tls ? https : http).request(url, { method, headers: conditions, agent: tls ? this.secure : this.plain });
      const abandon = () => request.destroy(gaveUp.reason);
      gaveUp.addEventListener('abort', abandon);
      request.setTimeout(this.timeoutMs, () => request.destroy(new BucketTimeout(`The bucket stalled for ${this.timeoutMs} ms`)));
      request.on('response', (answer) => {
        gaveUp.removeEventListener('abort', abandon);
        resolve(answer);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        gaveUp.removeEventListener('abort', abandon);
        reject(Object.assign(error, { retry: closedUnderUs(request, error) }));
      });
      request.end();
    });
  }
}

/** `work`'s outcome, unless `signal` aborts first (then its reason). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
