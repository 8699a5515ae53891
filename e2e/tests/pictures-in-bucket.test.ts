import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import { BucketServer } from '../../api/test/bucket-server';
import { REPO_ROOT } from '../../scripts/build-missing.mjs';
import { apiCall, staffToken } from '../support/api';
import { staffLogin } from '../support/console';
import { expect, test } from '../support/fixtures';

const DATABASE = `shop_e2e_bucket_${process.pid}`;
const PG = ['-h', '127.0.0.1', '-U', 'postgres'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Issue 34 in the browser: two API replicas that share PostgreSQL and an S3-compatible bucket (s3rver) and
 * nothing else, each with its own empty DATA_DIR, as on two machines behind a load balancer.
 */
describe('pictures in a bucket, in the browser', () => {
  const bucket = new BucketServer();
  const replicas: { url: string; process: ChildProcess; dataDir: string }[] = [];

  async function startReplica(): Promise<string> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-replica-'));
    const { REDIS_URL: _redis, ...inherited } = process.env;
    const log = fs.openSync(path.join(REPO_ROOT, 'e2e', 'artifacts', `replica-${replicas.length + 1}.log`), 'w');
    const child = spawn(process.execPath, [path.join('api', 'dist', 'main.js')], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...bucket.env(), NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`, SEED_CATALOG: 'false', LOGIN_THROTTLE_LIMIT: '1000', LOGIN_ADDRESS_THROTTLE_LIMIT: '1000' },
      stdio: ['ignore', log, log],
    });
    replicas.push({ url, process: child, dataDir });
    for (const deadline = Date.now() + 90_000; !(await fetch(`${url}/api/health/`).then((res) => res.ok, () => false)); ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Replica ${replicas.length} did not start (e2e/artifacts/replica-${replicas.length}.log)`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return url;
  }

  beforeAll(async () => {
    await bucket.start();
    execFileSync('createdb', [...PG, DATABASE]);
    await startReplica();
    await startReplica();
  });

  afterAll(async () => {
    await Promise.all(replicas.map(({ process: child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
    for (const { dataDir } of replicas) fs.rmSync(dataDir, { recursive: true, force: true });
    execFileSync('dropdb', [...PG, '--if-exists', '--force', DATABASE]);
    await bucket.remove();
  });

  test('staff upload a picture in the console on one replica; the product page served by the other shows it, and its srcset widths load', async ({ browser }) => {
    const [first, second] = replicas.map((replica) => replica.url);
    const category = (await apiCall<{ name: string }>(first, '/api/categories/', { method: 'POST', body: { name: 'Baskets', description: 'Woven by hand' }, token: await staffToken(first), status: 201 })).body.name;
    const product = `Kiondo Basket ${Date.now().toString(36)}`;

    const staffPage = await (await browser.newContext({ baseURL: first, viewport: { width: 1280, height: 900 } })).newPage();
    staffPage.setDefaultTimeout(30_000);
    await staffLogin(staffPage);
    await staffPage.goto('/dashboard/products/addproduct');
    await staffPage.getByLabel('Product name').fill(product);
    await staffPage.getByRole('combobox', { name: 'Category' }).click();
    await staffPage.getByRole('listbox').getByRole('option', { name: category, exact: true }).click();
    await staffPage.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    const picture = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#8e5b2e' } }).png().toBuffer();
    await staffPage.locator('input[type=file]').setInputFiles({ name: 'kiondo.png', mimeType: 'image/png', buffer: picture });
    await staffPage.getByRole('button', { name: 'Add Variant' }).click();
    await staffPage.getByTestId('variant-editor').getByLabel('Price (KSh)').fill('2500');
    await staffPage.getByTestId('variant-editor').getByLabel('Stock').fill('4');
    await staffPage.getByRole('button', { name: 'Submit Product' }).click();
    await staffPage.getByText('Product submitted successfully!').waitFor();
    await staffPage.context().close();

    const [created] = (await apiCall<{ id: number; name: string }[]>(second, '/api/products/')).body.filter((found) => found.name === product);
    const page = await (await browser.newContext({ baseURL: second, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })).newPage();
    await page.goto(`/product/${created.id}`);
    const shown = page.getByRole('img', { name: product }).first();
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const srcset = (await shown.getAttribute('srcset')) ?? '';
    const widths = srcset.split(', ').map((entry) => entry.split(' ')[0]);
    expect(widths).toHaveLength(4);
    // Each width loads in the browser from the replica the upload never touched.
    const loaded = await page.evaluate(
      (urls) => Promise.all(urls.map((url) => new Promise<number>((resolve) => Object.assign(new Image(), { onload(this: HTMLImageElement) { resolve(this.naturalWidth); }, onerror: () => resolve(0), src: url })))),
      widths,
    );
    expect(loaded.every((width) => width > 0)).toBe(true);
    // And nothing of it is on either replica's disk.
    for (const { dataDir } of replicas) expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    await page.context().close();
  });
});
