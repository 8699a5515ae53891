import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject, test as base } from 'vitest';

const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts');

// Debian's Chromium as root in a container: no sandbox, no GPU, a small /dev/shm, and no
// calls home (this machine's closed network refuses them, many at a time).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const test = base.extend<{
  $worker: { browser: Browser; baseUrl: string };
  /** A fresh browser context (own cookies and local storage) opened on the shop under test. */
  $test: { page: Page };
}>({
  browser: [
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  baseUrl: [
    async ({}, use) => {
      await use(inject('baseUrl'));
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, baseUrl, task }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    // Generous: CI and this machine have 2 cores shared with builds and other test runs.
    context.setDefaultTimeout(30_000);
    context.setDefaultNavigationTimeout(60_000);
    const page = await context.newPage();
    await use(page);
    // Fixtures are torn down after the test's result is known: keep the screen of a failure.
    if (task.result?.state === 'fail') {
      fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true }).catch(() => undefined);
    }
    await context.close();
  },
});

export { expect } from 'vitest';
