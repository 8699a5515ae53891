import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, registerCustomer, type Order, type Product } from '../support/api';
import { SEEDED_STAFF } from '../support/console';
import { expect, test } from '../support/fixtures';
import { documentWidth, openPhoneMenu, staffPhoneLogin } from '../support/phone';
import { newShopper } from '../support/storefront';
import { keepPicture } from '../support/pictures';

interface OutboxMessage {
  id: number;
  event: string;
  channel: string;
  recipient: string;
  status: string;
  text: string;
}


/** The screen fits the phone: nothing makes the document wider than the viewport. */
async function expectFits(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await documentWidth(page);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
  await keepPicture(page, screen.replace(/\W+/g, '-'));
}

/** A customer's courier order, placed through the API and marked paid by staff. */
async function paidOrder(baseUrl: string, staffToken: string): Promise<Order> {
  const shopper = newShopper();
  await registerCustomer(baseUrl, shopper);
  const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', {
    method: 'POST',
    body: { username: shopper.username, password: shopper.password },
  });
  const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
  const variant = found[0].variants.find((candidate) => candidate.is_active && candidate.stock > 0)!;
  await apiCall(baseUrl, '/api/cart/add/', { method: 'POST', token: login.token, body: { variant_id: variant.id, quantity: 1 } });
  const { body: order } = await apiCall<Order>(baseUrl, '/api/checkout/', {
    method: 'POST',
    status: 201,
    token: login.token,
    body: { client_phone: '0712 345 678', delivery_method: 'courier', delivery_county: 'KE-28', delivery_town: 'Mombasa', delivery_address: 'Moi Avenue' },
  });
  await apiCall(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: staffToken, body: { status: 'paid' } });
  return order;
}

describe('notifications in the staff console on a phone (375 px)', () => {
  test("staff ship a paid order with a tracking id and find the customer's order_shipped SMS carrying it", async ({ page, baseUrl }) => {
    const { body: staff } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: SEEDED_STAFF });
    const order = await paidOrder(baseUrl, staff.token);
    const trackingId = `G4S-${String(Date.now()).slice(-8)}`;

    await staffPhoneLogin(page);
    // The overview says how messages go out: the e2e shop runs in development, SMS to the stand-in.
    const channels = page.getByRole('region', { name: 'Messages to customers' });
    await channels.getByText('SMS: development stand-in (nothing reaches phones)').waitFor();
    await channels.getByText('E-mail: kept in the outbox (development)').waitFor();
    await expectFits(page, 'overview');

    await openPhoneMenu(page, 'Orders');
    await page.getByRole('link').filter({ hasText: order.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.reference}` }).waitFor();
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Tracking number or rider's phone/).fill(trackingId);
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: `Order ${order.reference}` }).locator('xpath=..').getByText('Shipped', { exact: true }).waitFor();

    // The queue sends it to the built-in Africa's Talking stand-in within a few seconds.
    const shippedSms = `/api/notifications/?filter=${encodeURIComponent(JSON.stringify({ order_id: order.id, event: 'order_shipped', channel: 'sms' }))}`;
    await expect
      .poll(async () => (await apiCall<OutboxMessage[]>(baseUrl, shippedSms, { token: staff.token })).body[0]?.status, { timeout: 30_000, interval: 500 })
      .toBe('sent');

    // The order page lists its messages.
    await page.reload();
    const messages = page.getByRole('heading', { name: 'Messages to the customer and staff' }).locator('xpath=..');
    await messages.getByText('Order shipped · SMS').waitFor();
    await expectFits(page, 'order with its messages');

    await openPhoneMenu(page, 'Notifications');
    await page.getByLabel('Order id').fill(String(order.id));
    // This order's shipped SMS (other tests ship orders too: the list shows them until the filter applies).
    const item = page.getByRole('link').filter({ hasText: 'Order shipped · SMS' }).filter({ hasText: `#${order.id} ·` });
    await item.waitFor();
    await expect.poll(() => page.getByRole('link').filter({ hasText: 'Order paid' }).count()).toBeGreaterThan(0);
    await expectFits(page, 'notifications');
    await item.first().click();

    await page.getByRole('heading', { level: 1, name: 'Order shipped · SMS' }).waitFor();
    const sent = page.getByTestId('sent-text');
    expect(await sent.innerText()).toContain(trackingId);
    expect(await sent.innerText()).toContain(order.reference);
    await page.getByRole('link', { name: '+254 712 345 678' }).waitFor();
    await page.locator('[data-status="sent"]').waitFor();
    await page.getByText('stand-in', { exact: true }).waitFor();
    // Sent: nothing to send again.
    expect(await page.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    await expectFits(page, 'notification');

    // The template staff would edit: its live preview counts the SMS as they type.
    await openPhoneMenu(page, 'Message templates');
    const template = page.getByRole('link').filter({ hasText: 'Order shipped · SMS' });
    await template.waitFor();
    await expectFits(page, 'templates');
    await template.click();
    const counter = page.getByTestId('sms-length');
    await counter.waitFor();
    const before = await counter.innerText();
    expect(before).toMatch(/^\d+ characters · \d SMS parts? \(GSM\)$/);
    await page.getByLabel('Text message').press('Control+End');
    await page.getByLabel('Text message').pressSequentially(' Asante!');
    const characters = async () => Number((await counter.innerText()).split(' ')[0]);
    await expect.poll(characters).toBe(Number(before.split(' ')[0]) + 8);
    await expectFits(page, 'template editor');

    await openPhoneMenu(page, 'Low stock');
    await page.waitForURL('**/dashboard/inventory/low-stock**');
    await page.getByText(/No results|left · low below/).first().waitFor();
    await expectFits(page, 'low stock');

    await openPhoneMenu(page, 'Inventory');
    await page.getByTestId('inventory-product').first().waitFor();
    await expectFits(page, 'inventory');
  });
});
