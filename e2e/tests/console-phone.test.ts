import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, placeOrder, productListPath, type Order, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { documentWidth, openPhoneMenu, PHONE, staffPhoneLogin } from '../support/phone';
import { newShopper } from '../support/storefront';

/** The screen fits the phone: nothing makes the document wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await documentWidth(page);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
}

describe('staff console on a phone (375 x 740)', () => {
  test('every console screen fits the phone without sideways scroll', async ({ page, baseUrl }) => {
    const shopper = newShopper();
    const { order } = await placeOrder(baseUrl, shopper);
    await apiCall(baseUrl, '/api/contact-messages/', {
      method: 'POST',
      status: 201,
      body: {
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        subject: 'wholesale',
        message: 'Fifty kiondo baskets for a hotel in Mombasa: what would the wholesale price per basket be, delivered?',
      },
    });
    await apiCall(baseUrl, '/api/newsletter/', { method: 'POST', status: 201, body: { email: shopper.email } });
    await staffPhoneLogin(page);
    const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    await page.getByText(order.reference).first().waitFor();
    await expectNoSidewaysScroll(page, 'overview');

    await openPhoneMenu(page, 'Products');
    const firstProduct = page.getByTestId('product-card').first();
    await firstProduct.waitFor();
    await expectNoSidewaysScroll(page, 'products');
    const productName = (await firstProduct.getByRole('link').first().innerText()).trim();
    await firstProduct.getByRole('link', { name: 'View' }).click();
    await heading(productName);
    await page.getByTestId('variant-card').first().waitFor();
    await expectNoSidewaysScroll(page, 'product detail');
    await page.getByRole('link', { name: 'Edit Product' }).click();
    await page.getByRole('button', { name: 'Update Product' }).waitFor();
    await page.getByTestId('variant-editor').first().waitFor();
    await expectNoSidewaysScroll(page, 'product edit');
    await openPhoneMenu(page, 'Products');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('button', { name: 'Submit Product' }).waitFor();
    await expectNoSidewaysScroll(page, 'add product');

    await openPhoneMenu(page, 'Categories');
    await page.getByTestId('category-card').first().waitFor();
    await expectNoSidewaysScroll(page, 'categories');

    await openPhoneMenu(page, 'Attributes');
    await page.getByRole('button', { name: '+ Add Type' }).waitFor();
    await page.getByTestId('attribute-values').waitFor();
    await expectNoSidewaysScroll(page, 'attributes');

    await openPhoneMenu(page, 'Inventory');
    await page.getByTestId('inventory-product').first().waitFor();
    await expectNoSidewaysScroll(page, 'inventory');

    await openPhoneMenu(page, 'Orders');
    const orderItem = page.getByRole('link').filter({ hasText: order.reference });
    await orderItem.waitFor();
    await expectNoSidewaysScroll(page, 'orders');
    await orderItem.click();
    await heading(`Order ${order.reference}`);
    await page.getByRole('table', { name: 'Order lines' }).waitFor();
    await expectNoSidewaysScroll(page, 'order detail');

    await openPhoneMenu(page, 'Customers');
    const customerItem = page.getByText(shopper.email);
    await customerItem.waitFor();
    await expectNoSidewaysScroll(page, 'customers');
    await customerItem.click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByText(order.reference).waitFor();
    await expectNoSidewaysScroll(page, 'customer detail');

    await openPhoneMenu(page, 'Users');
    const userItem = page.getByRole('link').filter({ hasText: shopper.username });
    await userItem.waitFor();
    await expectNoSidewaysScroll(page, 'users');
    await userItem.click();
    await page.getByText(shopper.email).waitFor();
    await expectNoSidewaysScroll(page, 'user detail');

    await openPhoneMenu(page, 'Analytics');
    await heading('Analytics');
    await page.getByRole('heading', { name: 'Orders placed per day' }).waitFor();
    await expectNoSidewaysScroll(page, 'analytics');
    // The charts take the phone's width, not a desktop width.
    const chartWidth = await page.locator('.recharts-wrapper').first().evaluate((chart) => chart.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(PHONE.width);

    await openPhoneMenu(page, 'Messages');
    const messageItem = page.getByRole('link').filter({ hasText: 'Achieng Otieno' }).first();
    await messageItem.waitFor();
    await expectNoSidewaysScroll(page, 'messages');
    await messageItem.click();
    await page.getByText('Fifty kiondo baskets', { exact: false }).waitFor();
    await expectNoSidewaysScroll(page, 'message');

    await openPhoneMenu(page, 'Newsletter');
    await page.getByText(shopper.email).waitFor();
    await expectNoSidewaysScroll(page, 'newsletter');
  });

  test("staff restock a variant (one PATCH per edit, Tab included) and move an order's status", async ({ page, baseUrl }) => {
    const { order } = await placeOrder(baseUrl, newShopper());
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'DESC'], [0, 0]));
    const product = found[0];
    const variant = product.variants[0];
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/inventory/variant/')) patches.push(request.postData() ?? '');
    });
    await staffPhoneLogin(page);

    await openPhoneMenu(page, 'Inventory');
    await page.getByLabel('Search').fill(variant.sku);
    const block = page.getByRole('group', { name: `Variant ${variant.sku}` });
    await block.waitFor();
    await expectNoSidewaysScroll(page, 'inventory');
    const price = block.getByLabel(`Price of ${variant.sku}`);
    const stock = block.getByLabel(`Stock of ${variant.sku}`);
    // A new price, then Tab to the stock field: one save.
    await price.fill(String(variant.price + 100));
    await price.press('Tab');
    await block.getByText('Saved').waitFor();
    await expect.poll(() => stock.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(patches).toHaveLength(1);
    // Restock by 5, then leave the field.
    await stock.fill(String(variant.stock + 5));
    await stock.blur();
    await expect.poll(() => patches.length).toBe(2);
    await expect
      .poll(async () => block.getByTestId('recent-logs').locator(':scope > div').first().innerText())
      .toMatch(new RegExp(`^Restock \\+5 · balance ${variant.stock + 5} · `));
    const { body: after } = await apiCall<Product>(baseUrl, `/api/products/${product.id}/`);
    expect(after.variants.find((candidate) => candidate.id === variant.id)).toMatchObject({
      stock: variant.stock + 5,
      price: variant.price + 100,
    });

    await openPhoneMenu(page, 'Orders');
    await page.getByPlaceholder('Reference, name or email').fill(order.reference);
    await page.getByRole('link').filter({ hasText: order.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.reference}` }).waitFor();
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByText(`Order ${order.reference} is now Paid.`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page, 'order detail');
    const { body: staffOrder } = await apiCall<Order>(baseUrl, `/api/orders/${order.id}/`, {
      token: await page.evaluate(() => window.localStorage.getItem('staffConsole.token') ?? ''),
    });
    expect(staffOrder.status).toBe('paid');
  });
});
