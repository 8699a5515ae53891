import express, { RequestHandler } from 'express';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

export const MEDIA_PREFIX = '/media/';

/** How the store answers /api/health/: where pictures are kept, and whether it answers. */
export interface FileStoreHealth {
  mode: 'local' | 's3';
  message: string;
  reachable: boolean;
}

/**
 * Where uploaded files live: local disk (the embedded default) or an S3-compatible bucket, chosen by configuration
 * alone (fileStoreFor). A file's URL is `/media/{key}`, or `{MEDIA_PUBLIC_URL}/{key}` when pictures are served from
 * a CDN or public bucket; both forms name the same file, so URLs stored before a switch keep working.
 */
export abstract class FileStore {
  constructor(private readonly publicBase?: string) {}

  /** A fresh unguessable URL under `folder`; nothing is written yet (a caller that fails can still remove it). */
  newUrl(folder: string, extension: string): string {
    const key = `${folder}/${crypto.randomBytes(12).toString('hex')}.${extension}`;
    return this.publicBase ? `${this.publicBase}/${key}` : `${MEDIA_PREFIX}${key}`;
  }

  /** Stores the bytes under `folder` with a fresh unguessable name; answers their URL. */
  async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const url = this.newUrl(folder, extension);
    await this.write(url, bytes);
    return url;
  }

  /** Writes the bytes at a URL this store handed out, or one derived from it. */
  abstract write(url: string, bytes: Buffer): Promise<void>;
  abstract read(url: string): Promise<Buffer>;
  abstract remove(url: string): Promise<void>;
  abstract exists(url: string): Promise<boolean>;
  /** Answers GET and HEAD of `/media/{key}` (mounted at /media), cached for `maxAgeSeconds`; a missing file goes to `next`. */
  abstract serve(maxAgeSeconds: number): RequestHandler;
  abstract health(): Promise<FileStoreHealth>;

  /** The file's key (`products/x.webp`) from either form of its URL, refusing anything that could leave the store. */
  protected keyOf(url: string): string {
    const prefix = [MEDIA_PREFIX, this.publicBase && `${this.publicBase}/`].find((start) => start && url.startsWith(start));
    if (!prefix) throw new Error(`Not a media URL: ${url}`);
    const key = url.slice(prefix.length);
    // Dot segments would leave the store, and dot files are the local store's half-written parts.
    if (!key || key.split('/').some((segment) => !segment || segment.startsWith('.'))) throw new Error(`Media URL escapes the store: ${url}`);
    return key;
  }
}

export class LocalFileStore extends FileStore {
  constructor(
    private readonly root: string,
    publicBase?: string,
  ) {
    super(publicBase);
  }

  async write(url: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(url);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside it, then renamed: /media never serves a file half written (an empty one went out as
    // `Content-Length: 0` followed by a byte, which clients reject). A dot file, so /media never serves the part.
    const partial = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.part`);
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async read(url: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(url));
  }

  async remove(url: string): Promise<void> {
    await fs.rm(this.pathOf(url), { force: true });
  }

  async exists(url: string): Promise<boolean> {
    return fs.access(this.pathOf(url)).then(
      () => true,
      () => false,
    );
  }

  serve(maxAgeSeconds: number): RequestHandler {
    return express.static(this.root, { maxAge: maxAgeSeconds * 1000 });
  }

  async health(): Promise<FileStoreHealth> {
    return { mode: 'local', message: `Pictures on this machine's disk (${this.root}): other machines' replicas do not see them`, reachable: true };
  }

  /** Maps a media URL back to disk, refusing anything that would leave the store. */
  private pathOf(url: string): string {
    const resolved = path.resolve(this.root, this.keyOf(url));
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Media URL escapes the store: ${url}`);
    return resolved;
  }
}
