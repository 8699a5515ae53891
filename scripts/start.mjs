// `npm start`: build whatever is missing or stale (API, storefront, console), then serve the
// whole shop from one process: storefront at /, console at /dashboard, API at /api, Swagger
// at /api/docs. Settings come from the environment, then from a `.env` file if there is one.
// npm runs this through `sh -c`; the script in package.json starts with `exec` so the shell becomes
// this process and the SIGINT/SIGTERM npm passes on reaches us (a shell in between dies of it and
// leaves the server running).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseEnv } from 'node:util';
import { buildMissing, REPO_ROOT } from './build-missing.mjs';

/** `.env` fills in what the shell did not set; the shell always wins. */
function environment() {
  const file = path.join(REPO_ROOT, '.env');
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...process.env, PORT: process.env.PORT ?? fromFile.PORT ?? '3000' };
}

try {
  buildMissing();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The API runs in its own process group so that a Ctrl-C reaches it once, through us, and its
// shutdown hooks (closing the database and queues) are not cut short by a second signal.
const api = spawn(process.execPath, [path.join('api', 'dist', 'main.js')], {
  cwd: REPO_ROOT,
  env: environment(),
  stdio: 'inherit',
  detached: true,
});

let stopRequestedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const now = Date.now();
    // npm and the terminal often deliver the same Ctrl-C twice; a repeat a moment later means "stop now".
    if (stopRequestedAt && now - stopRequestedAt < 1000) return;
    const force = stopRequestedAt !== 0;
    stopRequestedAt = now;
    if (api.exitCode === null && api.signalCode === null) api.kill(force ? 'SIGKILL' : signal);
  });
}

// If we go away any other way, do not leave the server running without its parent.
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

api.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
});
