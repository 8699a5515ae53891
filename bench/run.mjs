// `npm run bench`: the catalog's performance targets (DESIGN.md "Performance targets"), measured
// against the production build on loopback with a large catalog.
//   1. builds the API if its build is missing or older than its sources;
//   2. creates a fresh PostgreSQL database `shop_bench` (BENCH_DATABASE_URL) and fills it with
//      `npm run seed:large` (10,000 products; --products N to change; --sqlite to use SQLite instead);
//   3. starts `node api/dist/main.js` on port 3900 (production mode; development for checkout, which pays on the Pesapal sandbox) and runs autocannon,
//      50 connections for 10 s per scenario after a short warm-up: the catalog API (category, search, detail), the
//      server-rendered pages with `Accept-Encoding: br` (cached `/`, `/shop`, a category, a product; first renders of
//      product pages over 2,000 rotating ids), then checkout, Pesapal payments and M-Pesa payments (callback p99,
//      payments settled per second through the queue; bench/mpesa.mjs);
//   4. starts the server again with LOG_REQUESTS=off and runs the API detail and category scenarios and a cached page
//      once more: the request log's cost is the difference of the two lines; then with RENDER_THREADS=0 for the first
//      renders once more (what the render threads gain). First renders also say how many pages were rendered and how
//      many went out unrendered for the browser (too many renders waiting: see RENDERS_WAITING_PER_THREAD);
//   5. prints requests/s and p50/p99 latency, writes bench/results.json, stops the server.
//   6. (issue 22) a flash sale: --flash-buyers N (200) buyers on one variant of stock --flash-stock S (500) until sold
//      out, then the same buyers over 100 variants; each proves exactly the stock was sold, no 5xx, every refusal a 409.
//      First --flash-warm-up K (2) sales of their own, as a shop's API has served many orders before a sale: a fresh
//      process spends the first thousand orders compiling (V8's optimising compiler), a third more CPU an order.
//      Then the signed-in floor: the same buyers making 4 × S pairs of signed-in reads that write nothing, the most
//      orders per second this machine allows the sale's request pattern. (Issue 35) the flash sale's orders/s as a
//      share of the floor's pairs/s, its p99 as a multiple of the floor's, the API process's CPU ms per order and, on
//      PostgreSQL, the statements per order from the server's own statement log (bench/statement-log.mjs): each over
//      the window its orders/s is counted in (up to the last order placed), and again with the refusals at its end.
// Options: --products N, --duration S, --connections C, --sqlite, --no-checkout, --no-pages, --no-catalog (only the
// checkout scenarios), --no-flash-sale, --no-mixed-sale (the flash sale and the floor only), --no-statement-log (no
// statements per order: the log costs the database), and --repo DIR to run
// the same scenarios against another checkout's build (e.g. `git worktree add /work/wt-old <commit>`, then
// `npm ci && npm run build` there): its own seed and `api/dist/main.js`; --out FILE writes the results elsewhere.
// BENCH_NODE_ARGS passes Node options to the API under test only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
// BENCH_STATEMENT_SHAPES=FILE writes the flash sale's logged statements by kind, most frequent first (PostgreSQL).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason, WORKSPACES } from '../scripts/build-missing.mjs';
import { checkoutScenarios } from './checkout.mjs';
import { flashSaleScenarios } from './flash-sale.mjs';
import { freshDatabase } from './fresh-database.mjs';
import { logEveryStatement, statementCounter } from './statement-log.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
/** A count given as `--name N`: a whole number of at least `least`, or the run stops before it starts anything. */
function countOption(name, fallback, least = 1) {
  const value = Number(option(name, fallback));
  if (!Number.isSafeInteger(value) || value < least) {
    console.error(`[bench] --${name} takes a whole number of at least ${least}, not ${option(name, fallback)}`);
    process.exit(2);
  }
  return value;
}
const PRODUCTS = countOption('products', 10000);
const DURATION = countOption('duration', 10);
const CONNECTIONS = countOption('connections', 50);
const useSqlite = args.includes('--sqlite');
const withCheckout = !args.includes('--no-checkout');
const withPages = !args.includes('--no-pages');
const withCatalog = !args.includes('--no-catalog');
const withFlashSale = !args.includes('--no-flash-sale');
const withMixedSale = !args.includes('--no-mixed-sale');
/** PostgreSQL's statement log (statements per order) costs the database some of its CPU: --no-statement-log leaves it off. */
const countStatements = !args.includes('--no-statement-log');
const FLASH_BUYERS = countOption('flash-buyers', 200);
const FLASH_STOCK = countOption('flash-stock', 500);
const FLASH_WARM_UP = countOption('flash-warm-up', 2, 0);
const TARGET_ROOT = path.resolve(option('repo', REPO_ROOT));
const OUT = path.resolve(option('out', path.join(BENCH_DIR, 'results.json')));
/** Product pages rendered for the first time: this many ids, each asked in turn. */
const FIRST_RENDER_IDS = 2000;
const DELIVERY_OPTIONS = '/api/delivery/options/?county=KE-17&weight_grams=1200&goods_total=2400';

const log = (line) => console.log(`[bench] ${line}`);

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { cwd: TARGET_ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

function buildApi() {
  if (TARGET_ROOT !== REPO_ROOT) return;
  const reason = staleReason(WORKSPACES.find((workspace) => workspace.name === 'api'));
  if (!reason) return;
  log(`${reason}: npm run build -w api`);
  run('npm', ['run', 'build', '-w', 'api']);
}

async function waitForServer(server) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /api/health/ within 60 s');
}

const list = (filter, sort, [first, last] = [0, 23]) =>
  `/api/products/?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(`[${first},${last}]`)}`;

async function get(pathname) {
  const res = await fetch(`http://127.0.0.1:${PORT}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}`);
  return { body: await res.json(), range: res.headers.get('content-range') };
}

/** What a browser on a phone sends for a page: brotli taken. */
const BROTLI = { 'accept-encoding': 'br, gzip' };

function cannon(title, requests, headers = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration: title ? DURATION : 2, requests, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (title) autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  buildApi();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  let databaseUrl = '';
  if (!useSqlite) {
    await freshDatabase(DATABASE_URL);
    databaseUrl = DATABASE_URL;
  }
  const env = {
    ...process.env,
    // Development mode for checkout: it pays on the built-in Pesapal sandbox, which production refuses to
    // mount (it takes no money). Everything else is the production build and shape.
    NODE_ENV: 'development',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Production shape on PostgreSQL: jobs (payment notifications) on BullMQ.
    REDIS_URL: useSqlite ? '' : (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'),
    QUEUE_PREFIX: `bench_${process.pid}`,
    JWT_SECRET: randomBytes(24).toString('hex'),
    // The first-render scenario reads how many pages were rendered and how many sent for the browser to render.
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SEED_CATALOG: 'false',
    // Every bench buyer logs in from this one address.
    LOGIN_ADDRESS_THROTTLE_LIMIT: '1000',
    // ...and orders from it, as fast as the shop takes orders: the order limits are for relays of phishing, not for load.
    ORDER_THROTTLE_LIMIT: '1000000',
    ORDER_ADDRESS_THROTTLE_LIMIT: '1000000',
  };
  // The catalog and the pages are measured in production mode, as shoppers meet them: JSON log lines (development
  // logs through pino-pretty in a worker thread). Production wants Pesapal keys; nothing here pays, so none answers.
  const production = useSqlite
    ? {}
    : { NODE_ENV: 'production', PESAPAL_CONSUMER_KEY: 'bench-consumer-key', PESAPAL_CONSUMER_SECRET: 'bench-consumer-secret', PESAPAL_BASE_URL: 'http://127.0.0.1:9/v3' };
  log(`filling ${useSqlite ? 'SQLite' : 'PostgreSQL'} with ${PRODUCTS} products`);
  run('npm', ['run', 'seed:large', '-w', 'api', '--', '--products', String(PRODUCTS)], env);

  const results = [];
  /** Runs `scenarios` against a server started with `extraEnv`; each result's name gets `suffix`. */
  async function against(extraEnv, suffix, body) {
    log(`starting the API on port ${PORT}${suffix}`);
    const server = spawn(process.execPath, [...NODE_ARGS, path.join('api', 'dist', 'main.js')], { cwd: TARGET_ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitForServer(server);
      await body(server);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    }
  }
  /** The server's count of page renders by outcome (rendered, shed, ...). */
  async function pageRenders() {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
    const text = await res.text();
    return Object.fromEntries([...text.matchAll(/^shop_page_renders_total\{outcome="(\w+)"\} (\d+)/gm)].map(([, outcome, count]) => [outcome, Number(count)]));
  }
  async function measure(scenario, suffix = '') {
    if (scenario.warmUp !== false) await cannon(null, scenario.warmUp ?? scenario.requests, scenario.headers);
    const name = `${scenario.name}${suffix}`;
    log(`${name}: ${CONNECTIONS} connections, ${DURATION} s`);
    const rendersBefore = scenario.countRenders ? await pageRenders() : undefined;
    const result = await cannon(name, scenario.requests, scenario.headers);
    if (rendersBefore) {
      const after = await pageRenders();
      const [rendered, shed] = ['rendered', 'shed'].map((outcome) => (after[outcome] ?? 0) - (rendersBefore[outcome] ?? 0));
      log(`${name}: ${rendered} pages rendered (${Math.round(rendered / DURATION)}/s), ${shed} sent unrendered for the browser to render (too many renders waiting)`);
      scenario.renders = { rendered, sent_for_browser: shed };
    }
    results.push({
      scenario: name,
      path: scenario.path,
      requests_per_second: Math.round(result.requests.average),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      target_p99_ms: scenario.target,
      ...(scenario.targetRps ? { target_requests_per_second: scenario.targetRps } : {}),
      meets_target: result.latency.p99 <= scenario.target && (!scenario.targetRps || result.requests.average >= scenario.targetRps),
      requests: result.requests.total,
      ...(scenario.renders ? { pages_rendered: scenario.renders.rendered, pages_sent_for_browser: scenario.renders.sent_for_browser } : {}),
      non_2xx: result.non2xx,
      errors: result.errors,
    });
  }

  const categoryPage = list({ category: 'bags' }, ['price', 'ASC']);
  const searchPage = list({ q: 'maasai' }, ['featured', 'ASC']);
  let apiScenarios = [];
  let pageScenarios = [];
  if (withCatalog) await against(production, '', async () => {
    const sample = await get(list({}, ['created_at', 'DESC'], [0, 99]));
    const ids = sample.body.map((product) => product.id);
    for (const [pathname, name] of [[categoryPage, 'category page'], [searchPage, 'search page']]) {
      const { body, range } = await get(pathname);
      log(`${name}: ${body.length} products on the page, Content-Range ${range}`);
    }
    apiScenarios = [
      { name: 'category page (24, sorted by price)', path: decodeURIComponent(categoryPage), target: 50, requests: [{ method: 'GET', path: categoryPage }] },
      { name: 'free-text search page (24)', path: decodeURIComponent(searchPage), target: 100, requests: [{ method: 'GET', path: searchPage }] },
      {
        name: 'product detail',
        path: `/api/products/{one of ${ids.length} ids}/`,
        target: 20,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/products/${ids[Math.floor(Math.random() * ids.length)]}/` }) }],
      },
      // Issue 30: a guest's delivery quote comes from the cached rates, as fast as a cached catalog read.
      { name: 'delivery options (county, weight, goods)', path: DELIVERY_OPTIONS, target: 20, requests: [{ method: 'GET', path: DELIVERY_OPTIONS }] },
    ];
    for (const scenario of apiScenarios) await measure(scenario);
    if (withPages) {
      // Ids for first renders: 2,000 measured (each asked in turn, so nearly every request renders) and others to warm up on.
      const many = [];
      // (The 100 newest, which the detail scenario read, are last in this order.)
      for (let first = 0; many.length < FIRST_RENDER_IDS + 200; first += 100) {
        const { body } = await get(list({}, ['created_at', 'ASC'], [first, first + 99]));
        if (body.length === 0) break;
        many.push(...body.map((product) => product.id));
      }
      const rotating = (pool) => {
        let next = 0;
        return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/product/${pool[next++ % pool.length]}` }) }];
      };
      const productId = ids[Math.floor(ids.length / 2)];
      const page = (name, pathname) => ({ name: `page ${name} (br, cached)`, path: pathname, target: 50, targetRps: 2000, headers: BROTLI, requests: [{ method: 'GET', path: pathname }] });
      pageScenarios = [
        page('home', '/'),
        page('shop', '/shop'),
        page('category', '/shop?category=Bags'),
        page('product', `/product/${productId}`),
        {
          name: `page product, first render (br, ${Math.min(FIRST_RENDER_IDS, many.length - 200)} rotating ids)`,
          path: '/product/{id}',
          target: 250,
          targetRps: 150,
          headers: BROTLI,
          countRenders: true,
          warmUp: rotating(many.slice(FIRST_RENDER_IDS)),
          requests: rotating(many.slice(0, FIRST_RENDER_IDS)),
        },
      ];
      for (const scenario of pageScenarios) await measure(scenario);
    }
  });
  // The same scenarios without the request log's lines: the log's cost is the difference.
  if (withCatalog) await against({ ...production, LOG_REQUESTS: 'off' }, ' (LOG_REQUESTS=off)', async () => {
    for (const scenario of [apiScenarios[2], apiScenarios[0], ...pageScenarios.slice(3, 4)]) await measure(scenario, ', logs off');
  });
  // First renders on the thread that answers requests, as before render threads: their gain is the difference.
  if (withCatalog && withPages) await against({ ...production, RENDER_THREADS: '0' }, ' (RENDER_THREADS=0)', () => measure(pageScenarios[4], ', no render threads'));
  if (withCheckout) {
    // The prompts' own first query a minute away: the M-Pesa scenario times the callbacks' path alone. Every
    // notification comes from the bench's one address, which the per-address throttle would otherwise stop.
    const mpesa = { MPESA_CALLBACK_SECRET: randomBytes(16).toString('hex'), MPESA_QUERY_SECONDS: '60', IPN_THROTTLE_LIMIT: '1000000' };
    await against(mpesa, ' (development: the Pesapal sandbox and the M-Pesa stand-in)', async (server) => {
      const admin = { username: 'admin', password: env.ADMIN_PASSWORD };
      results.push(...(await checkoutScenarios({ baseUrl: `http://127.0.0.1:${PORT}`, admin, buyers: CONNECTIONS, durationSeconds: DURATION, callbackSecret: mpesa.MPESA_CALLBACK_SECRET, apiPid: server.pid, log })));
    });
  }
  // Production shape (nothing is paid): until sold out, so the run's length is the sale's.
  // The sales' statements per order, as PostgreSQL logs them: for the sale's server only, whose sessions start after this.
  const statements = !useSqlite && withFlashSale ? statementCounter(DATABASE_URL, { count: countStatements }) : null;
  if (statements && countStatements) await logEveryStatement(DATABASE_URL);
  if (withFlashSale)
    await against(production, '', async (server) => {
      const admin = { username: 'admin', password: env.ADMIN_PASSWORD };
      results.push(...(await flashSaleScenarios({ baseUrl: `http://127.0.0.1:${PORT}`, admin, buyers: FLASH_BUYERS, stock: FLASH_STOCK, warmUpSales: FLASH_WARM_UP, log, apiPid: server.pid, statements, mixed: withMixedSale })));
    });
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log('');
  console.table(
    Object.fromEntries(
      results.map((result) => [
        result.scenario,
        {
          'req/s': result.requests_per_second,
          'p50 ms': result.latency_p50_ms,
          'p99 ms': result.latency_p99_ms,
          'target p99 ms': result.target_p99_ms,
          ...(result.cpu_ms_per_order === undefined ? {} : { 'API CPU ms/order': result.cpu_ms_per_order }),
          ...(result.cpu_ms_per_order_with_refusals === undefined ? {} : { 'API CPU, refusals in': result.cpu_ms_per_order_with_refusals }),
          ...(result.database_cpu_ms_per_order === undefined ? {} : { 'DB CPU ms/order': result.database_cpu_ms_per_order }),
          ...(result.statements_per_order === undefined ? {} : { 'statements/order': result.statements_per_order }),
          ...(result.orders_per_second_to_floor === undefined ? {} : { 'x floor': result.orders_per_second_to_floor, 'p99 x floor': result.p99_to_floor_p99 }),
          ...(result.latency_placed_p50_p99_ms === undefined ? {} : { 'p99 ms placed / refused': `${result.latency_placed_p50_p99_ms[1]} / ${result.latency_refused_p50_p99_ms[1]}` }),
          ...(result.pages_rendered === undefined ? {} : { rendered: result.pages_rendered, unrendered: result.pages_sent_for_browser }),
          errors: result.errors + result.non_2xx,
        },
      ]),
    ),
  );
  const report = {
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 1024 ** 3), node: process.version },
    database: useSqlite ? 'sqlite' : 'postgresql',
    build: TARGET_ROOT === REPO_ROOT ? 'this checkout' : TARGET_ROOT,
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: TARGET_ROOT, encoding: 'utf8' }).stdout.trim(),
    catalog: { products: PRODUCTS },
    connections: CONNECTIONS,
    duration_seconds: DURATION,
    results,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), OUT)}`);
  if (results.some((result) => result.errors || result.non_2xx)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
