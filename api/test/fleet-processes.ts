import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as http from 'node:http';
import * as net from 'node:net';
import * as path from 'node:path';
import { hostname } from 'node:os';

const API_DIR = path.resolve(__dirname, '..');

/**
 * Builds api/dist and the storefront (its pages are rendered and kept by each API) when missing or older
 * than their sources, as `npm start` does (scripts/build-missing.mjs).
 */
export function buildShopIfStale(): void {
  const script = "import { buildMissing } from './scripts/build-missing.mjs'; buildMissing({ only: ['api', 'storefront'] });";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.dirname(API_DIR), stdio: ['ignore', 'inherit', 'inherit'] });
}

/** One process of the built shop (`dist/main.js` or `dist/worker.js`), as production runs it. */
export class BuiltProcess {
  log = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;

  constructor(entry: 'main' | 'worker', env: Record<string, string>) {
    this.child = spawn(process.execPath, [path.join('dist', `${entry}.js`)], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The name BullMQ keeps on the jobs this process takes (job.processedBy). */
  get workerName(): string {
    return `${hostname()}:${this.child.pid}`;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** Answers once `check` holds, polling every 50 ms; throws with `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await Promise.resolve().then(check).catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** Whether a new TCP connection to `port` is refused (nothing listens there any more). */
export const connectionRefused = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/**
 * "Pesapal" for the whole fleet: passes every call on to the built-in sandbox of one API, and can
 * be made slow to answer GetTransactionStatus, so a payment check is caught in the middle.
 */
export class SlowPesapal {
  statusDelayMs = 0;
  /** Status calls received while slow (each answered after statusDelayMs). */
  heldStatusCalls = 0;
  url = '';
  private readonly server = http.createServer((req, res) => void this.pass(req, res));

  constructor(private readonly sandboxUrl: string) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async pass(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (this.statusDelayMs && req.url?.includes('GetTransactionStatus')) {
      this.heldStatusCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, this.statusDelayMs));
    }
    try {
      const headers = Object.fromEntries(['authorization', 'content-type', 'accept'].flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])));
      const answer = await fetch(`${this.sandboxUrl}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  }
}
