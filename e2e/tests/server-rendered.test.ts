import type { Browser, Page, Request } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';

/** A phone with JavaScript turned off: what the server sent is all there is. */
async function withoutScripts(browser: Browser, baseUrl: string, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function firstProduct(baseUrl: string): Promise<Product> {
  const { body } = await apiCall<Product[]>(baseUrl, productListPath({}, ['id', 'ASC'], [0, 0]));
  return body[0];
}

describe('public pages rendered on the server', () => {
  test('a product page with JavaScript off shows its name, price in KSh and the add-to-cart area', async ({ browser, baseUrl }) => {
    const product = await firstProduct(baseUrl);
    await withoutScripts(browser, baseUrl, async (page) => {
      const response = await page.goto(`/product/${product.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: product.name }).isVisible()).resolves.toBe(true);
      const price = `KSh ${Number(product.price).toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;
      await expect(page.getByText(price, { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Buy Now' }).isVisible()).resolves.toBe(true);
    });
  });

  test('with JavaScript off a shopper browses from home to a category to a product', async ({ browser, baseUrl }) => {
    await withoutScripts(browser, baseUrl, async (page) => {
      await page.goto('/');
      const category = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first();
      const name = (await category.textContent())!.trim();
      await category.click();
      await page.waitForURL(/\/shop\?category=/);
      await expect(page.getByRole('heading', { level: 1, name }).isVisible()).resolves.toBe(true);
      const card = page.getByRole('main').locator('a[href^="/product/"]').first();
      const href = (await card.getAttribute('href'))!;
      await card.click();
      await page.waitForURL((url) => url.pathname === href);
      const { body: product } = await apiCall<Product>(baseUrl, `/api/products/${href.split('/').pop()}/`);
      await expect(page.getByRole('heading', { level: 1, name: product.name }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isVisible()).resolves.toBe(true);
    });
  });

  test("a rendered page brings its own styles in its HTML; a page opened next loads its own with its code", async ({ browser, page, baseUrl }) => {
    const product = await firstProduct(baseUrl);
    // JavaScript off at a desktop's width: the details stand beside the picture by the product page's own CSS alone.
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const served = await context.newPage();
      await served.goto(`/product/${product.id}`);
      const picture = (await served.getByRole('main').getByRole('img', { name: product.name }).first().boundingBox())!;
      const heading = (await served.getByRole('heading', { level: 1, name: product.name }).boundingBox())!;
      expect(heading.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    } finally {
      await context.close();
    }
    const stylesheets: string[] = [];
    page.on('request', (request: Request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname)));
    await page.goto(`/product/${product.id}`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(stylesheets).toEqual([]);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    // The shop page's own sheet, once; none of those the product page's HTML already held.
    expect(stylesheets.filter((sheet) => /\/ShopPage-[\w-]+\.css$/.test(sheet))).toHaveLength(1);
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
    expect(stylesheets.filter((sheet) => /\/(Card|ProductPage)-[\w-]+\.css$/.test(sheet))).toEqual([]);
  });

  test("the shop's code is asked for once the page's first pictures have loaded; a picture that hangs holds it back only a moment", async ({ page, baseUrl }) => {
    const product = await firstProduct(baseUrl);
    const scripts: string[] = [];
    page.on('request', (request: Request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const shopCode = () => scripts.filter((script) => /\/startShop-[\w-]+\.js$/.test(script));
    let releasePictures!: () => void;
    const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve));
    await page.route(/\/media\/products\/.+\.webp$/, async (route) => {
      await picturesHeld;
      await route.continue();
    });
    // DOMContentLoaded comes after the entry (a module script) has run: it is waiting for the product's photo.
    await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
    expect(scripts.some((script) => /\/index-[\w-]+\.js$/.test(script))).toBe(true);
    await page.waitForTimeout(300);
    expect(shopCode()).toEqual([]);
    releasePictures();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(shopCode()).toHaveLength(1);

    // A photo that never comes: the page goes live all the same, within the entry's bound (1.5 s) and the code's load.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(/\/media\/products\/.+\.webp$/, () => new Promise<void>(() => undefined));
    await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 8000 });
  });

  test("a connection that drops while the shop's code loads: the code is asked for again and the page goes live", async ({ page, baseUrl }) => {
    const product = await firstProduct(baseUrl);
    let attempts = 0;
    await page.route(/\/assets\/startShop-[\w-]+\.js$/, async (route) => {
      attempts++;
      if (attempts === 1) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 8000 });
    expect(attempts).toBe(2);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart (1 item)' }).waitFor();
  });

  test('in a browser the page takes over what the server sent, without reading its data again', async ({ page, baseUrl }) => {
    const product = await firstProduct(baseUrl);
    const apiReads: string[] = [];
    const errors: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiReads.push(pathname);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    // Hydration must take over the server's elements, not draw the page again: each one is marked before the app's
    // code runs (its script held back meanwhile) and must still be in the page once it is live. Preact patches a
    // mismatch without a word, so the elements are what tell.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/startShop-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await page.locator('#served-queries').waitFor({ state: 'attached' });
    const served = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('#root *')];
      (window as unknown as { served: Element[] }).served = elements;
      return elements.length;
    });
    expect(served).toBeGreaterThan(100);
    releaseApp();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(apiReads).toEqual([]);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart/).waitFor();
    await page.getByRole('link', { name: 'Cart (1 item)' }).waitFor();
    // Every served element is still there, the sections below the fold (hydrated by now) included.
    const dropped = await page.evaluate(() =>
      (window as unknown as { served: Element[] }).served.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(dropped).toEqual([]);
    expect(errors).toEqual([]);
  });
});
