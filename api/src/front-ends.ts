import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { withHead } from './seo/page-head';
import type { PageHeadsService } from './seo/page-heads.service';

/** Paths the server answers itself; every other GET may be a page of a front end. */
const SERVER_PATHS = ['/api/', '/media/', '/pesapal-sandbox/', '/sitemap.xml', '/robots.txt'];

/** Written by the storefront build (storefront/src/routes.ts): its pages' path patterns. */
const ROUTES_FILE = 'routes.json';

/**
 * A test for a path against react-router patterns (`/product/:id`): `:name` stands for one segment;
 * case and a trailing slash do not matter, as for the router itself.
 */
export function pageMatcher(patterns: string[]): (pathname: string) => boolean {
  const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const known = patterns.map(segments);
  return (pathname) => {
    const parts = segments(pathname);
    return known.some((pattern) => pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]));
  };
}

/** Which paths of a front end are pages; without a routes.json (an old build) every path is taken for one. */
function pagesOf(dist: string, mount: string): ((pathname: string) => boolean) | null {
  const file = path.join(dist, ROUTES_FILE);
  if (!fs.existsSync(file)) {
    new Logger('FrontEnds').warn(`${file} is missing (a build older than the server?): every path under ${mount} answers 200`);
    return null;
  }
  return pageMatcher(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]);
}

/**
 * Serves a built single-page app under `mount`: its files, and its index.html for its pages. With
 * `notFound` (the storefront), a path that is no page answers 404 with index.html, whose router shows
 * the NotFound page; the console handles unknown paths itself. HEAD answers like GET, without a body.
 */
export function serveSpa(app: NestExpressApplication, mount: string, dist: string, { notFound = false, heads }: { notFound?: boolean; heads?: PageHeadsService } = {}): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  const indexHtml = fs.readFileSync(index, 'utf8');
  const logger = new Logger('FrontEnds');
  const isPage = notFound ? pagesOf(dist, mount) : null;
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
  app.use(mount, async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.some((prefix) => req.originalUrl.startsWith(prefix))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = !isPage || isPage(req.path);
    const answer = page ? await heads?.headOf(req.path, req.query.category).catch((error: Error) => {
      // The app still works from the generic page and fetches its own data: no page is lost to a head.
      logger.warn(`No head for ${req.path}: ${error.message}`);
      return undefined;
    }) : undefined;
    if (!answer) return void res.status(page ? 200 : 404).sendFile(index);
    // A product that does not exist is a real 404 (the page shows "Product Not Found"), not a soft one.
    res.status('missing' in answer ? 404 : 200).type('html').send('missing' in answer ? indexHtml : withHead(indexHtml, answer.head));
  });
}
