import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/phone';

type Shift = { value: number; moved: string[] };

/** Records every layout shift not caused by the shopper's input (what Lighthouse sums as CLS). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) seen.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('layout stability on a phone', () => {
  test('home, shop, a category and a product page do not jump when their data arrives', async ({ page, baseUrl }) => {
    await page.setViewportSize(PHONE);
    await watchLayoutShifts(page);
    // A mid-range phone: four times slower than this machine, so the data arrives well after the first paint.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { body: products } = await apiCall<Product[]>(baseUrl, productListPath({}, ['id', 'ASC'], [0, 0]));
    for (const pathname of ['/', '/shop', '/shop?category=bags', `/product/${products[0].id}`]) {
      await page.goto(pathname, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${pathname} shifted ${shifts.flatMap((shift) => shift.moved).join(', ')}`).toBeLessThanOrEqual(0.05);
    }
  });
});
