// Issue 31's figures of one build, in one command:
//   node bench/issue-31.mjs --label after                        this checkout's build
//   node bench/issue-31.mjs --label before --repo /tmp/wt-before another checkout's (a `git worktree` of 7b5d626)
// It starts that build on a throwaway shop (SQLite, port `--port`, default 3950) and writes into bench/issue-31/:
//   initial-js-<label>.md   the JavaScript each storefront page loads before it is live (scripts/initial-js.mjs)
//   render-cpu-<label>.md   CPU of a product page's server render (bench/render-cpu.mjs, in its own process)
//   <label>/                screenshots of every page at 375 and 1280 px in both languages (bench/storefront-screens.mjs)
// Figures depend on the machine: run before and after in one sitting, with nothing else running.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { initialJavaScript, initialJavaScriptTable, INITIAL_JAVASCRIPT_LIMIT } from '../scripts/initial-js.mjs';
import { REPO_ROOT } from '../scripts/build-missing.mjs';
import { launchChromium, option, startShop } from '../scripts/storefront-pages.mjs';
import { storefrontScreens } from './storefront-screens.mjs';

const label = option('label');
if (!label) throw new Error('name the figures: --label before | after');
const repo = path.resolve(option('repo', REPO_ROOT));
const outDir = path.join(REPO_ROOT, 'bench', 'issue-31');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
const log = (line) => console.log(`[issue-31] ${line}`);
/** When, and how busy the machine was: CPU figures grow with the load other processes put on it. */
const sitting = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
const node = process.execPath;

const shop = await startShop({ repo, port: Number(option('port', 3950)) });
const browser = await launchChromium();
try {
  log(`${label}: ${commit} (${repo}) at ${shop.baseUrl}`);
  log('initial JavaScript');
  const rows = await initialJavaScript(browser, shop.baseUrl);
  const over = rows.filter((row) => row.bytes > INITIAL_JAVASCRIPT_LIMIT).length;
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `initial-js-${label}.md`),
    `# Initial JavaScript per storefront page, ${label} (${commit})\n\n` +
      `\`node bench/issue-31.mjs --label ${label}${repo === REPO_ROOT ? '' : ' --repo DIR'}\`, ${sitting()}, Chromium ${browser.version()}, a fresh shop seeded ` +
      'with the sample catalog. Every script the page\'s HTML loads or preloads and every script requested until the page is live ' +
      '(`html[data-live]`) and the network has been quiet for a second, no interaction, a phone\'s viewport (375 px), an empty cache; ' +
      'each counted at the bytes the shop sends for `Accept-Encoding: gzip` (1 KB = 1,000 bytes); inline scripts that run count too. ' +
      'Cart, checkout, payment and account are opened signed in, with one item in the cart and an unpaid order.\n\n' +
      `${initialJavaScriptTable(rows)}\n\n${over} of ${rows.length} pages above the limit of ${INITIAL_JAVASCRIPT_LIMIT / 1000} KB.\n`,
  );
  log('screenshots');
  const written = await storefrontScreens(browser, shop.baseUrl, path.join(outDir, label));
  log(`${written.length} screenshots in ${path.join(outDir, label)}`);
  log('render CPU');
  // Its last line is the figure (a build's output may come before it).
  const renderCpu = execFileSync(node, [path.join(REPO_ROOT, 'bench', 'render-cpu.mjs'), '--repo', repo, '--url', shop.baseUrl], { encoding: 'utf8' }).trim().split('\n').at(-1);
  fs.writeFileSync(
    path.join(outDir, `render-cpu-${label}.md`),
    `# Server render CPU of a product page, ${label} (${commit})\n\n` +
      `\`node bench/issue-31.mjs --label ${label}${repo === REPO_ROOT ? '' : ' --repo DIR'}\` (alone: \`node bench/render-cpu.mjs${repo === REPO_ROOT ? '' : ' --repo DIR'}\`), ${sitting()}, Node ${process.version}.\n\n` +
      `${renderCpu}\n`,
  );
  log(renderCpu);
} finally {
  await browser.close();
  await shop.stop();
}
