import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile, UseInterceptors } from '@nestjs/common';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import { from, Observable, lastValueFrom } from 'rxjs';
import { acceptedEncoding, BodyEncoding, compressBody } from '../common/http-compression';
import { hasRole } from '../common/roles';
import { User } from '../users/user.entity';
import { etagOf, noneMatchHits } from '../static-files';
import { Language, requestLanguage } from '../i18n/languages';
import { ANSWERED_ROUTE } from '../metrics/shop-metrics';
import { CatalogCache } from './catalog-cache';

/** The cache key of a shopper's GET of `url` (path and query as asked); with `language` for an answer in the shop's words. */
const keyOf = (url: string, language?: Language) => (language ? `GET ${url} ${language}` : `GET ${url}`);

interface CachedResponse {
  body: string;
  /** Made once with the body (Express would hash the body at every answer). */
  etag: string;
  contentRange?: string;
  /** The body compressed for each encoding asked for so far: kept with the page, made once. */
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** The route pattern that answered it (`/api/products/:id`), for the metrics of a hit answered before routing. */
  route?: string;
  /** Set on an answer in the shop's words, kept once per language (delivery options): it varies with Accept-Language. */
  language?: Language;
}

/** The route pattern Express matched for `request`, if it did. */
const routeOf = (request: Request): string | undefined => (typeof request.route?.path === 'string' ? `${request.baseUrl}${request.route.path}` : undefined);

/**
 * Serves a shopper's GET from the catalog cache as ready-made JSON (keyed by the URL), so a popular
 * page costs neither queries, serialisation nor compression. Staff (who see inactive items) always get fresh data.
 */
@Injectable()
export class CachedForShoppersInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: User }>();
    const response = http.getResponse<Response>();
    if (request.user && hasRole(request.user.role, 'staff')) return next.handle();
    return from(
      this.cache
        .remember<CachedResponse>(keyOf(request.originalUrl), async () => {
          const body = JSON.stringify(await lastValueFrom(next.handle()));
          const contentRange = response.getHeader('Content-Range');
          return { body, etag: etagOf(body), contentRange: typeof contentRange === 'string' ? contentRange : undefined, encoded: {}, route: routeOf(request) };
        })
        .then(async (page) => {
          setAnswerHeaders(response, page);
          // Express answers 304 to a matching If-None-Match itself (for the plain body).
          const body = await answerBody(request, response, page);
          return typeof body === 'string' ? body : new StreamableFile(body);
        }),
    );
  }
}

export const CachedForShoppers = () => UseInterceptors(CachedForShoppersInterceptor);

/**
 * A visitor's GET (no Authorization) that the catalog cache holds, answered before routing: a lookup and one write,
 * as a kept page is, without Nest's router, guards and interceptors. Everything else goes on to the app; the
 * middleware before this one (request log, metrics, security headers, compression) still sees every request.
 */
export function answerFromCatalogCache(cache: CatalogCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const visitor = req.method === 'GET' && !req.headers.authorization;
    const answer = visitor ? (cache.peek<CachedResponse>(keyOf(req.originalUrl)) ?? cache.peek<CachedResponse>(keyOf(req.originalUrl, requestLanguage(req)))) : undefined;
    if (!answer) return next();
    void sendAnswer(req, res, answer).catch(next);
  };
}

async function sendAnswer(req: Request, res: Response, answer: CachedResponse): Promise<void> {
  res.locals[ANSWERED_ROUTE] = answer.route;
  setAnswerHeaders(res, answer);
  if (noneMatchHits(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = await answerBody(req, res, answer);
  if (typeof body === 'string') res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** A kept answer's headers: JSON, its ETag and Content-Range, varying with Accept-Encoding. */
function setAnswerHeaders(res: Response, answer: CachedResponse): void {
  res.type('application/json');
  res.vary('Accept-Encoding');
  if (answer.language) res.vary('Accept-Language');
  res.setHeader('ETag', answer.etag);
  if (answer.contentRange) res.setHeader('Content-Range', answer.contentRange);
}

/** A kept answer's body as `req` takes it: compressed once and kept (its encoding and length set on `res`), else the JSON text. */
async function answerBody(req: Request, res: Response, answer: CachedResponse): Promise<Buffer | string> {
  const encoding = acceptedEncoding(req, answer.body.length);
  if (!encoding) return answer.body;
  const bytes = await (answer.encoded[encoding] ??= compressBody(encoding, answer.body));
  // Already encoded: the compression middleware passes it through untouched.
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  return bytes;
}

/**
 * A shopper's GET of `url` (path and query), answered by `route`: the catalog cache's answer, or `compute`'s kept
 * as that answer. For the server's own reads of what the API answers (a page's head): the page renderer's GET of
 * the same URL is then a cache hit instead of a second read of the database. With `language`, an answer in the
 * shop's words kept for that language: a visitor's next GET of the URL in it is answered before routing.
 */
export async function rememberShopperAnswer<T>(cache: CatalogCache, url: string, route: string, compute: () => Promise<T>, language?: Language): Promise<T> {
  const answer = await cache.remember<CachedResponse>(keyOf(url, language), async () => {
    const body = JSON.stringify(await compute());
    return { body, etag: etagOf(body), encoded: {}, route, language };
  });
  return JSON.parse(answer.body) as T;
}

/** A shopper's GET of `url` (path and query) as the catalog cache holds it, if it does: the JSON and its Content-Range. */
export function cachedAnswerOf(cache: CatalogCache, url: string): { body: string; contentRange?: string } | undefined {
  return cache.peek<CachedResponse>(keyOf(url));
}
