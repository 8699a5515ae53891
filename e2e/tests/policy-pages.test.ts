import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/storefront';

/** Follows a footer link and answers once its page's heading shows. */
async function followFooterLink(page: Page, name: string, path: string, heading: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('policy pages (issue 29)', () => {
  test('the footer opens privacy, terms, shipping and returns in English and in Kiswahili, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/shop');
    await followFooterLink(page, 'Privacy Policy', '/privacy', 'Privacy Policy');
    await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
    await expect(page.title()).resolves.toBe('Privacy Policy | Kenyan Crafts');
    await followFooterLink(page, 'Terms of Sale', '/terms', 'Terms of Sale');
    await followFooterLink(page, 'Shipping & Delivery', '/shipping', 'Shipping and Delivery');
    await expect(page.getByRole('article').getByRole('table').isVisible()).resolves.toBe(true);
    // A link in the page's text to another policy page opens it in the app.
    await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await followFooterLink(page, 'Returns (30 days)', '/returns', 'Returns Policy');
    // Nothing on the page is wider than the phone.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);

    await openPage(page, '/sw/shop');
    await followFooterLink(page, 'Sera ya Faragha', '/sw/privacy', 'Sera ya Faragha');
    await page.getByRole('heading', { level: 2, name: 'Haki zako' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sw');
    await followFooterLink(page, 'Masharti ya Mauzo', '/sw/terms', 'Masharti ya Mauzo');
    await followFooterLink(page, 'Usafirishaji na Ufikishaji', '/sw/shipping', 'Usafirishaji na Ufikishaji');
    await followFooterLink(page, 'Kurudisha Bidhaa (siku 30)', '/sw/returns', 'Sera ya Kurudisha Bidhaa');
  });

  test('a policy page comes rendered from the server, with its title and language, before any script runs', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      const response = await page.goto('/sw/privacy');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Sera ya Faragha | Kenyan Crafts');
      await expect(page.getByRole('heading', { level: 1, name: 'Sera ya Faragha' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'complaints@odpc.go.ke' }).getAttribute('href')).resolves.toBe('mailto:complaints@odpc.go.ke');
    } finally {
      await context.close();
    }
  });
});
