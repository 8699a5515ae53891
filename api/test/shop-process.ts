import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { onServices } from './harness';

const API_DIR = path.resolve(__dirname, '..');
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/**
 * The real shop as its own process (`src/main.ts`), for tests that kill it: a fresh database (SQLite
 * file, or a throwaway PostgreSQL database on the services backend) that survives restarts.
 */
export class ShopProcess {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  readonly id = `shop_proc_${process.pid}_${Date.now().toString(36)}`;
  baseUrl = '';
  log = '';
  /** Standard output alone (the log lines), besides `log` which holds both streams. */
  stdout = '';
  private child?: ChildProcess;
  private databaseUrl = '';

  /** `postgres`: a throwaway PostgreSQL database even on the embedded backend (production refuses SQLite). */
  constructor(
    private readonly env: Record<string, string>,
    private readonly postgres = onServices,
  ) {}

  async start(): Promise<void> {
    if (this.postgres && !this.databaseUrl) {
      const admin = new Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${this.id}"`);
      await admin.end();
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${this.id}`;
      this.databaseUrl = url.toString();
    }
    const port = this.baseUrl ? Number(new URL(this.baseUrl).port) : await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: this.baseUrl,
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: '',
        QUEUE_PREFIX: this.id,
        WORKERS: 'on',
        SEED_CATALOG: 'false',
        LOGIN_THROTTLE_LIMIT: '1000',
        LOGIN_ADDRESS_THROTTLE_LIMIT: '1000',
        PESAPAL_CONSUMER_KEY: '',
        PESAPAL_CONSUMER_SECRET: '',
        PESAPAL_BASE_URL: '',
        TS_NODE_PROJECT: path.join(API_DIR, 'tsconfig.json'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
      this.stdout += chunk.toString();
    });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await until(async () => (await fetch(`${this.baseUrl}/api/health/live/`)).ok, 60_000, `The shop at ${this.baseUrl} starting (log: ${this.log.slice(-2000)})`);
  }

  /** Kills the process as a crash would: no shutdown hooks, nothing flushed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.kill();
    if (this.databaseUrl) {
      const admin = new Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${this.id}" WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A private redis-server on its own port (never the shared one), which a test may stop and start again. */
export class PrivateRedis {
  private child?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(this.port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
      10_000,
      `redis-server on port ${this.port} starting`,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
