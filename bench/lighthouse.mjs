// `npm run lighthouse`: how the storefront loads on a mid-range phone over slow 4G.
//   1. builds whatever is missing or stale (API, storefront, console);
//   2. starts the production build (NODE_ENV=production) on a fresh PostgreSQL database
//      (LIGHTHOUSE_DATABASE_URL, default shop_lighthouse) seeded with the sample catalog;
//   3. runs Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium
//      on the home page, the shop, a category and a product page;
//   4. prints performance, LCP, TBT, CLS, accessibility, SEO and bytes per page (the median of
//      LIGHTHOUSE_RUNS runs, default 3) and stops the server. LIGHTHOUSE_REPORTS=dir keeps each whole report;
//      LIGHTHOUSE_ONLY=/shop,/product measures only the pages whose path contains one of those.
// Figures depend on the machine: run it on a quiet one. Nothing here is a pass/fail test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildMissing, REPO_ROOT } from '../scripts/build-missing.mjs';
import { freshDatabase } from './fresh-database.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3910);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_lighthouse';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs per page; the row shown is the run with the median performance score. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Only the pages whose path contains one of these (comma-separated, e.g. `LIGHTHOUSE_ONLY=/shop,/product`), to look at a few quickly. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean) ?? [];
/** A folder to keep each page's whole Lighthouse report (JSON, of the median run) in, to see why a figure is what it is. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;

const log = (line) => console.log(`[lighthouse] ${line}`);

async function startShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join('api', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATABASE_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_PASSWORD: randomBytes(24).toString('hex'),
      // Production refuses the built-in sandbox; no payment is made here, so keys that go nowhere do.
      PESAPAL_CONSUMER_KEY: 'lighthouse',
      PESAPAL_CONSUMER_SECRET: 'lighthouse',
      PESAPAL_BASE_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE_URL}/api/health/`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill('SIGKILL');
  throw new Error('the shop did not answer /api/health/ within 90 s');
}

/** Pages a shopper lands on from a search or a shared link, in English and in Kiswahili (/sw/…). */
async function pagesToMeasure() {
  const products = await (await fetch(`${BASE_URL}/api/products/?range=${encodeURIComponent('[0,0]')}`)).json();
  if (!products.length) throw new Error('the seeded catalog has no products');
  const pages = ['/', '/shop', '/shop?category=bags', `/product/${products[0].id}`, '/sw/', `/sw/product/${products[0].id}`];
  return ONLY.length ? pages.filter((page) => ONLY.some((part) => page.includes(part))) : pages;
}

const milliseconds = (audit) => `${Math.round(audit.numericValue)} ms`;
const score = (category) => Math.round(category.score * 100);

/** Lighthouse now and then fails to record a load (NO_NAVSTART) and asks to be run again: it is, twice at most. */
async function lighthouseReport(pathname, port, attempt = 1) {
  const { lhr } = await lighthouse(`${BASE_URL}${pathname}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!lhr.runtimeError) return lhr;
  if (attempt > 2) throw new Error(`${pathname}: ${lhr.runtimeError.message}`);
  log(`${pathname}: ${lhr.runtimeError.code}, measuring again`);
  return lighthouseReport(pathname, port, attempt + 1);
}

async function measure(chrome, pathname) {
  const lhr = await lighthouseReport(pathname, chrome.port);
  const audits = lhr.audits;
  return {
    lhr,
    page: pathname,
    performance: score(lhr.categories.performance),
    LCP: milliseconds(audits['largest-contentful-paint']),
    TBT: milliseconds(audits['total-blocking-time']),
    CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
    accessibility: score(lhr.categories.accessibility),
    SEO: score(lhr.categories.seo),
    'KB moved': Math.round(audits['total-byte-weight'].numericValue / 1024),
  };
}

/** The whole report of the run a row shows, to see why its figures are what they are. */
function keepReport(pathname, lhr) {
  const file = path.join(REPORTS_DIR, `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`);
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(lhr, null, 1));
  log(`report: ${file}`);
}

buildMissing({ log });
await freshDatabase(DATABASE_URL);
const { server, dataDir } = await startShop();
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const pathname of await pagesToMeasure()) {
    log(`measuring ${pathname} (${RUNS} run${RUNS === 1 ? '' : 's'})`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome, pathname));
    // Lighthouse's own advice: one run varies with the machine, the median of several is the figure.
    const { lhr, ...median } = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    rows.push(median);
    if (REPORTS_DIR) keepReport(pathname, lhr);
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
