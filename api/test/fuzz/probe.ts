/**
 * Sends fuzz cases to a listening shop over plain node:http (raw paths and headers, no client
 * clean-up of what we send), a few in flight at a time, and tallies what matters: 5xx answers
 * and answers that leak a stack trace or SQL.
 */
import * as http from 'node:http';
import { FuzzCase, FuzzRole } from './cases';

export type Tokens = Record<FuzzRole | 'throwaway', string | undefined>;

export interface Answer {
  status: number;
  body: string;
  headers?: http.IncomingHttpHeaders;
  /** A transport failure (connection reset, timeout) instead of an answer. */
  error?: string;
}

/** Signs of an internal error reaching the client: stack frames, file paths, SQL, driver errors. */
export const LEAK_PATTERNS: RegExp[] = [
  /at Object\./,
  /(?:\n|\\n) {2,}at /,
  / {4}at /,
  /\((?:\/|[A-Z]:\\)[^)]*:\d+:\d+\)/,
  /node_modules/,
  /\/src\/\w+.*\.(?:ts|js)\b/,
  /QueryFailedError|TypeORMError|EntityPropertyNotFound|SqliteError|SQLITE_/,
  /SELECT |INSERT INTO|UPDATE "|DELETE FROM/,
  /syntax error at|violates .* constraint|duplicate key value|invalid input syntax for|out of range for type/,
  /PayloadTooLargeError|RangeError|TypeError|ReferenceError|ECONNREFUSED/,
];

/** Keeps the first megabyte of an answer: enough to see a stack trace. */
const MAX_BODY_KEPT = 1024 * 1024;

export function leakIn(body: string): string | undefined {
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(body);
    if (match) return body.slice(Math.max(0, match.index - 60), match.index + 100).replace(/\s+/g, ' ');
  }
  return undefined;
}

export function sendCase(base: URL, agent: http.Agent, tokens: Tokens, fuzz: FuzzCase, timeoutMs = 30000): Promise<Answer> {
  const headers: Record<string, string | number> = { ...fuzz.headers };
  const authorization = typeof fuzz.auth === 'object' ? fuzz.auth.header : tokens[fuzz.auth] && `Token ${tokens[fuzz.auth]}`;
  if (authorization) headers.authorization = authorization;
  if (fuzz.body) headers['content-length'] = fuzz.body.length;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    const req = http.request({ host: base.hostname, port: base.port || 80, method: fuzz.method, path: fuzz.path, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < MAX_BODY_KEPT) chunks.push(chunk);
        kept += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ status: res.statusCode ?? 0, body: '', error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    // The server may answer (413, 400) before reading a large body and close: the answer counts, not our write error.
    req.on('error', (error) => setTimeout(() => done({ status: 0, body: '', error: error.message }), 50));
    req.end(fuzz.body);
  });
}

export interface Finding {
  fuzz: FuzzCase;
  answer: Answer;
  leak?: string;
}

/**
 * A health probe's 503 with its report (`status` error or shutting_down): what the route documents when a dependency
 * is slow or down, as on a loaded CI machine where the database's ping passes its 1.5 s limit; not a handler's failure.
 */
function isHealthReport(fuzz: FuzzCase, answer: Answer): boolean {
  if (answer.status !== 503 || !fuzz.route.startsWith('/api/health/')) return false;
  try {
    const report = JSON.parse(answer.body) as { status?: unknown };
    return report.status === 'error' || report.status === 'shutting_down';
  } catch {
    return false;
  }
}

/** Figures of a run. */
export class Tally {
  total = 0;
  readonly statuses = new Map<number, number>();
  readonly serverErrors: Finding[] = [];
  readonly leaks: Finding[] = [];
  readonly transportErrors: Finding[] = [];

  record(fuzz: FuzzCase, answer: Answer): void {
    this.total++;
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.error && answer.status === 0) this.transportErrors.push({ fuzz, answer });
    if (answer.status >= 500 && !isHealthReport(fuzz, answer)) this.serverErrors.push({ fuzz, answer });
    const leak = leakIn(answer.body);
    if (leak) this.leaks.push({ fuzz, answer, leak });
  }

  get failed(): boolean {
    return this.serverErrors.length > 0 || this.leaks.length > 0;
  }

  /** The findings grouped by payload family and by role + route. */
  static groups(findings: Finding[]): { byFamily: Map<string, number>; byRoute: Map<string, number> } {
    const byFamily = new Map<string, number>();
    const byRoute = new Map<string, number>();
    for (const { fuzz } of findings) {
      byFamily.set(fuzz.family, (byFamily.get(fuzz.family) ?? 0) + 1);
      const route = `${fuzz.method} ${fuzz.route}`;
      byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
    }
    return { byFamily, byRoute };
  }
}

export function summary(finding: Finding): string {
  const { fuzz, answer } = finding;
  const what = answer.error ? answer.error : `${answer.status} ${answer.body.slice(0, 120).replace(/\s+/g, ' ')}`;
  return `${fuzz.method} ${fuzz.path.slice(0, 100)} as ${fuzz.role} [${fuzz.family}: ${fuzz.note}] → ${what}${finding.leak ? ` | leak: ${finding.leak}` : ''}`;
}

/** Sends every case with at most `concurrency` in flight; `onAnswer` sees each answer in completion order. */
export async function runCases(
  cases: Iterable<FuzzCase>,
  send: (fuzz: FuzzCase) => Promise<Answer>,
  concurrency: number,
  onAnswer: (fuzz: FuzzCase, answer: Answer) => void,
): Promise<void> {
  const iterator = cases[Symbol.iterator]();
  const lane = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) onAnswer(next.value, await send(next.value));
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** Logs in over HTTP and answers the token (tokens are fetched once: the login throttle is per username). */
export async function login(base: URL, agent: http.Agent, username: string, password: string, retry = true): Promise<string> {
  const answer = await sendCase(base, agent, {} as Tokens, {
    role: 'anonymous', auth: 'anonymous', method: 'POST', route: '/api/auth/login/', path: '/api/auth/login/',
    headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ username, password })), family: 'valid', note: 'login',
  });
  // A run just before used up the login throttle: wait for its window once.
  if (answer.status === 429 && retry) {
    const seconds = Number(answer.headers?.['retry-after'] ?? answer.headers?.['retry-after-login']) || 60;
    console.log(`Login throttled; trying again in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return login(base, agent, username, password, false);
  }
  if (answer.status !== 200) throw new Error(`Login as ${username} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** Registers a throwaway customer over HTTP and answers its token. */
export async function throwawayCustomer(base: URL, agent: http.Agent, tag: string): Promise<string> {
  const username = `fuzz-${tag}-${Date.now().toString(36)}`;
  const password = 'Kiondo-basket-4821!';
  const body = Buffer.from(JSON.stringify({ username, email: `${username}@example.com`, password, first_name: 'Fuzz', last_name: 'Customer' }));
  const answer = await sendCase(base, agent, {} as Tokens, {
    role: 'anonymous', auth: 'anonymous', method: 'POST', route: '/api/auth/register/', path: '/api/auth/register/',
    headers: { 'content-type': 'application/json' }, body, family: 'valid', note: 'register',
  });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`Registering ${username} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return login(base, agent, username, password);
}
