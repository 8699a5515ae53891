import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { from, Observable, lastValueFrom } from 'rxjs';
import { hasRole } from '../common/roles';
import { User } from '../users/user.entity';
import { CatalogCache } from './catalog-cache';

interface CachedResponse {
  body: string;
  contentRange?: string;
}

/**
 * Serves a shopper's GET from the catalog cache as ready-made JSON (keyed by the URL), so a popular
 * page costs neither queries nor serialisation. Staff (who see inactive items) always get fresh data.
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
        .remember<CachedResponse>(`GET ${request.originalUrl}`, async () => {
          const body = JSON.stringify(await lastValueFrom(next.handle()));
          const contentRange = response.getHeader('Content-Range');
          return { body, contentRange: typeof contentRange === 'string' ? contentRange : undefined };
        })
        .then(({ body, contentRange }) => {
          if (contentRange) response.setHeader('Content-Range', contentRange);
          response.type('application/json');
          return body;
        }),
    );
  }
}

export const CachedForShoppers = () => UseInterceptors(CachedForShoppersInterceptor);
