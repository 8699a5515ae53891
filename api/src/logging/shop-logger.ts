import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { Logger, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * Body, query and object keys whose values are secrets wherever they turn up in a log line, and the
 * order tracking look-up's `contact` (a shopper's phone or e-mail: with the reference, it opens the order's progress).
 */
const SECRET_KEYS = ['password', 'current_password', 'new_password', 'token', 'consumer_secret', 'consumer_key', 'access_token', 'refresh_token', 'contact'];

/** Where secrets can sit in a log object: request headers, the response's cookies, and any secret key two levels deep. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** A secret key's value in a query string (`?token=…&password=…`). */
const SECRET_IN_QUERY = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** The URL with secret query values replaced, for the log only. */
export const withoutSecrets = (url: string): string => url.replace(SECRET_IN_QUERY, '$1[redacted]');

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or client's), so one request can be followed across systems. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `pino-pretty` is a devDependency: readable lines in development when it is installed, JSON otherwise. */
function prettyTransport(config: AppConfig): LoggerOptions['transport'] {
  if (config.NODE_ENV !== 'development') return undefined;
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
}

/**
 * The shop's one logger: JSON lines in production (one object per line, with the request's id),
 * readable in development, only warnings and errors under test; secrets never written.
 */
export function shopLogger(config: AppConfig): Logger {
  return pino({
    level: config.NODE_ENV === 'test' ? 'warn' : 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    transport: prettyTransport(config),
  });
}

/** The request's id: a sane incoming X-Request-Id, or a new one; echoed in the answer's X-Request-Id. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The request log: one line per answered request (method, route, status, time) under the request's id,
 * echoed in X-Request-Id. With `log: false` (LOG_REQUESTS=off) requests still get their id, but no line.
 */
type Middleware = (req: IncomingMessage & { id?: unknown; log?: Logger }, res: ServerResponse, next: () => void) => void;

/**
 * The request log: one line per answered request under the request's id, echoed in X-Request-Id:
 * `{"req":{"id","method","url","remoteAddress"},"res":{"statusCode"},"responseTime","msg":"request completed"}`
 * (`request errored` at level error for a 5xx, `request aborted` when the client left first). The line is
 * built from those fields only, its URL with secret query values redacted, so it needs no redaction scan of
 * its own: its logger skips the root's (which still covers every other line). With `log: false`
 * (LOG_REQUESTS=off) requests still get their id, but no line.
 */
export function requestLogging(root: Logger, { log = true }: { log?: boolean } = {}): Middleware {
  const lines = root.child({}, { redact: [] });
  return (req, res, next) => {
    const id = requestId(req, res);
    req.id = id;
    // Lines logged while handling the request (nestjs-pino binds req.log to them) carry its id, redacted as any line.
    req.log = root.child({ req: { id } });
    if (!log) return next();
    const started = Date.now();
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      const status = res.statusCode;
      const line = {
        req: { id, method: req.method, url: withoutSecrets(req.url ?? ''), remoteAddress: req.socket?.remoteAddress },
        res: { statusCode: status },
        responseTime: Date.now() - started,
      };
      if (status >= 500) lines.error(line, 'request errored');
      else lines.info(line, res.writableEnded ? 'request completed' : 'request aborted');
    };
    res.once('finish', finished);
    res.once('close', finished);
    next();
  };
}
