import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { FileStore, MEDIA_PREFIX } from './file-store';

/** Files copied side by side: enough to keep a remote bucket busy without flooding it. */
const AT_ONCE = 8;

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  alreadyThere: number;
  failed: string[];
}

/**
 * Copies a local shop's pictures (DATA_DIR/uploads) into `store` under the same `/media/...` URLs, so the URLs
 * the database holds keep working. Idempotent and resumable: a file the store already holds is skipped (an
 * object appears whole or not at all), so a second run, or a run after an interrupted one, copies only what is missing.
 */
export async function copyUploadsToStore(uploadsDir: string, store: FileStore, progress: (line: string) => void = () => undefined): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, failed: [] };
  const queue = (await localPictures(uploadsDir)).map((relative) => ({ file: path.join(uploadsDir, relative), url: MEDIA_PREFIX + relative.split(path.sep).join('/') }));
  const copyNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        if (await store.exists(next.url)) {
          report.alreadyThere++;
          continue;
        }
        const bytes = await fs.readFile(next.file);
        await store.write(next.url, bytes);
        report.copied++;
        report.copiedBytes += bytes.length;
        if (report.copied % 100 === 0) progress(`${report.copied} copied…`);
      } catch (error) {
        report.failed.push(`${next.url}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  return report;
}

/** Every picture under the folder, by path relative to it; dot files (half-written parts) are left out. */
async function localPictures(uploadsDir: string): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
