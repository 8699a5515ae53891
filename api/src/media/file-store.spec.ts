import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { LocalFileStore } from './file-store';

describe('LocalFileStore', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('never shows a file half written: a reader finds nothing or every byte', async () => {
    const store = new LocalFileStore(root);
    const bytes = Buffer.alloc(4 * 1024 * 1024, 7);
    const url = '/media/products/picture.w640.webp';
    const sizesSeen = new Set<number>();
    let writing = true;
    const watch = (async () => {
      while (writing) {
        const stat = await fs.stat(path.join(root, 'products', 'picture.w640.webp')).catch(() => undefined);
        if (stat) sizesSeen.add(stat.size);
        await new Promise(setImmediate);
      }
    })();
    for (let time = 0; time < 5; time++) {
      await store.write(url, bytes);
      await store.remove(url);
    }
    writing = false;
    await watch;
    expect([...sizesSeen].filter((size) => size !== bytes.length)).toEqual([]);
    // Nothing is left beside the files.
    expect(await fs.readdir(path.join(root, 'products'))).toEqual([]);
  });
});
