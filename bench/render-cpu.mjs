// CPU a server render of a product page costs, in this process, as issue 19 measured it (issue 31: at most 4 ms):
//   node bench/render-cpu.mjs                   this checkout's build, its data from a throwaway shop (port 3950)
//   node bench/render-cpu.mjs --repo DIR        another checkout's build (e.g. a `git worktree` of an earlier commit)
//   node bench/render-cpu.mjs --url URL         the data from a shop already running at URL
// `--renders N` per round (default 300). It loads the storefront's server build (storefront/dist-server/entry-server.cjs)
// and renders the catalog's product pages in turn, their API answers read once beforehand and then answered from
// memory (the shop answers them in its own process), so what is counted is the render: process.cpuUsage per render,
// the median of three rounds, after a warm-up round.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { REPO_ROOT } from '../scripts/build-missing.mjs';
import { ensureBuilt, option, shopFromCommandLine } from '../scripts/storefront-pages.mjs';

const repo = path.resolve(option('repo', REPO_ROOT));
const rendersPerRound = Number(option('renders', 300));
const ROUNDS = 3;

ensureBuilt(repo);
const rendererFile = path.join(repo, 'storefront', 'dist-server', 'entry-server.cjs');
const renderer = createRequire(rendererFile)(rendererFile);
const template = fs.readFileSync(path.join(repo, 'storefront', 'dist', 'index.html'), 'utf8');

/** A fetch that answers each GET from memory once the shop has answered it. */
function rememberingFetch() {
  const answers = new Map();
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (request.method !== 'GET') return fetch(request);
    if (!answers.has(request.url)) {
      const response = await fetch(request);
      answers.set(request.url, { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() });
    }
    const { status, headers, body } = answers.get(request.url);
    return new Response(body.slice(0), { status, headers });
  };
}

const shop = await shopFromCommandLine();
try {
  const products = await (await fetch(`${shop.baseUrl}/api/products/?range=${encodeURIComponent('[0,999]')}`)).json();
  const urls = products.map((product) => `/product/${product.id}`);
  const answered = rememberingFetch();
  const render = (url) => renderer.renderPage({ url, apiOrigin: shop.baseUrl, template, fetch: answered });

  let htmlBytes = 0;
  for (const url of urls) {
    const html = await render(url);
    if (!html) throw new Error(`${url} was not rendered on the server`);
    htmlBytes = Math.max(htmlBytes, Buffer.byteLength(html));
  }
  const round = async () => {
    const start = process.cpuUsage();
    for (let i = 0; i < rendersPerRound; i += 1) await render(urls[i % urls.length]);
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000 / rendersPerRound;
  };
  await round();
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round());
  const median = [...rounds].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  console.log(
    `product page render: ${median.toFixed(2)} ms of CPU (median of ${ROUNDS} rounds of ${rendersPerRound} renders over ${urls.length} products: ` +
      `${rounds.map((ms) => ms.toFixed(2)).join(', ')} ms); largest page ${Math.round(htmlBytes / 1000)} kB of HTML`,
  );
} finally {
  await shop.stop();
}
