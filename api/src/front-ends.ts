import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { localPath } from '@shop/local-path';
import { notFoundHead, withHead, withMeta } from './seo/page-head';
import { inLanguage, preferredLanguage, splitLanguage, withHtmlLanguage } from './seo/head-language';
import type { CachedPage, CatalogCache } from './catalog-cache/catalog-cache';
import { acceptedEncoding, BodyEncoding, compressBody } from './common/http-compression';
import { inProcessFetch } from './in-process-fetch';
import { etagOf, fileFor, loadStaticFiles, noneMatchHits, sendStaticFile } from './static-files';
import type { PageHeadsService } from './seo/page-heads.service';
import type { PageRenderer, RenderOutcome } from './rendering/render-messages';
import { RenderThreads } from './rendering/render-threads';

/** Paths the server answers itself; every other GET may be a page of a front end. */
const SERVER_PATHS = ['/api/', '/media/', '/pesapal-sandbox/', '/at-sandbox/', '/mpesa-sandbox', '/whatsapp-sandbox', '/sitemap.xml', '/robots.txt'];

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
 * The storefront's page renderer (storefront/src/ssr/entry-server.tsx), built beside its browser build: on
 * `threads` render threads, or in this thread with 0.
 */
function rendererOf(dist: string, threads: number, fetch: typeof globalThis.fetch): PageRenderer | null {
  const file = path.join(dist, '..', 'dist-server', 'entry-server.cjs');
  if (!fs.existsSync(file)) {
    new Logger('FrontEnds').warn(`${file} is missing: pages are rendered in the browser only`);
    return null;
  }
  if (threads > 0) return new RenderThreads(file, threads, fetch);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const renderer = require(file) as PageRenderer;
  return { renderPage: (request) => renderer.renderPage({ ...request, fetch }) };
}

/**
 * This server's own address as the request reached it, the origin of the page's API reads (answered in this
 * process). A client gone before its page renders leaves the socket without one: the page is still made for the
 * next visitor.
 */
function ownOrigin(req: Request): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  if (!localPort) return 'http://127.0.0.1';
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/**
 * Renders waiting or running per render thread past which a page goes out unrendered. A render costs 3-6 ms of CPU
 * (issue 31; it was 10-15 with MUI, when 4 was the limit), but under a crowd of first visits most of its time is spent
 * waiting for the main thread to answer its data reads between the other requests. In issue 31's bench (1,761 rotating
 * product ids, 50 connections, one render thread) 4 rendered 32 pages a second, 8 rendered 55 and 12 rendered 63, each
 * step with slower answers for the pages sent unrendered; 8 renders most of what the machine can without that.
 */
const RENDERS_WAITING_PER_THREAD = 8;

/** Whether the server answers `url` itself (API, uploads, sandboxes, SEO files): no front end's files or pages are looked for. */
export const isServerPath = (url: string): boolean => SERVER_PATHS.some((prefix) => url.startsWith(prefix));

/** A page as it is kept: the HTML with its ETag; each encoding is made when first asked for (see encodedPage). */
export function pageOf(status: number, text: string, transient = false): CachedPage {
  const html = Buffer.from(text, 'utf8');
  return { status, html, etag: etagOf(html), encoded: {}, ...(transient ? { transient: true as const } : {}) };
}

/** The page in `encoding`, compressed once for every request that asks for it (brotli at quality 5: see compressBody). */
function encodedPage(page: CachedPage, encoding: BodyEncoding): Promise<Buffer> {
  page.encoded[encoding] ??= compressBody(encoding, page.html, { brotliQuality: 5 });
  return page.encoded[encoding];
}

/** Answers a kept page: a lookup and one write, in the encoding the client takes; a page it already has (If-None-Match) is a 304. */
async function sendPage(req: Request, res: Response, page: CachedPage): Promise<void> {
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  if (page.status === 200) {
    res.setHeader('ETag', page.etag);
    if (noneMatchHits(req.headers['if-none-match'], page.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  const encoding = acceptedEncoding(req, page.html.length);
  const bytes = encoding ? await encodedPage(page, encoding) : page.html;
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Already encoded: the compression middleware passes it through untouched.
  if (bytes !== page.html) res.setHeader('Content-Encoding', encoding!);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * The storefront's English address of a shopper who chose Kiswahili (the `lang` cookie), or who never
 * chose and whose browser prefers it: sent on to the same page under /sw (302). Decided before the page
 * cache, which keys pages by URL, so a kept English page never depends on who asked; the English answer
 * says it varies with both headers.
 */
function languageRedirect(req: Request, res: Response): boolean {
  if (splitLanguage(req.path).language === 'sw') return false;
  res.vary('Accept-Language');
  res.vary('Cookie');
  if (preferredLanguage(req.headers.cookie, req.headers['accept-language']) !== 'sw') return false;
  res.setHeader('Cache-Control', 'no-cache');
  // As a path on the shop, runs of slashes made one: `//host/…` becomes /sw/host/…, never another site's address.
  res.redirect(302, localPath(inLanguage(req.originalUrl, 'sw')));
  return true;
}

/**
 * Serves a built single-page app under `mount`: its files, and its index.html for its pages. With
 * `notFound` (the storefront), a path that is no page answers 404 with index.html, whose router shows
 * the NotFound page; the console handles unknown paths itself. With `heads`, each page's index.html
 * carries its own head; with `pageCache` (the catalog cache, which keeps rendered pages), the storefront's
 * public pages come rendered with their data (the browser renders the rest, and any page whose render failed),
 * on `renderThreads` threads (0: on this one), each outcome told to `countRender`. With `meta`, every page carries
 * those <meta> tags (read by the page's render and by the browser alike). HEAD answers like GET, without a body.
 */
export function serveSpa(
  app: NestExpressApplication,
  mount: string,
  dist: string,
  {
    notFound = false,
    heads,
    pageCache,
    renderThreads = 0,
    countRender = () => undefined,
    origin = () => '',
    meta = () => ({}),
  }: {
    notFound?: boolean;
    heads?: PageHeadsService;
    pageCache?: CatalogCache;
    renderThreads?: number;
    countRender?: (outcome: RenderOutcome) => void;
    origin?: () => string;
    meta?: () => Record<string, string>;
  } = {},
): void {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  const indexHtml = fs.readFileSync(index, 'utf8');
  const logger = new Logger('FrontEnds');
  const isPage = notFound ? pagesOf(dist, mount) : null;
  // The renderer reads the page's data from this process, not over HTTP from itself.
  const renderer = pageCache ? rendererOf(dist, renderThreads, inProcessFetch(app.getHttpAdapter().getInstance(), pageCache)) : null;
  if (renderer instanceof RenderThreads) app.getHttpServer().once('close', () => void renderer.close());
  const renderLimit = Math.max(1, renderThreads) * RENDERS_WAITING_PER_THREAD;
  let rendering = 0;
  // The build writes .br and .gz beside each asset; hashed assets never change, other files are revalidated. All held in memory.
  const files = loadStaticFiles(dist, (file) => (file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'));

  /** The page's head, status and the template carrying the head; `failed` when the head could not be made. */
  async function templateOf(req: Request): Promise<{ status: number; template: string; failed: boolean }> {
    const language = splitLanguage(req.path).language;
    const page = !isPage || isPage(splitLanguage(req.path).path);
    let failed = false;
    const answer = page ? await heads?.headOf(req.path, req.query.category).catch((error: Error) => {
      // The app still works from the generic page and fetches its own data: no page is lost to a head.
      logger.warn(`No head for ${req.path}: ${error.message}`);
      failed = true;
      return undefined;
    }) : undefined;
    // A product that does not exist is a real 404 (the page shows "Product Not Found"), not a soft one.
    const status = page && !answer?.missing ? 200 : 404;
    const head = answer?.head ?? (page ? undefined : notFoundHead('pageNotFound', language));
    return { status, template: withMeta(head ? withHead(indexHtml, head) : withHtmlLanguage(indexHtml, language), meta()), failed };
  }

  /** The page rendered with its data (or the template, for a page the browser renders); a failed head or render is not kept. */
  async function renderedPage(req: Request): Promise<CachedPage> {
    const { status, template, failed } = await templateOf(req);
    // A crowd of first visits (a radio advert) would wait seconds behind each other's renders: past the limit a page
    // goes out with its head for the browser to render, and is not kept, so a later visitor gets it rendered.
    if (rendering >= renderLimit) {
      countRender('shed');
      return pageOf(status, template, true);
    }
    rendering += 1;
    const html = await renderer!
      .renderPage({ url: req.originalUrl, apiOrigin: ownOrigin(req), template })
      .catch((error: Error) => {
        // The browser renders the page itself from the template: a failed render costs speed, not the page.
        logger.error(`Rendering ${req.originalUrl} failed: ${error.stack ?? error.message}`);
        return undefined;
      })
      .finally(() => (rendering -= 1));
    countRender(html === undefined ? 'failed' : html === null ? 'browser' : 'rendered');
    return pageOf(status, html ?? template, failed || html === undefined);
  }

  app.use(mount, async (req: Request, res: Response, next: NextFunction) => {
    // API, uploads and the other server paths never look for a file or a page here.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.originalUrl)) return next();
    const file = fileFor(files, req.path);
    if (file) return sendStaticFile(req, res, file);
    if (notFound && languageRedirect(req, res)) return;
    if (renderer && pageCache) {
      // Kept per address the shopper used (the head names it without PUBLIC_URL) and path with query; made once for concurrent misses.
      const key = `${origin()} ${req.originalUrl}`;
      // HEAD gets the status and headers only: nothing is rendered for it.
      const page = req.method === 'HEAD' ? pageCache.peekPage(key) : await pageCache.rememberPage(key, () => renderedPage(req));
      if (page) return sendPage(req, res, page);
    }
    const { status, template } = await templateOf(req);
    res.setHeader('Cache-Control', 'no-cache');
    res.status(status).type('html').send(template);
  });
}
