// Test helpers: render the real routes in a memory router with the real providers, and
// answer fetch from a small table of handlers (method + path -> status, body, headers).
import { act, render, type RenderResult } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../App';
import { StoreLayout } from '../components/layout/Layout';
import { PageRouter } from '../routing/PageRouter';
import type { User } from '@shop/api-client';
import { makeUser } from './fixtures';
import { basenameOf, languageOfPath } from '../i18n/language';
import { setApiLanguage } from '../api/client';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: { method: string; url: URL; body: unknown }) => MockResponse | undefined;

export interface FetchMock {
  calls: Array<{ method: string; url: URL; body: unknown; headers: Record<string, string> }>;
  /** Add a handler for METHOD and an exact pathname. */
  on: (method: string, path: string, response: MockResponse | Handler) => FetchMock;
}

export function mockFetch(): FetchMock {
  const routesTable: Array<{ method: string; path: string; response: MockResponse | Handler }> = [];
  const mock: FetchMock = {
    calls: [],
    on(method, path, response) {
      routesTable.unshift({ method, path, response });
      return mock;
    },
  };
  vi.stubGlobal(
    'fetch',
    // The API client hands fetch a whole Request; its method, URL, headers and body are read back here.
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const body = await readBody(request);
      const headers = headerRecord(request.headers);
      mock.calls.push({ method, url, body, headers });
      for (const r of routesTable) {
        if (r.method !== method || r.path !== url.pathname) continue;
        const res = typeof r.response === 'function' ? r.response({ method, url, body }) : r.response;
        if (!res) continue;
        return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
          status: res.status ?? 200,
          headers: { 'Content-Type': 'application/json', ...(res.headers ?? {}) },
        });
      }
      // By default a stored token is valid: the current user is the stored one.
      if (method === 'GET' && url.pathname === '/api/auth/current-user/') {
        const user = window.localStorage.getItem('user');
        return headers.Authorization && user
          ? new Response(user, { status: 200, headers: { 'Content-Type': 'application/json' } })
          : new Response(JSON.stringify({ detail: 'Authentication credentials were not provided.' }), { status: 401 });
      }
      return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    }),
  );
  return mock;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Headers by their usual spelling ('Authorization', 'Content-Type'), as the tests name them. */
const headerRecord = (headers: Headers): Record<string, string> =>
  Object.fromEntries([...headers].map(([name, value]) => [name.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase()), value]));

/** The address the test's history is at, and a way to go elsewhere as a link would. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => void;
}

/** The page at `path`; a /sw/… path renders it in Kiswahili, as the browser would (boot/startShop.tsx). */
export function renderRoute(path: string): RenderResult & { router: TestRouter } {
  const language = languageOfPath(path.split(/[?#]/)[0]);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location };
    },
    navigate: (to) => act(() => history.push(to)),
  };
  setApiLanguage(language);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false } });
  const result = render(
    <AppProviders client={client} language={language}>
      <PageRouter history={history} basename={basenameOf(language)}>
        <StoreLayout />
      </PageRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

export function loginAs(user: User = makeUser(), token = 'tok123') {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}
