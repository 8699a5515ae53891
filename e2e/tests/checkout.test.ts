import { describe } from 'vitest';
import { expect, test } from '../support/fixtures';
import { logIn, newShopper, register } from '../support/storefront';

interface ProductSummary {
  id: number;
  name: string;
  stock: number;
}

/** A product of the seeded catalog that can be bought, found the way the shop lists them. */
async function productInStock(baseUrl: string): Promise<ProductSummary> {
  const query = new URLSearchParams({ filter: JSON.stringify({ stock: 'in' }), range: '[0,0]', sort: '["featured","ASC"]' });
  const response = await fetch(`${baseUrl}/api/products/?${query}`);
  expect(response.status).toBe(200);
  const [product] = (await response.json()) as ProductSummary[];
  expect(product, 'the seeded catalog has a product in stock').toBeDefined();
  return product;
}

describe('shopping', () => {
  test('a shopper finds a product, checks out with pickup and pays in the Pesapal sandbox', async ({ page, baseUrl }) => {
    const product = await productInStock(baseUrl);
    const shopper = newShopper();
    await register(page, shopper);
    await logIn(page, shopper);

    // Search from the header, as a shopper would, and open the product from the results.
    // The header has a search box per layout (wide and phone); only one is shown.
    const search = page.getByRole('textbox', { name: 'Search products' }).filter({ visible: true });
    await search.fill(product.name);
    await search.press('Enter');
    await page.waitForURL('**/shop?**');
    await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
    await page.getByRole('heading', { name: product.name }).waitFor();

    // Buy Now adds the item and goes to the cart (SPEC.md section 2).
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    await page.getByLabel(/^Phone Number/).fill('0712 345 678');
    await page.locator('input[type=radio][value=pickup]').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/payment\/\d+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();

    await page.getByRole('button', { name: /^Pay KSh/ }).click();
    // The sandbox speaks Pesapal's contract and hosts its own payment page (exact: the
    // storefront's payment page has a heading that differs only in case).
    await page.waitForURL('**/pesapal-sandbox/pay/**');
    await page.getByRole('heading', { name: 'Complete your payment', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();

    await page.waitForURL('**/order-success?**');
    await page.getByText('Payment Successful').first().waitFor();
    const ref = await page.getByTestId('order-ref').innerText();
    const tracking = await page.getByTestId('tracking-id').innerText();
    expect(ref.trim()).not.toBe('');
    expect(tracking.trim()).not.toBe('');

    // The shop, not the redirect, decides: the order is paid once the payment is verified.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl}/api/orders/${orderId}/`, { headers: { Authorization: `Token ${token}` } });
          return ((await response.json()) as { status: string }).status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('paid');
  });
});
