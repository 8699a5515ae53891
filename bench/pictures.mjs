// Issue 34: `/media` picture answers from local disk and streamed from an S3-compatible bucket, side by side on
// one machine.   node bench/pictures.mjs [--duration S] [--connections C] [--pictures N] [--rounds R] [--only local|bucket]
//   [--profile DIR]
// It builds the API if needed, makes N product pictures (WebP, 640 px wide, as the srcset width phones pick),
// then runs `node api/dist/main.js` (production build and mode, PostgreSQL, port 3910) in two ways, taken in turn R times
// (2), and asks autocannon for the pictures in turn, C connections for S seconds after a warm-up:
//   1. local disk: the pictures in DATA_DIR/uploads, as `npm start` keeps them;
//   2. bucket, streamed: the same files copied by `npm run pictures:to-bucket -w api` into s3rver (its own process,
//      its own folder), the API on a different, empty DATA_DIR and no MEDIA_PUBLIC_URL, so /media streams each one.
// It prints and writes bench/issue-34/results.json: requests/s, p50/p99, and what the bucket server costs (its CPU
// per request, measured apart from the API's, and the load generator's). Everything shares the machine's cores: run it
// with nothing else busy.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { buildMissing, REPO_ROOT } from '../scripts/build-missing.mjs';
import { freshDatabase } from './fresh-database.mjs';
import { machineBusyMs, processCpuMs } from './process-cpu.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const DURATION = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 50));
const PICTURES = Number(option('pictures', 40));
/** Local disk and bucket taken in turn this many times, so a neighbour's load falls on both alike. */
const ROUNDS = Number(option('rounds', 2));
/** One scenario alone (`local` or `bucket`), for a profile; the side-by-side figure needs both. */
const ONLY = option('only', undefined);
/** Writes V8 CPU profiles of the API and of s3rver there (`--cpu-prof`): where a picture's CPU goes. */
const PROFILE_DIR = option('profile', undefined) && path.resolve(option('profile', undefined));
const profiled = (name) => (PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', `${name}-${Date.now()}.cpuprofile`] : []);
const PORT = 3910;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_pictures';
const BUCKET = 'shop-pictures';
const OUT = path.join(REPO_ROOT, 'bench', 'issue-34', 'results.json');
const log = (line) => console.log(`[pictures] ${line}`);
/** When, and how busy the machine was before the run. */
const conditions = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (${os.cpus()[0]?.model})`;

/** A product photo's worth of detail (grain over a gradient), so the WebP is about as large as a real one (~40 KB). */
async function picture(seed) {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    const pixel = Math.floor(i / 3);
    pixels[i] = ((Math.floor(((pixel % width) + 2 * Math.floor(pixel / width)) / 5) + (i % 3) * 60 + seed * 13) % 200) + (grain[i] % 24);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).webp({ quality: 82 }).toBuffer();
}

/** s3rver in a process of its own, so its CPU is told apart from the API's; answers its URL and the process. */
async function startBucketServer(directory) {
  const script = `import S3rver from 's3rver';
const { port } = await new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: '${BUCKET}', configs: [] }] }).run();
console.log(port);
process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(process.execPath, [...profiled('s3rver'), '--input-type=module', '-e', script], { cwd: path.join(REPO_ROOT, 'bench'), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function startApi(env, name) {
  const server = spawn(process.execPath, [...profiled(name), path.join('api', 'dist', 'main.js')], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const deadline = Date.now() + 60_000; !(await fetch(`http://127.0.0.1:${PORT}/api/health/`).then((res) => res.ok, () => false)); ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

function cannon(urls, duration) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      { url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] }) }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function measure(name, urls, cpuOf = {}) {
  await cannon(urls, 2);
  // The load generator (autocannon, in this process) shares the cores too: its CPU is the rest of the account.
  const pids = { ...cpuOf, load_generator: process.pid };
  const before = Object.fromEntries(Object.entries(pids).map(([who, pid]) => [who, processCpuMs(pid)]));
  const machineBefore = machineBusyMs();
  const started = performance.now();
  log(`${name}: ${CONNECTIONS} connections, ${DURATION} s`);
  const result = await cannon(urls, DURATION);
  const seconds = (performance.now() - started) / 1000;
  const used = Object.fromEntries(Object.entries(pids).map(([who, pid]) => [who, processCpuMs(pid) - before[who]]));
  const cpu = Object.fromEntries(Object.entries(used).map(([who, ms]) => [`${who}_cpu_ms_per_request`, Number((ms / result.requests.total).toFixed(3))]));
  // Cores busy on the whole machine in the window, and those of them that were not this bench's processes (another
  // engineer's build, PostgreSQL, the kernel's share of loopback traffic).
  const busy = (machineBusyMs() - machineBefore) / 1000 / seconds;
  cpu.machine_busy_cores = Number(busy.toFixed(2));
  cpu.outside_bench_cores = Number((busy - Object.values(used).reduce((sum, ms) => sum + ms, 0) / 1000 / seconds).toFixed(2));
  return { scenario: name, requests_per_second: Math.round(result.requests.average), latency_p50_ms: result.latency.p50, latency_p99_ms: result.latency.p99, megabytes_per_second: Number((result.throughput.average / 1024 / 1024).toFixed(1)), requests: result.requests.total, non_2xx: result.non2xx, errors: result.errors, ...cpu };
}

buildMissing({ only: ['api'], log });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pictures-'));
const localDir = path.join(work, 'local');
const bucketDir = path.join(work, 'bucket');
fs.mkdirSync(path.join(localDir, 'uploads', 'products'), { recursive: true });
fs.mkdirSync(bucketDir);
const urls = [];
let bytes = 0;
for (let index = 0; index < PICTURES; index++) {
  const name = `${randomBytes(12).toString('hex')}.w640.webp`;
  const webp = await picture(index);
  fs.writeFileSync(path.join(localDir, 'uploads', 'products', name), webp);
  urls.push(`/media/products/${name}`);
  bytes += webp.length;
}
log(`${PICTURES} pictures, ${Math.round(bytes / PICTURES / 1024)} KB each on average; ${conditions}`);
await freshDatabase(DATABASE_URL);
// Production, as shoppers meet it (JSON request log lines); it wants a payment method's keys, and nothing here pays.
const shop = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  JWT_SECRET: randomBytes(24).toString('hex'),
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  SEED_CATALOG: 'false',
  DATABASE_URL,
  REDIS_URL: '',
  PESAPAL_CONSUMER_KEY: 'bench-consumer-key',
  PESAPAL_CONSUMER_SECRET: 'bench-consumer-secret',
  PESAPAL_BASE_URL: 'http://127.0.0.1:9/v3',
};
const results = [];
const bucket = await startBucketServer(bucketDir);
try {
  const s3 = { S3_BUCKET: BUCKET, S3_ENDPOINT: bucket.url, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const copy = spawnSync('npm', ['run', 'pictures:to-bucket', '-w', 'api'], { cwd: REPO_ROOT, env: { ...process.env, ...s3, DATA_DIR: localDir }, encoding: 'utf8' });
  log(copy.stdout.trim().split('\n').at(-1));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, env, cpu] of [
      ['local disk (/media from DATA_DIR/uploads)', { DATA_DIR: localDir }, {}],
      ['bucket, streamed (/media from s3rver)', { ...s3, DATA_DIR: path.join(work, 'empty') }, { bucket_server: bucket.child.pid }],
    ]) {
      if (ONLY && !name.startsWith(ONLY)) continue;
      const api = await startApi({ ...shop, ...env }, `api-${name.split(/[ ,]/)[0]}`);
      try {
        results.push({ round, ...(await measure(name, urls, { api: api.pid, ...cpu })) });
      } finally {
        await stop(api);
      }
    }
  }
} finally {
  await stop(bucket.child);
  fs.rmSync(work, { recursive: true, force: true });
}
const rate = (kind) => results.filter((result) => result.scenario.startsWith(kind)).reduce((sum, result) => sum + result.requests_per_second, 0);
const share = rate('bucket') / rate('local');
console.table(Object.fromEntries(results.map(({ scenario, round, ...figures }) => [`${scenario}, round ${round}`, figures])));
// One scenario alone is no side-by-side figure: results.json keeps the last one.
if (ONLY) process.exit(results.some((result) => result.errors || result.non_2xx) ? 1 : 0);
log(`streamed from the bucket: ${(share * 100).toFixed(0)}% of local disk's rate (at least 50% wanted): ${share >= 0.5 ? 'holds' : 'DOES NOT HOLD'}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify({ measured_at: new Date().toISOString(), conditions, node: process.version, commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim(), pictures: PICTURES, average_picture_bytes: Math.round(bytes / PICTURES), connections: CONNECTIONS, duration_seconds: DURATION, streamed_share_of_local_rate: Number(share.toFixed(2)), results }, null, 2)}\n`);
log(`wrote ${path.relative(process.cwd(), OUT)}`);
if (results.some((result) => result.errors || result.non_2xx)) process.exitCode = 1;
