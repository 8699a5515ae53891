// What a server-rendered page's own document costs the browser's main thread, without its scripts or pictures
// (issue 31: the blocking time left on `/shop` is the first parse, style, layout and paint of the page):
//   node bench/document-cost.mjs [path] [--runs N] [--repo DIR | --url URL]     default `/shop`, 10 runs
// Fetches the page once as served, then loads it and variants of it (its icons' inline SVG taken out; only the first
// screen's four product cards; no product cards) from a local copy in fresh mobile-sized pages (412 × 823, as
// Lighthouse's phone), with every script and picture refused. Prints the median over the runs of the main thread's
// CPU time (a trace's thread time, which another process's load barely moves, unlike wall time) in HTML parsing,
// style, layout and paint, and the layout objects of the first full layout.
// Figures depend on the machine; nothing here is a pass/fail test.
import { createServer } from 'node:http';
import { launchChromium, option, shopFromCommandLine } from '../scripts/storefront-pages.mjs';

const target = process.argv.slice(2).find((arg, at, args) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--')) ?? '/shop';
const RUNS = Number(option('runs', 10));

const CARD = /<article[\s>][\s\S]*?<\/article>/g;
const keepCards = (html, kept) => {
  let seen = 0;
  return html.replace(CARD, (card) => (seen++ < kept ? card : ''));
};
const VARIANTS = {
  'as served': (html) => html,
  'no inline icons': (html) => html.replace(/<svg[\s>][\s\S]*?<\/svg>/g, ''),
  'first 4 cards only': (html) => keepCards(html, 4),
  'no product cards': (html) => keepCards(html, 0),
};
const PHASES = { parse: 'ParseHTML', style: 'UpdateLayoutTree', layout: 'Layout', paint: 'Paint' };

/** Main-thread CPU ms per phase for one fresh load of `url`, and the layout objects of its largest layout. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route(/\.(js|webp|jpe?g|png|svg)(\?|$)/, (route) => route.abort());
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(200);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const mainThread = traceEvents.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)?.tid;
  const onMain = traceEvents.filter((event) => event.tid === mainThread && event.ph === 'X');
  const cpu = Object.fromEntries(
    Object.entries(PHASES).map(([phase, name]) => [phase, onMain.filter((event) => event.name === name).reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000]),
  );
  const objects = Math.max(0, ...onMain.filter((event) => event.name === 'Layout').map((event) => event.args.beginData?.totalObjects ?? 0));
  return { ...cpu, total: Object.keys(PHASES).reduce((sum, phase) => sum + cpu[phase], 0), objects };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shop = await shopFromCommandLine();
const served = await (await fetch(shop.baseUrl + target)).text();
await shop.stop();
const copies = createServer((req, res) => {
  const variant = VARIANTS[decodeURIComponent(req.url.slice(1))];
  res.writeHead(variant ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(variant ? variant(served) : '');
});
await new Promise((resolve) => copies.listen(0, '127.0.0.1', resolve));
const browser = await launchChromium();
try {
  const rows = [];
  for (const name of Object.keys(VARIANTS)) {
    const url = `http://127.0.0.1:${copies.address().port}/${encodeURIComponent(name)}`;
    await measure(browser, url); // a first load warms the browser's caches
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, url));
    const row = { variant: name, 'kB': Math.round(Buffer.byteLength(VARIANTS[name](served)) / 1024) };
    for (const key of [...Object.keys(PHASES), 'total']) row[`${key} ms`] = median(runs.map((r) => r[key])).toFixed(1);
    row['layout objects'] = median(runs.map((r) => r.objects));
    rows.push(row);
  }
  console.log(`${target}: main-thread CPU of the document alone, median of ${RUNS} fresh loads (no scripts, no pictures)`);
  console.table(rows);
} finally {
  await browser.close();
  copies.close();
}
