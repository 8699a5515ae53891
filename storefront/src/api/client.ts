// A small fetch wrapper: adds 'Authorization: Token <jwt>' when a token is stored,
// parses JSON, and turns the API's error bodies into an ApiError.
import { getToken } from '../state/storage';

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: unknown, fallback: string) {
    const { detail, fieldErrors } = parseErrorBody(body);
    super(detail ?? (Object.values(fieldErrors).flat().join(' ') || fallback));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }

  /** All field messages joined by spaces ('' when there are none). */
  get fieldMessages(): string {
    return Object.values(this.fieldErrors).flat().join(' ');
  }
}

/** Thrown when the request never got an answer (offline, server down, CORS). */
export class NetworkError extends Error {
  constructor() {
    super('Network error, please try again.');
    this.name = 'NetworkError';
  }
}

/**
 * The API answers every error as {"detail": "message"} or, for validation, as
 * {"field": ["message", ...]}. Anything else (a proxy's HTML page) carries no message.
 */
export function parseErrorBody(body: unknown): { detail: string | null; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { detail: null, fieldErrors };
  const { detail, ...fields } = body as Record<string, unknown>;
  for (const [key, messages] of Object.entries(fields)) {
    if (Array.isArray(messages)) fieldErrors[key] = messages.map(String);
  }
  return { detail: typeof detail === 'string' ? detail : null, fieldErrors };
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** Where the API answers: the page's own origin in the browser (''); the server sets its own address to render pages. */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = `${apiOrigin}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, data, `Request failed: ${response.status}`);
  }
  return { data: data as T, headers: response.headers, status: response.status };
}

export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** 'items 0-23/319' -> 319; null when the header is missing or unreadable. */
export function parseContentRangeTotal(header: string | null): number | null {
  if (!header) return null;
  const match = /\/(\d+)\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}

/** The message to show for a failed call: server detail, else field messages, else fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof ApiError) return err.detail || err.fieldMessages || fallback;
  return fallback;
}

/**
 * A refused form split for display, each message once: the messages of the form's own fields go
 * under those fields; the alert carries the detail, other fields' messages, or the fallback when
 * nothing else was said (null when every message already sits under its field).
 */
export function formErrors(
  err: unknown,
  fallback: string,
  fields: readonly string[],
  message: (err: unknown, fallback: string) => string = errorMessage,
): { alert: string | null; fieldErrors: Record<string, string[]> } {
  if (!(err instanceof ApiError)) return { alert: message(err, fallback), fieldErrors: {} };
  const entries = Object.entries(err.fieldErrors);
  const shown = Object.fromEntries(entries.filter(([field]) => fields.includes(field)));
  const others = entries.filter(([field]) => !fields.includes(field)).flatMap(([, messages]) => messages);
  const alert = err.detail || others.join(' ') || (Object.keys(shown).length > 0 ? null : fallback);
  return { alert, fieldErrors: shown };
}
