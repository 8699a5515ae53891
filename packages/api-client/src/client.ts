import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, NetworkError, parseContentRangeTotal } from './errors';
import type { paths } from './schema';

/** The typed client: `shop.GET('/api/products/{id}/', { params: { path: { id } } })`, paths as openapi.json lists them. */
export type ShopClient = Client<paths>;

export interface ShopClientOptions {
  /**
   * Where the API answers. '' (the default) is the page's own origin, as both front ends are served
   * by the API; a server rendering pages gives its own absolute origin. A function is read at every
   * request, for a server that learns its address after the client is made.
   */
  baseUrl?: string | (() => string);
  /** The signed-in person's token, sent as `Authorization: Token <jwt>`; null when signed out. */
  getToken: () => string | null | undefined;
  /** The shopper's language, sent as Accept-Language (unless the caller set its own) so the API answers in it. */
  getLanguage?: () => string | undefined;
  /** Called when a request that carried a token answers 401: the token has expired or was revoked. */
  onUnauthorized?: () => void;
  /** For tests and servers; the global fetch (as it is at each request) otherwise. */
  fetch?: typeof globalThis.fetch;
}

const isAbort = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

// The session rules, once, for both ways a request leaves: the typed client's middleware and createSessionFetch.

/** The token and the shopper's language on the request, unless the caller set its own. */
function authorize(request: Request, { getToken, getLanguage }: ShopClientOptions): Request {
  const token = getToken();
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Token ${token}`);
  const language = getLanguage?.();
  if (language && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', language);
  return request;
}

/**
 * A 401 to a request that carried the session's token means the session is over (a wrong password is
 * not). One that carried a token the session has since replaced (a fresh login, a password change, a
 * token the caller chose) says nothing about the session as it is now.
 */
function noticeUnauthorized(request: Request, response: Response, { getToken, onUnauthorized }: ShopClientOptions): void {
  if (response.status !== 401) return;
  const current = getToken();
  if (current && request.headers.get('Authorization') === `Token ${current}`) onUnauthorized?.();
}

/** The token on every request (unless the caller set its own), one 401 rule, and one network error. */
function sessionMiddleware(options: ShopClientOptions): Middleware {
  return {
    onRequest({ request }) {
      return authorize(request, options);
    },
    onResponse({ request, response }) {
      noticeUnauthorized(request, response, options);
      return response;
    },
    // A cancelled request stays an AbortError (nothing returned: openapi-fetch rethrows it): the caller asked for it.
    onError({ error }) {
      return isAbort(error) ? undefined : new NetworkError();
    },
  };
}

/**
 * Where a path goes: after the base, or with no base against the page's address, as a browser does
 * with a relative URL (jsdom's Request, Node's, cannot resolve one itself).
 */
function absolute(path: string, base: string): string {
  if (base) return `${base}${path}`;
  const page = (globalThis as { location?: { href: string } }).location;
  return page ? new URL(path, page.href).href : path;
}

/** openapi-fetch builds a Request from the path alone; this one puts the base in front at that moment. */
function requestWithBase({ baseUrl = '' }: ShopClientOptions): typeof Request {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  return class ShopRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? absolute(input, base()) : input, init);
    }
  };
}

/** The global fetch is looked up at each request, not when the client is made, so a test may stub it. */
const fetchOf = (options: ShopClientOptions) => (request: Request) => (options.fetch ?? globalThis.fetch)(request);

/** The one client both front ends use; errors come out of `call` and `callPage` as ApiError or NetworkError. */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const client = createClient<paths>({
    Request: requestWithBase(options),
    headers: { Accept: 'application/json' },
    fetch: fetchOf(options),
  });
  client.use(sessionMiddleware(options));
  return client;
}

/**
 * A fetch under the same session rules as the typed client (token, 401, NetworkError, base), for
 * requests whose paths the client cannot name: the staff console's ra-data-simple-rest builds its
 * URLs from react-admin resource names. Error statuses are answered, not thrown: the caller reads them.
 */
export function createSessionFetch(options: ShopClientOptions): (path: string, init?: RequestInit) => Promise<Response> {
  const ShopRequest = requestWithBase(options);
  const send = fetchOf(options);
  return async (path, init) => {
    const request = authorize(new ShopRequest(path, init), options);
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      throw isAbort(error) ? error : new NetworkError();
    }
    noticeUnauthorized(request, response, options);
    return response;
  };
}

/** What openapi-fetch answers: the data on success, the parsed error body otherwise. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer; an error answer is thrown as an ApiError with the server's message. */
export async function call<T>(request: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as T;
}

/** A list page and the total its `Content-Range: items 0-23/319` names (the page's own length when absent). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** `call` for a list route: its items and the total of the whole list. */
export async function callPage<T>(request: Promise<Answer<T[]>>): Promise<Page<T>> {
  const { data, error, response } = await request;
  if (!response.ok) throw new ApiError(response.status, error);
  const items = data ?? [];
  return { items, total: parseContentRangeTotal(response.headers.get('Content-Range')) ?? items.length };
}

/** The simple-rest list parameters of a list route, each a JSON text as the API reads them. */
export interface ListParams {
  sort?: [field: string, order: 'ASC' | 'DESC'];
  /** First and last index, both included: [0, 23] is the first 24. */
  range?: [first: number, last: number];
  filter?: Record<string, unknown>;
}

/** `{ sort: ['price', 'ASC'], range: [0, 23] }` → `{ sort: '["price","ASC"]', range: '[0,23]' }`, for `params.query`. */
export function listQuery({ sort, range, filter }: ListParams): { sort?: string; range?: string; filter?: string } {
  return {
    ...(sort ? { sort: JSON.stringify(sort) } : {}),
    ...(range ? { range: JSON.stringify(range) } : {}),
    ...(filter ? { filter: JSON.stringify(filter) } : {}),
  };
}
