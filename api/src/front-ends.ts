import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { notFoundHead, withHead } from './seo/page-head';
import type { CatalogCache } from './catalog-cache/catalog-cache';
import type { PageHeadsService } from './seo/page-heads.service';

/** Paths the server answers itself; every other GET may be a page of a front end. */
const SERVER_PATHS = ['/api/', '/media/', '/pesapal-sandbox/', '/at-sandbox/', '/sitemap.xml', '/robots.txt'];

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

/** The storefront's page renderer (storefront/src/ssr/entry-server.tsx), built beside its browser build. */
interface PageRenderer {
  renderPage(request: { url: string; apiOrigin: string; template: string }): Promise<string | null>;
}

function rendererOf(dist: string): PageRenderer | null {
  const file = path.join(dist, '..', 'dist-server', 'entry-server.cjs');
  if (!fs.existsSync(file)) {
    new Logger('FrontEnds').warn(`${file} is missing: pages are rendered in the browser only`);
    return null;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  return require(file) as PageRenderer;
}

/** A short name for a page's head (the rendered page holds it): heads differ by the address a page is asked at without PUBLIC_URL. */
const digest = (text: string): string => createHash('sha1').update(text).digest('base64url');

/** This server's own address as the request reached it: the renderer reads the page's data from there. */
function ownOrigin(req: Request): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/**
 * Serves a built single-page app under `mount`: its files, and its index.html for its pages. With
 * `notFound` (the storefront), a path that is no page answers 404 with index.html, whose router shows
 * the NotFound page; the console handles unknown paths itself. With `heads`, each page's index.html
 * carries its own head; with `pageCache` (the catalog cache, which keeps rendered pages), the storefront's
 * public pages come rendered with their data (the browser renders the rest, and any page whose render failed). HEAD answers like GET, without a body.
 */
export function serveSpa(app: NestExpressApplication, mount: string, dist: string, { notFound = false, heads, pageCache }: { notFound?: boolean; heads?: PageHeadsService; pageCache?: CatalogCache } = {}): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  const indexHtml = fs.readFileSync(index, 'utf8');
  const logger = new Logger('FrontEnds');
  const isPage = notFound ? pagesOf(dist, mount) : null;
  const renderer = pageCache ? rendererOf(dist) : null;
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
    // A product that does not exist is a real 404 (the page shows "Product Not Found"), not a soft one.
    const status = page && !answer?.missing ? 200 : 404;
    const head = answer?.head ?? (page ? undefined : notFoundHead());
    const template = head ? withHead(indexHtml, head) : indexHtml;
    // HEAD gets the status and headers only: nothing to render. A page is rendered once until the catalog changes.
    const rendering = renderer && pageCache && req.method !== 'HEAD' ? pageCache.rememberPage(`${req.originalUrl} ${digest(template)}`, () => renderer.renderPage({ url: req.originalUrl, apiOrigin: ownOrigin(req), template })) : null;
    const html = await rendering?.catch((error: Error) => {
      // The browser renders the page itself from the template: a failed render costs speed, not the page.
      logger.error(`Rendering ${req.originalUrl} failed: ${error.stack ?? error.message}`);
      return null;
    });
    res.status(status).type('html').send(html ?? template);
  });
}
