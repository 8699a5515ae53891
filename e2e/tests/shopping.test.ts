import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, registerCustomer, type CartAnswer, type Product, type Variant } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ksh, logIn, newShopper, openPage } from '../support/storefront';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 740 }, phone: true },
];

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

interface Plan {
  product: Product;
  /** The variant the product page starts on, and another one in stock to pick. */
  shown: Variant;
  other: Variant;
  category: string;
  minPrice: number;
  maxPrice: number;
}

/**
 * From the live catalog: a product with two variants in stock, and price bounds in its category
 * that keep it and at least one other product while leaving out a cheaper one.
 */
async function planFromCatalog(baseUrl: string): Promise<Plan> {
  const { body: products } = await apiCall<Product[]>(baseUrl, productListPath({}, ['name', 'ASC'], [0, 199]));
  for (const product of products) {
    const inStock = product.variants.filter((variant) => variant.is_active && variant.stock > 0);
    if (inStock.length < 2 || product.price === null || !product.category) continue;
    const category = product.category;
    const prices = products.filter((item) => item.category?.id === category.id && item.price !== null).map((item) => item.price as number);
    const maxPrice = Math.max(...prices);
    const kept = prices.filter((price) => price >= product.price! && price <= maxPrice);
    if (kept.length >= 2 && kept.length < prices.length) {
      return { product, shown: inStock[0], other: inStock[1], category: category.name, minPrice: product.price, maxPrice };
    }
  }
  throw new Error('The catalog has no product with two variants in stock that a price filter can single out');
}

const variantLabel = (variant: Variant) => variant.attributes.map((attribute) => attribute.value).join(' / ') || variant.sku;

/** Names and prices of the product cards shown, in page order. */
async function shownCards(page: Page): Promise<{ names: string[]; prices: number[] }> {
  const cards = page.getByRole('main').locator('article');
  const names = await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  const prices = (await cards.locator('[data-testid=price]').allInnerTexts()).map(amountOf);
  return { names, prices };
}

describe('shopping as a guest, then as a customer', () => {
  for (const screen of SCREENS) {
    test(`on a ${screen.name}: search, filter, sort, pick a variant, and the guest cart follows the login`, async ({ page, baseUrl }) => {
      await page.setViewportSize(screen.viewport);
      const plan = await planFromCatalog(baseUrl);
      const { product, shown, other } = plan;
      const shopper = newShopper();
      await registerCustomer(baseUrl, shopper);

      await openPage(page, '/');
      // The header has a search box per layout (wide and phone); only one is shown.
      const search = page.getByRole('textbox', { name: 'Search products' }).filter({ visible: true });
      await search.fill(product.name);
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('search') === product.name);
      await page.getByRole('heading', { level: 1, name: `Search results for "${product.name}"` }).waitFor();
      await page.getByRole('main').getByRole('article', { name: product.name, exact: true }).waitFor();

      if (screen.phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile menu' }).getByText('SHOP', { exact: true }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'SHOP', exact: true }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();

      // On a phone the filters live in a slide-in sheet; on a desktop in the sidebar.
      if (screen.phone) await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const filters = page.getByRole('complementary', { name: 'Filters' }).filter({ visible: true });
      // click, not check: the box follows the URL, which the router updates in a transition.
      const categoryBox = filters.getByRole('checkbox', { name: plan.category, exact: true });
      await categoryBox.click();
      await page.waitForURL((url) => url.searchParams.get('category') === plan.category);
      await expect.poll(() => categoryBox.isChecked()).toBe(true);
      await filters.getByLabel('Minimum price').fill(String(plan.minPrice));
      await filters.getByLabel('Maximum price').fill(String(plan.maxPrice));
      await filters.getByLabel('Maximum price').press('Enter');
      await page.waitForURL(
        (url) => url.searchParams.get('min') === String(plan.minPrice) && url.searchParams.get('max') === String(plan.maxPrice),
      );
      if (screen.phone) {
        await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
        await filters.waitFor({ state: 'hidden' });
      }

      // The page shows what the API answers for the same filter, sorted the same way.
      const filter = { category: plan.category, price_gte: plan.minPrice, price_lte: plan.maxPrice };
      const expected = await apiCall<Product[]>(baseUrl, productListPath(filter, ['price', 'ASC']));
      await page.getByText(`${expected.total} products found`, { exact: true }).waitFor();
      await expect.poll(async () => (await shownCards(page)).names.sort()).toEqual(expected.body.map((item) => item.name).sort());
      for (const price of (await shownCards(page)).prices) {
        expect(price).toBeGreaterThanOrEqual(plan.minPrice);
        expect(price).toBeLessThanOrEqual(plan.maxPrice);
      }

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-low');
      const ascending = expected.body.map((item) => item.price as number);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await expect.poll(async () => (await shownCards(page)).prices).toEqual(ascending);

      await page.getByRole('main').getByRole('article', { name: product.name, exact: true }).getByRole('link', { name: product.name }).first().click();
      await page.waitForURL(`**/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

      // Two lines for the guest cart: the other variant twice (when stock allows), then the shown one.
      const variantPicker = page.getByRole('group', { name: 'Variant' });
      const productPrice = page.getByRole('main').getByTestId('price').first();
      const otherQuantity = Math.min(2, other.stock);
      await variantPicker.getByRole('button', { name: variantLabel(other), exact: true }).click();
      await expect.poll(() => variantPicker.getByRole('button', { name: variantLabel(other), exact: true }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => productPrice.innerText()).toBe(ksh(other.price));
      if (otherQuantity > 1) {
        await page.getByRole('combobox', { name: 'Quantity' }).selectOption(String(otherQuantity));
        await expect.poll(() => productPrice.innerText()).toBe(ksh(other.price * otherQuantity));
      }
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByRole('status').filter({ hasText: `${otherQuantity} × ${other.name} added to cart.` }).waitFor();

      await variantPicker.getByRole('button', { name: variantLabel(shown), exact: true }).click();
      await expect.poll(() => productPrice.innerText()).toBe(ksh(shown.price));
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByRole('status').filter({ hasText: `1 × ${shown.name} added to cart.` }).waitFor();

      const count = otherQuantity + 1;
      await page.getByRole('link', { name: `Cart (${count} items)` }).waitFor();
      const guestCart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest-cart') ?? '[]') as unknown[]);
      expect(guestCart).toHaveLength(2);

      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL('**/account/login**');
      await logIn(page, shopper);

      await page.getByRole('link', { name: `Cart (${count} items)` }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      for (const [variant, quantity] of [[other, otherQuantity], [shown, 1]] as const) {
        await expect.poll(() => page.getByRole('spinbutton', { name: `Quantity of ${variant.name}` }).inputValue()).toBe(String(quantity));
      }

      // The lines now live in the customer's server cart, and the guest cart is gone.
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      const { body: cart } = await apiCall<CartAnswer>(baseUrl, '/api/cart/', { token: token ?? undefined });
      expect(cart.items.map((item) => [item.variant_id, item.quantity]).sort()).toEqual(
        [[other.id, otherQuantity], [shown.id, 1]].sort(),
      );
      expect(cart.total).toBe(other.price * otherQuantity + shown.price);
      expect(await page.getByTestId('cart-total').innerText()).toBe(ksh(cart.total));
      expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest-cart') ?? '[]') as unknown[])).toEqual([]);
    });
  }
});
