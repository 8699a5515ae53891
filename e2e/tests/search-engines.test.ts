import { describe } from 'vitest';
import { apiCall, productListPath, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';

/** What a search engine or a link preview reads from the built shop. */
describe('pages as search engines see them', () => {
  test('an unknown path answers HTTP 404 with the shop\'s 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Kenyan Crafts');
  });

  test('a product page holds its name, price in KES and stock as a valid JSON-LD Product in its HTML', async ({ page, baseUrl }) => {
    const { body: products } = await apiCall<Product[]>(baseUrl, productListPath({}, ['id', 'ASC'], [0, 0]));
    const product = products[0];
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    // The HTML as sent, before any script ran.
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
    const ld = scripts.find((data) => data['@type'] === 'Product');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      offers: { '@type': 'Offer', price: product.price, priceCurrency: 'KES', availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' },
    });
    expect(html).toContain(`<title>${product.name} | Kenyan Crafts</title>`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/media\/products\/[^"]+\.webp" \/>/);
    // The app then takes over with the same title.
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.title()).toBe(`${product.name} | Kenyan Crafts`);
  });
});
