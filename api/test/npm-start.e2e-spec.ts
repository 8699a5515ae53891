import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from './shop-process';

// `npm start` builds what is stale first (a fresh checkout builds all three workspaces).
jest.setTimeout(300_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Every process below `pid` (npm, its script, the API it spawned in its own process group). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (res) => res.ok,
    () => false,
  );

async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start stopped with %s', (signal) => {
  it('passes the signal on to the server, which stops, and exits with it', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
    const health = `http://127.0.0.1:${port}/api/health/live/`;
    let npm: ChildProcess | undefined;
    let tree: number[] = [];
    let output = '';
    try {
      npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_CATALOG: 'false', PUBLIC_URL: '' },
        // Its own process group, so that cleanup after a failure can reach npm and its script at once.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => npm!.once('exit', (code, sig) => resolve({ code, signal: sig })));

      expect(await within(240_000, () => answers(health))).toBe(true);
      tree = descendants(npm.pid!);
      // npm, `node scripts/start.mjs` and the API itself.
      expect(tree.length).toBeGreaterThanOrEqual(2);

      process.kill(npm.pid!, signal);
      const exit = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(await answers(health)).toBe(false);
      expect(tree.filter(alive)).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- npm start output ---\n${output.slice(-3000)}`);
    } finally {
      for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
      if (npm?.pid && alive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
