import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'shop-pictures';
/** s3rver's own key pair. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver, over HTTP, path-style) in its own temporary folder. Stopped and started
 * again on the same port, it keeps its objects: the shop's configuration stays valid across the outage.
 */
export class BucketServer {
  readonly directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bucket-'));
  private port = 0;
  private server?: S3rver;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = new S3rver({ address: '127.0.0.1', port: this.port, silent: true, directory: this.directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    this.port = (await this.server.run()).port;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.directory, { recursive: true, force: true });
  }

  /** What an API or worker is configured with to keep its pictures here. */
  env(): Record<string, string> {
    return { S3_BUCKET: BUCKET, S3_ENDPOINT: this.url, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'us-east-1', ...KEYS };
  }

  /** Every key in the bucket, as the bucket lists them. */
  async keys(): Promise<string[]> {
    const client = new S3Client({ region: 'us-east-1', endpoint: this.url, forcePathStyle: true, credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY } });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    client.destroy();
    return keys.sort();
  }
}

/**
 * A proxy in front of the bucket that can play the worst upload: stored in the bucket but never answered (the shop
 * times out), while every other call is refused (so the shop cannot remove it at once either). For /media's reads
 * it can also be slow (never answer a read), stall in the middle of a picture, or refuse one read as a bucket
 * refuses a link whose credentials were rotated.
 */
export class FlakyBucket {
  storesUnanswered = false;
  /** GET and HEAD are taken but never answered. */
  holdsReads = false;
  /** A GET's answer stops after its headers and first bytes, and the connection stays open. */
  stallsBodies = false;
  /** The next GET is answered 403 (AccessDenied), as for an expired signature. */
  refusesNextRead = false;
  /** The reads that reached the bucket through this proxy (method and path), newest last. */
  readonly reads: string[] = [];
  private readonly server = http.createServer((req, res) => {
    if (this.storesUnanswered && req.method !== 'PUT') return req.socket.destroy();
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read) this.reads.push(`${req.method} ${new URL(req.url!, this.bucketUrl).pathname}`);
    if (read && this.holdsReads) return;
    if (req.method === 'GET' && this.refusesNextRead) {
      this.refusesNextRead = false;
      return res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    }
    // The Host header goes through as signed, so the bucket checks the signature as the shop made it.
    const upstream = http.request(new URL(req.url!, this.bucketUrl), { method: req.method, headers: req.headers }, (answer) => {
      if (this.storesUnanswered) return answer.resume();
      res.writeHead(answer.statusCode!, answer.headers);
      if (req.method === 'GET' && this.stallsBodies) return answer.once('data', (chunk: Buffer) => res.write(chunk.subarray(0, 10)));
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  constructor(private readonly bucketUrl: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
