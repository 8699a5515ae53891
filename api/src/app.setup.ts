import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Request, Response } from 'express';
import helmet from 'helmet';
import * as path from 'node:path';
import { AppConfig } from './config/app-config';
import { compressAnswers } from './common/http-compression';
import { serveSpa } from './front-ends';
import { PageHeadsService } from './seo/page-heads.service';
import { CatalogCache } from './catalog-cache/catalog-cache';
import { answerFromCatalogCache } from './catalog-cache/cached-for-shoppers.interceptor';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { ImageWidthsService, originalForMissingWidth } from './media/image-widths';
import { FileStore } from './media/file-store';
import { rememberRequestOrigin } from './config/request-origin';
import { shopValidationPipe } from './common/validation';
import { ShopLog } from './logging/logging.module';
import { requestLogging } from './logging/shop-logger';
import { ShopMetrics } from './metrics/shop-metrics';
import { RefuseNulTextPipe } from './common/nul-text';
import { shopBodyParsers } from './common/body-errors';
import { buildOpenApi } from './openapi';
import { EMAIL_LOGO_PATH } from './notifications/render';

/** JSON and form bodies (files go as multipart, limited by MAX_UPLOAD_BYTES). */
const BODY_LIMIT_BYTES = 100 * 1024;
const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Stored pictures never change under their name (a new picture gets a new one). */
const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Where the built front ends are; tests point the storefront at a fixture build. */
export interface AppSetupOptions {
  storefrontDist?: string;
}

/** Everything an app instance needs besides its modules; shared by main.ts, the tests and the OpenAPI script. */
export function configureApp(app: INestApplication, { storefrontDist = path.join(REPO_ROOT, 'storefront', 'dist') }: AppSetupOptions = {}): void {
  const config = app.get(AppConfig);
  const server = app as NestExpressApplication;
  // First, so every request (pages and files too) gets its id and its line.
  server.use(requestLogging(app.get(ShopLog).root, { log: config.LOG_REQUESTS === 'on' }));
  server.use(app.get(ShopMetrics).countRequests);
  server.set('trust proxy', config.trustProxy);
  server.set('query parser', 'simple');
  // The apps are created with `bodyParser: false`: these parsers answer their refusals in the shop's words.
  server.use(...shopBodyParsers(BODY_LIMIT_BYTES));
  server.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Pictures served from a CDN or public bucket (MEDIA_PUBLIC_URL) are the shop's own too.
          'img-src': ["'self'", 'data:', 'blob:', ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // Mail programs show the e-mails' logo from their own sites (webmail): it alone may be embedded anywhere.
  server.use(EMAIL_LOGO_PATH, (_req: Request, res: Response, next: () => void) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  server.use(compressAnswers());
  if (!config.isProduction) {
    app.enableCors({ origin: config.CORS_ORIGINS.split(','), exposedHeaders: ['Content-Range'] });
  }
  // Development without PUBLIC_URL sends shoppers back to the address they used (AppConfig.shopperUrl).
  // (With PUBLIC_URL set nothing reads it, so requests skip the async context it costs.)
  if (!config.PUBLIC_URL) server.use(rememberRequestOrigin);
  // Before Nest's routing: a visitor's catalog read the cache holds costs a lookup and one write.
  server.use(answerFromCatalogCache(app.get(CatalogCache)));
  app.useGlobalFilters(new HttpExceptionFilter(config.MAX_UPLOAD_BYTES));
  app.useGlobalPipes(new RefuseNulTextPipe(), shopValidationPipe());
  const files = app.get(FileStore);
  server.use('/media', files.serve(MEDIA_MAX_AGE_SECONDS), originalForMissingWidth(files, app.get(ImageWidthsService)), (_req: Request, res: Response) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  serveSpa(server, '/dashboard', path.join(REPO_ROOT, 'admin', 'dist'));
  serveSpa(server, '/', storefrontDist, {
    notFound: true,
    heads: app.get(PageHeadsService),
    pageCache: app.get(CatalogCache),
    renderThreads: config.RENDER_THREADS,
    countRender: (outcome) => app.get(ShopMetrics).countPageRender(outcome),
    origin: () => config.shopperUrl,
    // What the storefront reads from its page (storefront/src/lib/shopMeta.ts): the number its WhatsApp links open a
    // chat with, the address its links to itself start with (as the head's canonical links, and the cache's key),
    // and where pictures are served from (their srcset widths sit beside them there).
    meta: () => ({
      'shop-whatsapp': config.WHATSAPP_NUMBER,
      'shop-url': config.shopperUrl,
      'shop-whatsapp-updates': config.whatsappMode === 'off' ? 'off' : 'on',
      'shop-media-url': config.mediaPublicUrl ?? '',
    }),
  });
}
