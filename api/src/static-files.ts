import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { contentType } from 'mime-types';
import type { BodyEncoding } from './common/http-compression';

/** One built file, read once at start: its bytes, the .br and .gz the build wrote beside it, and its headers. */
interface StaticFile {
  type: string;
  body: Buffer;
  encoded: Partial<Record<BodyEncoding, Buffer>>;
  etag: string;
  lastModified: string;
  cacheControl: string;
}

/** A front end's build is a few megabytes: larger files (none today) are left out rather than held in memory. */
const LARGEST_HELD_BYTES = 8 * 1024 * 1024;

/** A weak ETag naming these bytes (one for every encoding of them, hence weak). */
export const etagOf = (bytes: Buffer | string): string => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function walk(dir: string, base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot files stay private, as with serve-static.
    if (entry.name.startsWith('.')) return [];
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * A front end's built files, read into memory once (keyed by URL path, `/assets/app.js`): answering one
 * is a map lookup and one write, and a path that is no file never touches the disk. `cacheControl` names
 * each file's Cache-Control.
 */
export function loadStaticFiles(dist: string, cacheControl: (urlPath: string) => string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = new Set(walk(dist));
  for (const name of names) {
    const file = path.join(dist, name);
    const stat = fs.statSync(file);
    if (stat.size > LARGEST_HELD_BYTES) continue;
    const body = fs.readFileSync(file);
    const encoded: StaticFile['encoded'] = {};
    if (names.has(`${name}.br`)) encoded.br = fs.readFileSync(`${file}.br`);
    if (names.has(`${name}.gz`)) encoded.gzip = fs.readFileSync(`${file}.gz`);
    files.set(name, {
      type: contentType(path.extname(name)) || 'application/octet-stream',
      body,
      encoded,
      etag: etagOf(body),
      lastModified: stat.mtime.toUTCString(),
      cacheControl: cacheControl(name),
    });
  }
  return files;
}

/** The file a request's path (relative to the mount) names, if any; `/a%20b.png` is `/a b.png`. */
export function fileFor(files: Map<string, StaticFile>, urlPath: string): StaticFile | undefined {
  const hit = files.get(urlPath);
  if (hit || !urlPath.includes('%')) return hit;
  try {
    return files.get(decodeURIComponent(urlPath));
  } catch {
    return undefined;
  }
}

/** The build-time encoding of `file` the client takes, brotli first. */
function encodingFor(req: Request, file: StaticFile): BodyEncoding | undefined {
  const offered = (['br', 'gzip'] as const).filter((encoding) => file.encoded[encoding]);
  if (offered.length === 0) return undefined;
  const accepted = req.acceptsEncodings(...offered);
  return accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
}

/** Answers GET or HEAD with a file held in memory: its build-time .br or .gz when the client takes it, 304 when it has it. */
export function sendStaticFile(req: Request, res: Response, file: StaticFile): void {
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified);
  if (file.encoded.br || file.encoded.gzip) res.vary('Accept-Encoding');
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifNoneMatch ? noneMatchHits(ifNoneMatch, file.etag) : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(file.lastModified)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = encodingFor(req, file);
  const bytes = encoding ? file.encoded[encoding]! : file.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  // Compressed at build time: the compression middleware leaves an encoded answer alone (and compresses the rest as before).
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
