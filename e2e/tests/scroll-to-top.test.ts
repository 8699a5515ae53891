import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, placeOrder, staffToken, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { chooseCounty, logIn, newShopper, openPage } from '../support/storefront';

/** The words on the way from the home page to the success page, in each language. */
const WORDS = {
  en: { prefix: '', addToCart: 'Add to Cart', cart: 'Cart (1 item)', proceed: 'Proceed to Checkout', phone: /^Phone Number/, county: /^County/, placeOrder: 'Place Order', pay: 'Pay another way', success: 'Payment Successful' },
  sw: { prefix: '/sw', addToCart: 'Weka Kikapuni', cart: 'Kikapu (bidhaa 1)', proceed: 'Endelea Kulipa', phone: /^Nambari ya Simu/, county: /^Kaunti/, placeOrder: 'Weka Agizo', pay: 'Lipa kwa njia nyingine', success: 'Malipo Yamefaulu' },
};

/** Whether the element is wholly on screen and below the sticky header. */
function inView(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= headerBottom && box.bottom <= window.innerHeight;
  });
}

/** The home page's link to a product in stock (the home page shows a few), and the product's name. */
async function productInStockOnHome(page: Page, baseUrl: string): Promise<{ link: Locator; name: string }> {
  const hrefs = await page.locator('main a[href*="/product/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of new Set(hrefs)) {
    const { body } = await apiCall<Product>(baseUrl, `/api/products/${href.split('/').pop()}/`);
    if (body.variants.some((variant) => variant.is_active && variant.stock > 0)) return { link: page.locator(`main a[href="${href}"]`).first(), name: body.name };
  }
  throw new Error('no product in stock on the home page');
}

describe('every page opens at its top (issue 29)', () => {
  for (const language of ['en', 'sw'] as const) {
    test(`after scrolling the home page and paying, the success page's heading is in view (${language})`, async ({ page, baseUrl }) => {
      const words = WORDS[language];
      await page.setViewportSize({ width: 375, height: 740 });
      const shopper = newShopper();
      // The account's language is the one the shop answers it in, Pesapal's return to the result page included.
      await apiCall(baseUrl, '/api/auth/register/', {
        method: 'POST',
        status: 201,
        body: { username: shopper.username, email: shopper.email, first_name: shopper.firstName, last_name: shopper.lastName, password: shopper.password, language },
      });
      const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: shopper.username, password: shopper.password } });
      await openPage(page, `${words.prefix}/`);
      await page.evaluate((token) => window.localStorage.setItem('token', token), login.token);

      // The home page opened afresh (signed in), scrolled to its foot; then a tap on a product there.
      await openPage(page, `${words.prefix}/`);
      const product = await productInStockOnHome(page, baseUrl);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await product.link.evaluate((link: HTMLAnchorElement) => link.click());
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // A page reached by a link opens at its top.
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
      await page.getByRole('button', { name: words.addToCart, exact: true }).click();

      await page.getByRole('link', { name: words.cart }).click();
      await page.getByRole('button', { name: words.proceed }).click();
      await page.getByLabel(words.phone).fill('0712 345 678');
      await chooseCounty(page, 'Nairobi City', words.county);
      await page.locator('input[type="radio"][value="pickup"]').check();
      await page.getByRole('button', { name: words.placeOrder }).click();
      await page.getByRole('button', { name: words.pay }).click();
      await page.waitForURL('**/pesapal-sandbox/pay/**');
      await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();

      await page.waitForURL(`**${words.prefix}/order-success?**`);
      const heading = page.getByRole('heading', { level: 1, name: words.success });
      await heading.waitFor();
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      expect(await inView(heading), 'the heading is in view once the page runs').toBe(true);
      // It stays there: nothing moves the page a moment later.
      await page.waitForTimeout(1000);
      expect(await inView(heading), 'the heading is still in view a second later').toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("a completed order's Review link opens the product's review form in view below the sticky header, and the thanks stays in view", async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shopper = newShopper();
    const { order, product } = await placeOrder(baseUrl, shopper, { delivery_method: 'rider', delivery_address: 'Kilimani, Argwings Kodhek Rd' });
    const staff = await staffToken(baseUrl);
    for (const body of [{ status: 'paid' }, { status: 'shipped', tracking_id: 'G4S-5512009' }, { status: 'completed' }])
      await apiCall(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: staff, body });

    await openPage(page, '/account/login');
    await logIn(page, shopper);
    await openPage(page, '/account/profile');
    const row = page.getByRole('listitem', { name: `Order ${order.reference}` });
    await row.getByRole('button', { name: 'Details' }).click();
    await row.getByRole('link', { name: /^Review / }).click();
    await page.waitForURL((url) => url.pathname === `/product/${product.id}` && url.hash === '#write-review');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    await expect.poll(() => inView(form.getByText('Your rating')), { message: 'the form starts in view, below the sticky header' }).toBe(true);

    await form.locator('label', { hasText: '5 out of 5 stars' }).click();
    await form.getByRole('button', { name: 'Submit review' }).click();
    const thanks = page.getByText('Thanks! Your review will appear once our team has checked it.');
    await thanks.waitFor();
    await expect.poll(() => inView(thanks), { message: 'the thanks is in view, not under the header' }).toBe(true);
  });

  test('a link keeps the page in view, with a bar, while the next page loads; back returns to where the shopper was', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/shop');
    const shopHeading = await page.getByRole('heading', { level: 1 }).textContent();
    // The product page's code arrives slowly, as on a phone's network.
    await page.route('**/assets/ProductPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.locator('main a[href*="/product/"]').last().evaluate((link: HTMLAnchorElement) => link.click());

    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent(), 'the shop stays in view meanwhile').toBe(shopHeading);
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(shopHeading);
    expect(await page.evaluate(() => window.scrollY), 'the product page opens at its top').toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: shopHeading ?? '' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'back to where the shopper was' }).toBe(900);
  });
});
