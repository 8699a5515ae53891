// The storefront pages issue 31 measures (initial JavaScript, screenshots, render CPU), the shopper who opens
// the signed-in ones, and a throwaway shop to measure them on: this checkout's build or another's (`--repo`).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium } from 'playwright-core';
import { buildMissing, REPO_ROOT } from './build-missing.mjs';

// Debian's Chromium as root in a container: no sandbox, no GPU, a small /dev/shm, and no calls home.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** `--name value` from the command line, else `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** Builds what is missing or older than its sources when `repo` is this checkout; another checkout is taken as built. */
export function ensureBuilt(repo) {
  if (path.resolve(repo) === REPO_ROOT) buildMissing({ log: (line) => console.error(line) });
}

/**
 * Starts the shop of `repo` (built first if it is this checkout) on `port` with a fresh SQLite database seeded like a newcomer's first `npm start`
 * (development mode, payments through the built-in sandbox), as the browser tests do. Answers its address and a stop.
 */
export async function startShop({ repo = REPO_ROOT, port = 3950 } = {}) {
  ensureBuilt(repo);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-measure-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join('api', 'dist', 'main.js')], {
    cwd: repo,
    env: { ...inherited, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, SEED_CATALOG: 'true', LOG_REQUESTS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      const gone = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return gone();
      server.once('exit', gone);
      server.kill('SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the shop of ${repo} did not answer ${baseUrl}/api/health/ within 90 s`);
}

/** The shop of `--url` when given (left running), else one started from `--repo` (default this checkout) on `--port`. */
export async function shopFromCommandLine() {
  const url = option('url');
  if (url) return { baseUrl: url.replace(/\/$/, ''), stop: async () => undefined };
  return startShop({ repo: path.resolve(option('repo', REPO_ROOT)), port: Number(option('port', 3950)) });
}

async function api(baseUrl, pathname, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

const listPath = (filter, sort, range) =>
  `/api/products/?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify(range) })}`;

/**
 * A new customer with an unpaid order (the payment page) and one item in the cart again (cart, checkout), made
 * through the API as the browser tests make theirs; answers the login token and the order's id.
 */
async function shopperWithCartAndOrder(baseUrl) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const shopper = { username: `wanjiru${id}`, email: `wanjiru.${id}@example.com`, first_name: 'Wanjiru', last_name: 'Kamau', password: 'Kikoy-2024!' };
  await api(baseUrl, '/api/auth/register/', { method: 'POST', body: shopper });
  const { token } = await api(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: shopper.username, password: shopper.password } });
  // A variant with stock to spare: each shopper's order holds one, and a measuring run may make several shoppers.
  const inStock = await api(baseUrl, listPath({ stock: 'in' }, ['price', 'ASC'], [0, 99]));
  const variant = inStock.flatMap((product) => product.variants).find((candidate) => candidate.is_active && candidate.stock >= 10);
  if (!variant) throw new Error('the catalog has no variant with 10 in stock');
  const addToCart = () => api(baseUrl, '/api/cart/add/', { method: 'POST', token, body: { variant_id: variant.id, quantity: 1 } });
  await addToCart();
  const pickup = (await api(baseUrl, '/api/delivery/options/?county=KE-30', { token })).find((method) => method.code === 'pickup');
  const order = await api(baseUrl, '/api/checkout/', {
    method: 'POST',
    token,
    body: {
      client_name: `${shopper.first_name} ${shopper.last_name}`,
      client_email: shopper.email,
      client_phone: '0712 345 678',
      delivery_method: 'pickup',
      delivery_address: null,
      delivery_county: 'KE-30',
      ...(pickup?.needs_pickup_point ? { pickup_point_id: pickup.pickup_points[0].id } : {}),
    },
  });
  await addToCart();
  return { token, orderId: order.id };
}

/**
 * The storefront pages issue 31 holds to its limits, then (`withContentPages`) the pages it only screenshots,
 * each in English and under /sw. A page is `{ name, language, path, signedIn }`; the catalog's first category and
 * first product in stock stand for their kinds, so two shops seeded alike give the same pages.
 * Answers them with the token that opens the signed-in ones (see openContext).
 */
export async function storefrontPages(baseUrl, { withContentPages = false } = {}) {
  const [category] = await api(baseUrl, '/api/categories/');
  const [product] = await api(baseUrl, listPath({ stock: 'in' }, ['id', 'ASC'], [0, 0]));
  const { token, orderId } = await shopperWithCartAndOrder(baseUrl);
  const pages = [
    ['home', '/', false],
    ['shop', '/shop', false],
    ['category', `/shop?category=${encodeURIComponent(category.name)}`, false],
    ['product', `/product/${product.id}`, false],
    ['cart', '/cart', true],
    ['checkout', '/checkout', true],
    ['payment', `/payment/${orderId}`, true],
    ['account', '/account', true],
    ...(withContentPages
      ? [
          ['about', '/about', false],
          ['policy', '/shipping', false],
          ['track', '/track', false],
        ]
      : []),
  ];
  const inLanguage = (language) =>
    pages.map(([name, pathname, signedIn]) => ({ name, language, path: language === 'sw' ? `/sw${pathname === '/' ? '/' : pathname}` : pathname, signedIn }));
  return { pages: [...inLanguage('en'), ...inLanguage('sw')], token };
}

/** A fresh browser context (empty cache) on the shop, signed in with `token` before any page of it runs when given. */
export async function openContext(browser, baseUrl, { token, width = 375, height = 740 } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context;
}
