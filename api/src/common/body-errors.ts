import { HttpException } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { refuseDeepJson } from './json-depth';

/**
 * The errors of reading a request body (body-parser, its zlib streams) in the shop's words. They
 * are plain errors carrying an HTTP status and a `type`, which left the API as 500s (or with
 * body-parser's own wording).
 */
interface BodyError {
  status?: number;
  type?: string;
  code?: string;
  limit?: number;
  charset?: string;
  encoding?: string;
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** `{status, detail}` for a body-reading error, or null when `exception` is not one. */
function bodyErrorAnswer(exception: unknown): { status: number; detail: string } | null {
  if (!(exception instanceof Error)) return null;
  const error = exception as Error & BodyError;
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, detail: `The request body is too large: the limit is ${kilobytes(error.limit ?? 0)}.` };
    case 'entity.too.deep':
      return { status: 400, detail: 'The JSON body is nested too deeply.' };
    case 'entity.parse.failed':
      return { status: 400, detail: 'The request body is not valid JSON.' };
    case 'encoding.unsupported':
      return { status: 415, detail: `Content-Encoding "${error.encoding}" is not supported: send the body plain, gzip, deflate or br.` };
    case 'charset.unsupported':
      return { status: 415, detail: `The charset "${String(error.charset).toUpperCase()}" is not supported: send UTF-8.` };
    case 'parameters.too.many':
      return { status: 413, detail: 'The form has too many fields.' };
    case 'querystring.parse.rangeError':
      return { status: 400, detail: 'The form is nested too deeply.' };
    case 'request.size.invalid':
      return { status: 400, detail: 'The request body does not match its Content-Length.' };
    case 'request.aborted':
      return { status: 400, detail: 'The request body was cut off.' };
  }
  // zlib's own errors ("incorrect header check"): the body is not what its Content-Encoding says.
  if (typeof error.code === 'string' && error.code.startsWith('Z_'))
    return { status: 400, detail: 'The request body could not be decompressed: it does not match its Content-Encoding.' };
  // Any other error body-parser marked as the client's (http-errors, 4xx).
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500 && 'expose' in error)
    return { status: error.status, detail: 'The request body could not be read.' };
  return null;
}

/** A body parser whose refusals are HttpExceptions with a `{"detail"}` (anything else passes on unchanged). */
function answering(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      const answer = error ? bodyErrorAnswer(error) : null;
      next(answer ? new HttpException({ detail: answer.detail }, answer.status) : error);
    });
}

/** Routes whose callers sign the bytes they send (WhatsApp's webhook): the body is kept as it came, for the check. */
const SIGNED_BODY_PATHS = ['/api/whatsapp/webhook'];

/** The request's body as it came, on a route that checks a signature over it (SIGNED_BODY_PATHS); undefined elsewhere. */
export const rawBodyOf = (req: Request): Buffer | undefined => (req as Request & { rawBody?: Buffer }).rawBody;

function readJson(req: Request, res: Response, body: Buffer): void {
  refuseDeepJson(req, res, body);
  if (SIGNED_BODY_PATHS.some((path) => req.url.startsWith(path))) (req as Request & { rawBody?: Buffer }).rawBody = body;
}

/** JSON and form bodies up to `limitBytes`; a JSON body nested too deeply is refused before JSON.parse. */
export const shopBodyParsers = (limitBytes: number): RequestHandler[] => [
  answering(express.json({ limit: limitBytes, verify: readJson })),
  answering(express.urlencoded({ extended: true, limit: limitBytes })),
];
