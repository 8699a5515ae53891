import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { OPEN_REDIRECTS } from '../../packages/local-path/test/open-redirects';
import { registerCustomer } from '../support/api';
import { expect, test } from '../support/fixtures';
import { newShopper, openPage, type Shopper } from '../support/storefront';

/** The 404 pages whose language switch once led to `//evil.example/phish`. */
const KISWAHILI_404S = ['/sw//evil.example/phish', '/sw/\\evil.example/phish', '/sw/%5Cevil.example/phish'];

/** Logs in on the login page shown, in either language. */
async function submitLogin(page: Page, shopper: Shopper): Promise<void> {
  const form = page.locator('form:has(input[type="password"])');
  await form.locator('input[autocomplete="username"]').fill(shopper.username);
  await form.locator('input[type="password"]').fill(shopper.password);
  await form.locator('button[type="submit"]').click();
}

describe('no address leads off the shop (issue 28)', () => {
  test("a login's next and a 404's language switch end on the shop, whatever the address says", async ({ page, baseUrl }) => {
    // An English account: from a Kiswahili login page the next page opens in English, by a page load.
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);
    // Another site is never asked for: each request for one is noted and refused.
    const offSite: string[] = [];
    await page.route(
      (url) => url.origin !== baseUrl,
      (route) => {
        offSite.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    /** Waits until the page has left where it was (`stays`) or asked another site for a page, and checks it is on the shop. */
    const expectOnShop = async (stays: (url: URL) => boolean, what: string) => {
      await expect.poll(() => offSite.length > 0 || !stays(new URL(page.url())), { message: `${what} stayed at ${page.url()}` }).toBe(true);
      expect(offSite, `${what} asked another site`).toEqual([]);
      expect(new URL(page.url()).origin, `${what} ended at ${page.url()}`).toBe(baseUrl);
    };

    for (const next of OPEN_REDIRECTS) {
      for (const login of ['/sw/account/login', '/account/login']) {
        await openPage(page, `${login}?next=${encodeURIComponent(next)}`);
        await submitLogin(page, shopper);
        await expectOnShop((url) => url.pathname === login, `${login}?next=${JSON.stringify(next)}`);
      }
    }

    for (const path of KISWAHILI_404S) {
      // The full address: Playwright would read `//…` against the base as another host.
      await openPage(page, `${baseUrl}${path}`);
      await page.getByRole('link', { name: 'Lugha: English' }).click();
      await expectOnShop((url) => url.pathname.startsWith('/sw/'), `English of ${path}`);
    }
  });
});
