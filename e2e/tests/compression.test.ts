import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/build-missing.mjs';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would undo the encoding). */
function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

/** The production build as a phone on slow 4G receives it: compressed text, cacheable assets. */
describe('compressed answers from the built shop', () => {
  const baseUrl = inject('baseUrl');

  async function entryScript(): Promise<string> {
    const html = (await rawGet(`${baseUrl}/`, 'identity')).body.toString('utf8');
    const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    return src!;
  }

  for (const encoding of ['br', 'gzip'] as const) {
    it(`sends the storefront's JavaScript ${encoding}-compressed at build time, cached as immutable`, async () => {
      const src = await entryScript();
      const plain = await rawGet(`${baseUrl}${src}`, 'identity');
      const packed = await rawGet(`${baseUrl}${src}`, encoding);
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode[encoding](packed.body).equals(plain.body)).toBe(true);
      // The very bytes the build wrote: nothing is compressed per request.
      const extension = encoding === 'br' ? 'br' : 'gz';
      expect(packed.body.equals(fs.readFileSync(path.join(REPO_ROOT, 'storefront', 'dist', `${src}.${extension}`)))).toBe(true);
    });

    it(`sends a product list ${encoding}-compressed, the same list as uncompressed`, async () => {
      const url = `${baseUrl}/api/products/?range=${encodeURIComponent('[0,23]')}`;
      const plain = await rawGet(url, 'identity');
      const packed = await rawGet(url, encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode[encoding](packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    });
  }

  it('revalidates the HTML on every visit and compresses it too', async () => {
    const page = await rawGet(`${baseUrl}/shop`, 'br, gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode.br(page.body).toString('utf8')).toContain('<div id="root">');
  });
});
