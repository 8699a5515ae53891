import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** How long a signed link is valid at the bucket. */
const LINK_LIFETIME_SECONDS = 15 * 60;
/** How long the shop reuses one: well before it expires, so a link sent to the bucket is never about to expire. */
const LINK_REUSE_MS = 10 * 60 * 1000;
/** Links kept at most (a few hundred bytes each: a few MB); the oldest goes first. Links only, never pictures. */
const MAX_LINKS = 10_000;

export type ReadMethod = 'GET' | 'HEAD';

/**
 * Signed links (presigned URLs) to read a picture from the bucket, one per picture and method, reused for a while.
 * Signing through the SDK's command stack cost the API about 0.35 ms of CPU per /media answer; a picture is asked
 * for many times, so it is signed once in ten minutes. The link names the object only: a picture deleted or replaced
 * through another replica is gone from the bucket, and its link then answers 404 like any other read.
 */
export class SignedLinks {
  private readonly links = new Map<string, { url: URL; until: number }>();

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** The kept link, if one is still fresh. */
  kept(method: ReadMethod, key: string): URL | undefined {
    const kept = this.links.get(`${method} ${key}`);
    return kept && kept.until > Date.now() ? kept.url : undefined;
  }

  /** A new link, kept for the next reads. */
  async sign(method: ReadMethod, key: string): Promise<URL> {
    const input = { Bucket: this.bucket, Key: key };
    const url = new URL(await getSignedUrl(this.client, method === 'GET' ? new GetObjectCommand(input) : new HeadObjectCommand(input), { expiresIn: LINK_LIFETIME_SECONDS }));
    const id = `${method} ${key}`;
    this.links.delete(id);
    if (this.links.size >= MAX_LINKS) this.links.delete(this.links.keys().next().value!);
    this.links.set(id, { url, until: Date.now() + LINK_REUSE_MS });
    return url;
  }

  /** The bucket refused a kept link (credentials rotated before it expired): the next read signs afresh. */
  forget(method: ReadMethod, key: string): void {
    this.links.delete(`${method} ${key}`);
  }
}
