import * as crypto from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

/** Where uploaded files live; local disk today, an S3-compatible store behind the same interface later. */
export abstract class FileStore {
  /** Stores the bytes under `folder` with a fresh unguessable name; answers the public URL path (`/media/...`). */
  abstract save(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Writes the bytes at a URL this store handed out, or one derived from it. */
  abstract write(url: string, bytes: Buffer): Promise<void>;
  abstract read(url: string): Promise<Buffer>;
  abstract remove(url: string): Promise<void>;
  abstract exists(url: string): Promise<boolean>;
}

export const MEDIA_PREFIX = '/media/';

export class LocalFileStore extends FileStore {
  constructor(private readonly root: string) {
    super();
  }

  async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const name = `${crypto.randomBytes(12).toString('hex')}.${extension}`;
    const url = `${MEDIA_PREFIX}${folder}/${name}`;
    await this.write(url, bytes);
    return url;
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

  /** Maps a `/media/...` URL back to disk, refusing anything that would leave the store. */
  private pathOf(url: string): string {
    if (!url.startsWith(MEDIA_PREFIX)) throw new Error(`Not a media URL: ${url}`);
    const resolved = path.resolve(this.root, url.slice(MEDIA_PREFIX.length));
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Media URL escapes the store: ${url}`);
    return resolved;
  }
}
