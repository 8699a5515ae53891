import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { Logger, LoggerOptions } from 'pino';
import { pinoHttp, HttpLogger } from 'pino-http';
import type { AppConfig } from '../config/app-config';

/** Body, query and object keys whose values are secrets wherever they turn up in a log line. */
const SECRET_KEYS = ['password', 'current_password', 'new_password', 'token', 'consumer_secret', 'consumer_key', 'access_token', 'refresh_token'];

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
type Middleware = (req: IncomingMessage & { id?: unknown }, res: ServerResponse, next: () => void) => void;

export function requestLogging(logger: Logger, { log = true }: { log?: boolean } = {}): HttpLogger | Middleware {
  if (!log)
    return (req: IncomingMessage & { id?: unknown }, res: ServerResponse, next: () => void) => {
      req.id = requestId(req, res);
      next();
    };
  return pinoHttp({
    logger,
    genReqId: requestId,
    // Client mistakes are ordinary traffic; only the shop's own failures are errors.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: withoutSecrets(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
