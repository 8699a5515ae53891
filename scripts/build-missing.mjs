// Builds each workspace whose output is missing or older than its sources, so `npm start`
// and the browser tests always serve what the working tree says, without rebuilding
// everything on every run. Shared by scripts/start.mjs and e2e/setup/global-setup.ts.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API contract package both front ends bundle from source. */
const API_CLIENT = '../packages/api-client/src';
/** Whether a path stays on the shop: bundled by the storefront (the API runs it as it is, unbuilt). */
const LOCAL_PATH = '../packages/local-path/index.js';

/** What each build reads (inputs) and writes (output folder), relative to the workspace. */
export const WORKSPACES = [
  { name: 'api', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], output: 'dist', entry: 'dist/main.js' },
  {
    name: 'storefront',
    inputs: ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', API_CLIENT, LOCAL_PATH],
    output: 'dist',
    // The page renderer the API loads is built last, after the browser build in dist/.
    entry: 'dist-server/entry-server.cjs',
  },
  {
    name: 'admin',
    inputs: ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', API_CLIENT],
    output: 'dist',
    entry: 'dist/index.html',
  },
];

// Tests and test helpers do not end up in a build, so editing them needs no rebuild.
const NOT_BUILT = /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)(test|__tests__)\//;

/** Newest modification time (ms) of the files under `target`, or 0 when it does not exist. */
function newestMtime(target, skip = () => false) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return skip(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry), skip));
  }
  return newest;
}

/** Why the workspace needs a build, or null when its output is up to date. */
export function staleReason(workspace) {
  const dir = path.join(REPO_ROOT, workspace.name);
  if (!fs.existsSync(path.join(dir, workspace.entry))) return `${workspace.name}/${workspace.entry} is missing`;
  const built = newestMtime(path.join(dir, workspace.output));
  const skip = (file) => NOT_BUILT.test(path.relative(dir, file).split(path.sep).join('/'));
  const changed = Math.max(...workspace.inputs.map((input) => newestMtime(path.join(dir, input), skip)));
  return changed > built ? `${workspace.name} sources changed since its last build` : null;
}

/**
 * Runs `npm run build -w <name>` for every stale workspace (of `only`, when given), printing why.
 * Throws when a build fails: serving an old or half-built bundle would hide the failure.
 */
export function buildMissing({ log = (line) => console.log(line), only = WORKSPACES.map((workspace) => workspace.name) } = {}) {
  // A test runner's NODE_ENV=test would make Vite bundle React's development build.
  const { NODE_ENV: _ignored, ...env } = process.env;
  for (const workspace of WORKSPACES.filter(({ name }) => only.includes(name))) {
    const reason = staleReason(workspace);
    if (!reason) continue;
    log(`[build] ${reason}: npm run build -w ${workspace.name}`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], { cwd: REPO_ROOT, env, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`npm run build -w ${workspace.name} failed (${result.signal ?? `exit code ${result.status}`})`);
    }
  }
}

// `node scripts/build-missing.mjs`: builds what is stale before the API suites run two at once (`npm run test:api`),
// so that their tests which start the built shop never build the same workspace at the same time.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildMissing();
