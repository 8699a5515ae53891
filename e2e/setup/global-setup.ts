import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildMissing, REPO_ROOT } from '../../scripts/build-missing.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop under test answers, e.g. http://127.0.0.1:3700 (no trailing slash). */
    baseUrl: string;
  }
}

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');
const PREFERRED_PORT = Number(process.env.E2E_PORT ?? 3700);
const STARTUP_TIMEOUT_MS = 90_000;

/** The preferred port when nobody holds it, else any port the OS hands out. */
async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(null));
      // On every address, as the shop listens: a port held on any one of them is taken.
      probe.listen(port, () => {
        const { port: bound } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0))!;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(`The shop did not become healthy at ${baseUrl}/api/health/ (server log ${logFile}):\n${tail}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Builds what is missing, then starts the real shop (`node api/dist/main.js`) on embedded
 * defaults: a fresh SQLite database in a temporary DATA_DIR and in-process jobs, seeded like
 * a newcomer's first `npm start`. Answers the teardown that stops it and removes the data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildMissing({ log: (line) => console.log(line) });
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const port = await freePort(PREFERRED_PORT);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const log = fs.openSync(logFile, 'w');

  // The shell's DATABASE_URL / REDIS_URL must not leak in: these tests own their database.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join('api', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      // What a newcomer's `npm start` runs (vitest itself sets NODE_ENV=test), with full request logs.
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_CATALOG: process.env.SEED_CATALOG ?? 'true',
      // Every browser test logs in from this one address, and many as the one seeded staff account, within
      // a minute: the per-address and per-account login limits are for attackers.
      LOGIN_ADDRESS_THROTTLE_LIMIT: '1000',
      LOGIN_THROTTLE_LIMIT: '1000',
      // Likewise the orders placed and cancelled per account and per address.
      ORDER_THROTTLE_LIMIT: '1000',
      ORDER_ADDRESS_THROTTLE_LIMIT: '1000',
      // The stand-in's M-Pesa prompts are queried half a second after they are sent, not ten: tests wait on them.
      MPESA_QUERY_SECONDS: '0.5',
    },
    stdio: ['ignore', log, log],
  });

  const teardown = async () => {
    await stop(server);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
