import { INestApplication, Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import * as fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import * as path from 'node:path';
import { AppConfig } from './config/app-config';
import { compressAnswers } from './common/http-compression';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { originalForMissingWidth } from './media/image-widths';
import { rememberRequestOrigin } from './config/request-origin';
import { shopValidationPipe } from './common/validation';
import { buildOpenApi } from './openapi';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Paths the server answers itself; every other GET may be a client-side route of a front end. */
const SERVER_PATHS = ['/api/', '/media/', '/pesapal-sandbox/', '/sitemap.xml', '/robots.txt'];

/** One line per request: method, path, status, duration. */
function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}

/** Serves a built single-page app under `mount`, answering its index.html for client-side routes. */
function serveSpa(app: NestExpressApplication, mount: string, dist: string): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  // The build writes .br and .gz beside each asset; hashed assets never change, other files are revalidated.
  app.use(
    mount,
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        setHeaders: (res: ServerResponse, file: string) =>
          res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
      },
    }),
  );
  app.use(mount, (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || SERVER_PATHS.some((prefix) => req.originalUrl.startsWith(prefix))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** Everything an app instance needs besides its modules; shared by main.ts, the tests and the OpenAPI script. */
export function configureApp(app: INestApplication): void {
  const config = app.get(AppConfig);
  const server = app as NestExpressApplication;
  server.set('trust proxy', config.trustProxy);
  server.set('query parser', 'simple');
  server.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  server.use(compressAnswers());
  if (!config.isProduction) {
    app.enableCors({ origin: config.CORS_ORIGINS.split(','), exposedHeaders: ['Content-Range'] });
  }
  server.use(requestLog(new Logger('HTTP')));
  // Development without PUBLIC_URL sends shoppers back to the address they used (AppConfig.shopperUrl).
  server.use(rememberRequestOrigin);
  app.useGlobalFilters(new HttpExceptionFilter(config.MAX_UPLOAD_BYTES));
  app.useGlobalPipes(shopValidationPipe());
  server.use('/media', express.static(config.uploadsDir, { maxAge: '30d' }), originalForMissingWidth(config.uploadsDir), (_req: Request, res: Response) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  serveSpa(server, '/dashboard', path.join(REPO_ROOT, 'admin', 'dist'));
  serveSpa(server, '/', path.join(REPO_ROOT, 'storefront', 'dist'));
}
