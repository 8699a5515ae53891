import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * SCREENSHOTS_DIR=dir keeps a picture of a screen a test visits, to look at by eye (a page whole, unless
 * `fullPage: false` for what is in view, such as an open dialog); without it nothing is written.
 */
export async function keepPicture(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}
