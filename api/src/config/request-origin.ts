import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const origins = new AsyncLocalStorage<string>();

/** A Host header that is a plain host name or address with an optional port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Express middleware: the rest of the request runs knowing the address the client used
 * (scheme and Host header), read with requestOrigin().
 */
export function rememberRequestOrigin(req: Request, _res: Response, next: NextFunction): void {
  const host = req.get('host') ?? '';
  if (!PLAIN_HOST.test(host)) return next();
  origins.run(`${req.protocol}://${host.toLowerCase()}`, next);
}

/** 'http://127.0.0.1:3000' while answering a request sent there; undefined outside a request. */
export const requestOrigin = (): string | undefined => origins.getStore();
