import { INestApplication, Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import * as fs from 'node:fs';
import helmet from 'helmet';
import * as path from 'node:path';
import { AppConfig } from './config/app-config';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { rememberRequestOrigin } from './config/request-origin';
import { shopValidationPipe } from './common/validation';
import { RefuseNulTextPipe } from './common/nul-text';
import { shopBodyParsers } from './common/body-errors';
import { buildOpenApi } from './openapi';

/** JSON and form bodies (files go as multipart, limited by MAX_UPLOAD_BYTES). */
const BODY_LIMIT_BYTES = 100 * 1024;
const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Paths the server answers itself; every other GET may be a client-side route of a front end. */
const SERVER_PATHS = ['/api/', '/media/', '/pesapal-sandbox/'];

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
  app.use(mount, express.static(dist, { index: false, maxAge: '1y', immutable: true }));
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
  server.set('trust proxy', 'loopback');
  server.set('query parser', 'simple');
  // The apps are created with `bodyParser: false`: these parsers answer their refusals in the shop's words.
  server.use(...shopBodyParsers(BODY_LIMIT_BYTES));
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
  if (!config.isProduction) {
    app.enableCors({ origin: config.CORS_ORIGINS.split(','), exposedHeaders: ['Content-Range'] });
  }
  server.use(requestLog(new Logger('HTTP')));
  // Development without PUBLIC_URL sends shoppers back to the address they used (AppConfig.shopperUrl).
  server.use(rememberRequestOrigin);
  app.useGlobalFilters(new HttpExceptionFilter(config.MAX_UPLOAD_BYTES));
  app.useGlobalPipes(new RefuseNulTextPipe(), shopValidationPipe());
  server.use('/media', express.static(config.uploadsDir, { maxAge: '30d' }), (_req: Request, res: Response) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  serveSpa(server, '/dashboard', path.join(REPO_ROOT, 'admin', 'dist'));
  serveSpa(server, '/', path.join(REPO_ROOT, 'storefront', 'dist'));
}
