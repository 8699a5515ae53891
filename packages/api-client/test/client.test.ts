// The client against a real HTTP server (node:http), so headers, bodies and failures are the wire's.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, call, callPage, createSessionFetch, createShopClient, listQuery, NetworkError } from '../src/index';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  language?: string;
  contentType?: string;
  body: string;
}

type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> };

/** What the test server answers, by "METHOD /path" (path without the query). */
const answers: Record<string, Answer> = {
  'GET /api/products/7/': { status: 200, body: { id: 7, name: 'Kiondo Basket' } },
  'GET /api/products/': { status: 200, body: [{ id: 1 }, { id: 2 }], headers: { 'Content-Range': 'items 0-1/57' } },
  'GET /api/categories/': { status: 200, body: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  'GET /api/auth/current-user/': { status: 401, body: { detail: 'Invalid or expired token.' } },
  'POST /api/cart/add/': { status: 400, body: { quantity: ['Quantity must be at least 1.'], variant_id: ['Give a variant id.'] } },
  'POST /api/checkout/': { status: 409, body: { detail: 'Not enough stock for Kiondo Basket - Red: 2 left.' } },
  'GET /api/orders/by-reference/KC-000001/': { status: 502, raw: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } },
  'POST /api/products/': { status: 201, body: { id: 8 } },
  'GET /api/delivery-methods/': { status: 200, body: [] },
};

let server: http.Server;
let origin: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ method: req.method ?? '', url, authorization: req.headers.authorization, language: req.headers['accept-language'], contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString() });
      // A request that should never be answered: the client aborts it.
      if (url.startsWith('/api/analytics/sales/')) return;
      const answer = answers[`${req.method} ${url.split('?')[0]}`] ?? { status: 404, body: { detail: 'Not found.' } };
      const text = answer.raw ?? JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

/** An address where nothing listens: a port the OS handed out, closed again. */
async function closedOrigin(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the token', () => {
  it('goes along as "Authorization: Token <jwt>" when there is one', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => 'jwt-123' });
    await call(shop.GET('/api/products/{id}/', { params: { path: { id: 7 } } }));
    expect(seen[0].authorization).toBe('Token jwt-123');
  });

  it('is left out when signed out', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => null });
    await call(shop.GET('/api/products/{id}/', { params: { path: { id: 7 } } }));
    expect(seen[0].authorization).toBeUndefined();
  });

  it('is read at every request, and a header the caller sets wins', async () => {
    let token: string | null = null;
    const shop = createShopClient({ baseUrl: origin, getToken: () => token });
    await call(shop.GET('/api/delivery-methods/'));
    token = 'later';
    await call(shop.GET('/api/delivery-methods/'));
    await call(shop.GET('/api/delivery-methods/', { headers: { Authorization: 'Token other' } }));
    expect(seen.map((request) => request.authorization)).toEqual([undefined, 'Token later', 'Token other']);
  });
});

describe("the shopper's language", () => {
  it('goes along as Accept-Language, read at every request, unless the caller sets its own', async () => {
    let language: string | undefined;
    const shop = createShopClient({ baseUrl: origin, getToken: () => null, getLanguage: () => language });
    await call(shop.GET('/api/delivery-methods/'));
    language = 'sw';
    await call(shop.GET('/api/delivery-methods/'));
    await call(shop.GET('/api/delivery-methods/', { headers: { 'Accept-Language': 'en' } }));
    // Without one, fetch's own default goes (Node's is '*').
    expect(seen[0].language).not.toBe('sw');
    expect(seen.slice(1).map((request) => request.language)).toEqual(['sw', 'en']);
  });
});

describe('a 401', () => {
  it('calls onUnauthorized once when the request carried a token, and still throws the ApiError', async () => {
    let calls = 0;
    const shop = createShopClient({ baseUrl: origin, getToken: () => 'expired', onUnauthorized: () => calls++ });
    const error = await call(shop.GET('/api/auth/current-user/')).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toBe(1);
  });

  it('does not call it for a request without a token (a wrong password is not a lost session)', async () => {
    let calls = 0;
    const shop = createShopClient({ baseUrl: origin, getToken: () => null, onUnauthorized: () => calls++ });
    await expect(call(shop.GET('/api/auth/current-user/'))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(0);
  });

  it('does not call it for a token the session has replaced meanwhile (a fresh login, a password change)', async () => {
    let calls = 0;
    let token = 'old-token';
    const shop = createShopClient({ baseUrl: origin, getToken: () => token, onUnauthorized: () => calls++ });
    const refused = call(shop.GET('/api/auth/current-user/'));
    token = 'fresh-token';
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(0);
  });

  it('is the only status that calls it', async () => {
    let calls = 0;
    const shop = createShopClient({ baseUrl: origin, getToken: () => 'jwt', onUnauthorized: () => calls++ });
    await expect(call(shop.POST('/api/checkout/', { body: { client_phone: '0712345678', delivery_method: 'pickup', delivery_county: 'KE-30' } }))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(0);
  });
});

describe('error answers', () => {
  const shop = () => createShopClient({ baseUrl: origin, getToken: () => 'jwt' });

  it('a {"detail"} answer is an ApiError whose message is the detail', async () => {
    const error = (await call(shop().POST('/api/checkout/', { body: { client_phone: '0712345678', delivery_method: 'pickup', delivery_county: 'KE-30' } })).catch((err: unknown) => err)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.detail).toBe('Not enough stock for Kiondo Basket - Red: 2 left.');
    expect(error.message).toBe('Not enough stock for Kiondo Basket - Red: 2 left.');
    expect(error.fieldErrors).toEqual({});
  });

  it('field errors keep each field and make the message of all of them', async () => {
    const error = (await call(shop().POST('/api/cart/add/', { body: { variant_id: 0, quantity: 0 } })).catch((err: unknown) => err)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.detail).toBeNull();
    expect(error.fieldErrors).toEqual({ quantity: ['Quantity must be at least 1.'], variant_id: ['Give a variant id.'] });
    expect(error.message).toBe('Quantity must be at least 1. Give a variant id.');
    expect(seen[0].contentType).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ variant_id: 0, quantity: 0 });
  });

  it('a body that is neither shape gives the fallback message', async () => {
    const error = (await call(shop().GET('/api/orders/by-reference/{reference}/', { params: { path: { reference: 'KC-000001' } } })).catch((err: unknown) => err)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.detail).toBeNull();
    expect(error.message).toBe('Request failed: 502');
  });
});

describe('no answer', () => {
  it('is a NetworkError with the shop\'s message', async () => {
    const shop = createShopClient({ baseUrl: await closedOrigin(), getToken: () => null });
    const error = await call(shop.GET('/api/delivery-methods/')).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error, please try again.');
  });

  it('stays an AbortError when the caller cancelled it', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => null });
    const controller = new AbortController();
    const pending = call(shop.GET('/api/analytics/sales/', { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await pending.catch((err: unknown) => err);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('lists', () => {
  it('callPage reads the total from Content-Range and sends the list parameters as JSON', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => null });
    const page = await callPage(shop.GET('/api/products/', { params: { query: listQuery({ sort: ['price', 'ASC'], range: [0, 23], filter: { category: 2 } }) } }));
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
    const query = new URL(seen[0].url, origin).searchParams;
    expect([query.get('sort'), query.get('range'), query.get('filter')]).toEqual(['["price","ASC"]', '[0,23]', '{"category":2}']);
  });

  it('without Content-Range the total is the page itself', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => null });
    expect(await callPage(shop.GET('/api/categories/'))).toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 });
  });
});

describe('bodies and addresses', () => {
  it('a FormData goes as multipart with its files', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => 'jwt' });
    const form = new FormData();
    form.set('name', 'Kiondo Basket');
    form.set('variants', '[{"id":"new-1","price":2500}]');
    form.append('variant_new-1_images', new Blob(['picture'], { type: 'image/webp' }), 'red.webp');
    expect(await call(shop.POST('/api/products/', { body: form }))).toEqual({ id: 8 });
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="variant_new-1_images"; filename="red.webp"');
    expect(seen[0].body).toContain('Kiondo Basket');
  });

  it('without a base, a path is the page\'s own origin (as in a browser, and in jsdom)', async () => {
    const globals = globalThis as { location?: { href: string } };
    globals.location = { href: `${origin}/shop?category=2` };
    try {
      const shop = createShopClient({ getToken: () => null });
      expect(await call(shop.GET('/api/products/{id}/', { params: { path: { id: 7 } } }))).toEqual({ id: 7, name: 'Kiondo Basket' });
      expect(seen[0].url).toBe('/api/products/7/');
    } finally {
      delete globals.location;
    }
  });

  it('uses the global fetch of the moment, so a test can stub it after the client is made', async () => {
    const shop = createShopClient({ baseUrl: origin, getToken: () => 'jwt' });
    const real = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = async (input) => {
      asked.push(input instanceof Request ? `${input.method} ${input.url} ${input.headers.get('Authorization')}` : String(input));
      return new Response(JSON.stringify([]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    try {
      expect(await call(shop.GET('/api/delivery-methods/'))).toEqual([]);
    } finally {
      globalThis.fetch = real;
    }
    expect(asked).toEqual([`GET ${origin}/api/delivery-methods/ Token jwt`]);
    expect(seen).toEqual([]);
  });

  it('a baseUrl function is read at each request', async () => {
    let base = 'http://127.0.0.1:1';
    const shop = createShopClient({ baseUrl: () => base, getToken: () => null });
    base = origin;
    expect(await call(shop.GET('/api/products/{id}/', { params: { path: { id: 7 } } }))).toEqual({ id: 7, name: 'Kiondo Basket' });
    expect(seen[0].url).toBe('/api/products/7/');
  });
});

describe('createSessionFetch (requests the typed paths cannot name)', () => {
  it('sends the token to the path after the base and answers error statuses as they came', async () => {
    const send = createSessionFetch({ baseUrl: origin, getToken: () => 'jwt-staff' });
    const response = await send('/api/products/?range=%5B0%2C9%5D', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('items 0-1/57');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/products/?range=%5B0%2C9%5D', authorization: 'Token jwt-staff' });
    expect((await send('/api/checkout/', { method: 'POST', body: '{}' })).status).toBe(409);
  });

  it('keeps a header the caller set, and the 401 rule of the client', async () => {
    let calls = 0;
    const send = createSessionFetch({ baseUrl: origin, getToken: () => 'expired', onUnauthorized: () => calls++ });
    expect((await send('/api/auth/current-user/')).status).toBe(401);
    expect(calls).toBe(1);
    await send('/api/categories/', { headers: { Authorization: 'Token other' } });
    expect(seen.map((request) => request.authorization)).toEqual(['Token expired', 'Token other']);
    const signedOut = createSessionFetch({ baseUrl: origin, getToken: () => null, onUnauthorized: () => calls++ });
    expect((await signedOut('/api/auth/current-user/')).status).toBe(401);
    expect(seen[2].authorization).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('throws the NetworkError when nothing answers', async () => {
    const send = createSessionFetch({ baseUrl: await closedOrigin(), getToken: () => null });
    await expect(send('/api/categories/')).rejects.toBeInstanceOf(NetworkError);
  });
});
