import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { from, Observable, lastValueFrom } from 'rxjs';
import { acceptedEncoding, BodyEncoding, compressBody } from '../common/http-compression';
import { hasRole } from '../common/roles';
import { User } from '../users/user.entity';
import { etagOf } from '../static-files';
import { CatalogCache } from './catalog-cache';

/** The cache key of a shopper's GET of `url` (path and query as asked). */
const keyOf = (url: string) => `GET ${url}`;

interface CachedResponse {
  body: string;
  /** Made once with the body (Express would hash the body at every answer). */
  etag: string;
  contentRange?: string;
  /** The body compressed for each encoding asked for so far: kept with the page, made once. */
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
}

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
          return { body, etag: etagOf(body), contentRange: typeof contentRange === 'string' ? contentRange : undefined, encoded: {} };
        })
        .then(async (page) => {
          if (page.contentRange) response.setHeader('Content-Range', page.contentRange);
          response.type('application/json');
          response.vary('Accept-Encoding');
          // Express answers 304 to a matching If-None-Match itself (for the plain body).
          response.setHeader('ETag', page.etag);
          const encoding = acceptedEncoding(request, page.body.length);
          if (!encoding) return page.body;
          const bytes = await (page.encoded[encoding] ??= compressBody(encoding, page.body));
          // Already encoded: the compression middleware passes it through untouched.
          response.setHeader('Content-Encoding', encoding);
          response.setHeader('Content-Length', bytes.length);
          return new StreamableFile(bytes);
        }),
    );
  }
}

export const CachedForShoppers = () => UseInterceptors(CachedForShoppersInterceptor);

/**
 * A shopper's GET of `url` (path and query): the catalog cache's answer, or `compute`'s kept as that answer. For
 * the server's own reads of what the API answers (a page's head): the page renderer's GET of the same URL is then
 * a cache hit instead of a second read of the database.
 */
export async function rememberShopperAnswer<T>(cache: CatalogCache, url: string, compute: () => Promise<T>): Promise<T> {
  const answer = await cache.remember<CachedResponse>(keyOf(url), async () => {
    const body = JSON.stringify(await compute());
    return { body, etag: etagOf(body), encoded: {} };
  });
  return JSON.parse(answer.body) as T;
}

/** A shopper's GET of `url` (path and query) as the catalog cache holds it, if it does: the JSON and its Content-Range. */
export function cachedAnswerOf(cache: CatalogCache, url: string): { body: string; contentRange?: string } | undefined {
  return cache.peek<CachedResponse>(keyOf(url));
}
