import * as http from 'node:http';
import { Socket } from 'node:net';
import type { CatalogCache } from './catalog-cache/catalog-cache';
import { cachedAnswerOf } from './catalog-cache/cached-for-shoppers.interceptor';

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([101, 204, 205, 304]);

interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const bytesOf = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/**
 * Hands one request to the app's request handler in memory: a real IncomingMessage and ServerResponse (so
 * Express, Nest and every middleware treat it as any request), on a socket that is never connected; what
 * the answer writes is collected instead of being sent.
 */
function dispatch(app: http.RequestListener, method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = new http.IncomingMessage(new Socket());
    req.method = method;
    req.url = url;
    req.headers = { host: 'localhost', ...headers };
    req.rawHeaders = Object.entries(req.headers).flatMap(([name, value]) => [name, String(value)]);
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.httpVersion = '1.1';
    if (body?.length) req.push(body);
    req.push(null);
    const res = new http.ServerResponse(req);
    const chunks: Buffer[] = [];
    const callback = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') process.nextTick(last as () => void);
    };
    res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(bytesOf(chunk, encoding));
      callback(chunk, encoding, done);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, done?: unknown) => {
      if (res.writableEnded) return res;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(bytesOf(chunk, encoding));
      (res as { finished: boolean }).finished = true;
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      callback(chunk, encoding, done);
      process.nextTick(() => {
        res.emit('finish');
        res.emit('close');
      });
      return res;
    }) as typeof res.end;
    try {
      app(req, res);
    } catch (error) {
      reject(error as Error);
    }
  });
}

/**
 * A `fetch` answered by this very process, for the page renderer: a catalog read a shopper's page already
 * caused is taken from the catalog cache as it is; any other request goes through the app's own request
 * handler in memory, with its middleware, guards and cache, but no socket, HTTP or loopback round trip.
 */
export function inProcessFetch(app: http.RequestListener, cache: CatalogCache): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const url = `${pathname}${search}`;
    const headers = Object.fromEntries(request.headers);
    if (request.method === 'GET' && !headers.authorization) {
      const cached = cachedAnswerOf(cache, url);
      if (cached) return new Response(cached.body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...(cached.contentRange ? { 'content-range': cached.contentRange } : {}) } });
    }
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await dispatch(app, request.method, url, headers, body);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(BODILESS.has(answer.status) ? null : answer.body, { status: answer.status, headers: responseHeaders });
  };
}
