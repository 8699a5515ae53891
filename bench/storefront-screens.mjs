// Screenshots of the storefront pages issue 31 changes, to set its before and after side by side (bench/issue-31.mjs
// takes them): each page at 375 and 1280 px, whole, in English and Kiswahili, as <page>-<language>-<width>.png;
// a page whose PNG passes 1 MB is cut at 3,000 px high.
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { openContext, storefrontPages } from '../scripts/storefront-pages.mjs';

const WIDTHS = [375, 1280];
const MAX_BYTES = 1_000_000;
const CUT_HEIGHT = 3000;

/** Scrolls the page to its foot and back, so lazy pictures and sections below the fold load, then waits for the network. */
async function loadWholePage(tab) {
  await tab.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await tab.waitForLoadState('networkidle');
}

/** The same pixels, compressed harder: Chromium writes its PNGs fast, about three times the size they need. */
const smallPng = (png) => sharp(png).png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();

/** Writes every page's screenshots into `outDir`; answers the files written. */
export async function storefrontScreens(browser, baseUrl, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const { pages, token } = await storefrontPages(baseUrl, { withContentPages: true });
  const written = [];
  for (const page of pages) {
    for (const width of WIDTHS) {
      const context = await openContext(browser, baseUrl, { token: page.signedIn ? token : undefined, width, height: width < 600 ? 740 : 900 });
      try {
        const tab = await context.newPage();
        await tab.goto(page.path);
        await tab.locator('html[data-live]').waitFor({ state: 'attached' });
        await loadWholePage(tab);
        let png = await smallPng(await tab.screenshot({ fullPage: true, animations: 'disabled' }));
        if (png.length > MAX_BYTES) png = await smallPng(await tab.screenshot({ fullPage: true, animations: 'disabled', clip: { x: 0, y: 0, width, height: CUT_HEIGHT } }));
        const file = path.join(outDir, `${page.name}-${page.language}-${width}.png`);
        fs.writeFileSync(file, png);
        written.push(file);
      } finally {
        await context.close();
      }
    }
  }
  return written;
}

