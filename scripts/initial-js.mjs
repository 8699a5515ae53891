// `npm run initial-js`: the JavaScript each storefront page loads before it is live (issue 31: at most 100 KB gzip).
//   npm run initial-js                       this checkout's build, started on a throwaway shop (port 3950)
//   npm run initial-js -- --repo DIR         another checkout's build (e.g. a `git worktree` of an earlier commit)
//   npm run initial-js -- --url URL          a shop already running at URL
// Prints a Markdown table: page, scripts, KB gzip (1 KB = 1,000 bytes) and the part of it loaded before the page
// went live. The browser test e2e/tests/initial-javascript.test.ts holds every page to the limit with the same count.
import * as http from 'node:http';
import * as https from 'node:https';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as zlib from 'node:zlib';
import { launchChromium, openContext, shopFromCommandLine, storefrontPages } from './storefront-pages.mjs';

/** Issue 31's limit per page, in bytes of gzip. */
export const INITIAL_JAVASCRIPT_LIMIT = 100_000;

/** How long the network must stay quiet after the page is live before nothing more is taken to load. */
const QUIET_MS = 1000;

/** The bytes a browser asking for gzip receives for `url`: as the server sends them, or gzipped here when it sends them plain. */
function gzipBytes(url) {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve(res.headers['content-encoding'] === 'gzip' ? body.length : zlib.gzipSync(body, { level: 9 }).length);
      });
    }).on('error', reject);
  });
}

/**
 * Scripts the HTML names: `<script src>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">`, as
 * addresses; and the text of its inline scripts that run (not JSON data such as the served queries or JSON-LD).
 */
function scriptsOfHtml(html, pageUrl) {
  const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
  const urls = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    if (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script')) urls.push(attribute(tag, 'href'));
  }
  const inline = [];
  for (const [, tag, text] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag, 'src');
    const type = attribute(tag, 'type')?.toLowerCase();
    if (src) urls.push(src);
    else if ((!type || type === 'module' || type.includes('javascript')) && text.trim()) inline.push(text);
  }
  return { urls: urls.filter(Boolean).map((url) => new URL(url, pageUrl).href), inline };
}

/**
 * The JavaScript `page` (see storefrontPages) loads before it is live, with no interaction: every script its HTML
 * loads or preloads, and every script requested until the app marks the page live (`html[data-live]`) and the
 * network has then been quiet for a second (code that hydrates below the fold loads then). Each counts its gzip
 * bytes once; inline scripts that run count as one more. Answers `{ page, scripts, bytes, bytesBeforeLive, files }`,
 * `bytesBeforeLive` being the part requested before the page went live (the rest hydrates below the fold, say).
 * `sizes` keeps each address's size across pages.
 */
export async function pageInitialJavaScript(browser, baseUrl, page, token, sizes = new Map()) {
  const context = await openContext(browser, baseUrl, { token: page.signedIn ? token : undefined });
  try {
    // The moment the app marks the page live, on the page's own clock (a mutation observer runs in the same task).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        window.__liveAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
    });
    const tab = await context.newPage();
    const requested = new Set();
    let pending = 0;
    let lastActivity = Date.now();
    tab.on('request', (request) => {
      pending += 1;
      lastActivity = Date.now();
      if (request.resourceType() === 'script') requested.add(request.url());
    });
    const settled = () => {
      pending -= 1;
      lastActivity = Date.now();
    };
    tab.on('requestfinished', settled);
    tab.on('requestfailed', settled);

    const response = await tab.goto(page.path);
    if (!response?.ok()) throw new Error(`${page.path} answered ${response?.status()}`);
    const fromHtml = scriptsOfHtml(await response.text(), response.url());
    await tab.locator('html[data-live]').waitFor({ state: 'attached' });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (pending > 0 || Date.now() - lastActivity < QUIET_MS)) await tab.waitForTimeout(100);

    const requestedBeforeLive = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__liveAt)
        .map((entry) => entry.name),
    );
    const atLive = new Set([...fromHtml.urls, ...requestedBeforeLive]);
    const urls = [...new Set([...fromHtml.urls, ...requested])].filter((url) => !url.startsWith('data:'));
    const files = [];
    for (const url of urls) {
      if (!sizes.has(url)) sizes.set(url, await gzipBytes(url));
      files.push({ url: new URL(url).pathname, bytes: sizes.get(url), beforeLive: atLive.has(url) });
    }
    if (fromHtml.inline.length > 0) files.push({ url: '(inline)', bytes: zlib.gzipSync(fromHtml.inline.join('\n'), { level: 9 }).length, beforeLive: true });
    files.sort((a, b) => b.bytes - a.bytes);
    const sum = (some) => some.reduce((total, file) => total + file.bytes, 0);
    return {
      page: page.path,
      name: page.name,
      language: page.language,
      scripts: files.length,
      bytes: sum(files),
      bytesBeforeLive: sum(files.filter((file) => file.beforeLive)),
      files,
    };
  } finally {
    await context.close();
  }
}

/** Every storefront page of the shop at `baseUrl`, measured one after the other (see pageInitialJavaScript). */
export async function initialJavaScript(browser, baseUrl) {
  const { pages, token } = await storefrontPages(baseUrl);
  const sizes = new Map();
  const rows = [];
  for (const page of pages) rows.push(await pageInitialJavaScript(browser, baseUrl, page, token, sizes));
  return rows;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The rows as a Markdown table; the page's largest files follow its figure. */
export function initialJavaScriptTable(rows) {
  const lines = ['| page | scripts | KB gzip | of which before live | largest |', '|---|---:|---:|---:|---|'];
  for (const row of rows) {
    const largest = row.files.slice(0, 3).map((file) => `${path.basename(file.url)} ${kb(file.bytes)}`).join(', ');
    lines.push(`| \`${row.page}\` | ${row.scripts} | ${kb(row.bytes)} | ${kb(row.bytesBeforeLive)} | ${largest} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shop = await shopFromCommandLine();
  const browser = await launchChromium();
  try {
    const rows = await initialJavaScript(browser, shop.baseUrl);
    console.log(initialJavaScriptTable(rows));
    const over = rows.filter((row) => row.bytes > INITIAL_JAVASCRIPT_LIMIT);
    console.log(`\n${over.length} of ${rows.length} pages above ${kb(INITIAL_JAVASCRIPT_LIMIT)} KB gzip`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}
