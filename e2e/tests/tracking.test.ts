import { describe } from 'vitest';
import { apiCall, placeOrder, type Order } from '../support/api';
import { SEEDED_STAFF } from '../support/console';
import { expect, test } from '../support/fixtures';
import { documentWidth, PHONE } from '../support/phone';
import { newShopper, openPage } from '../support/storefront';

interface TrackedOrder extends Order {
  tracking_id: string | null;
}

describe('order tracking', () => {
  test('a customer follows a shipped order on /track by its reference and phone, on a phone', async ({ page, baseUrl }) => {
    // The customer orders with rider delivery (phone 0712 345 678); staff take the payment and ship it with the rider's phone.
    const { order } = await placeOrder(baseUrl, newShopper(), { delivery_method: 'rider', delivery_address: 'Kilimani, Argwings Kodhek Rd' });
    const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: SEEDED_STAFF });
    const move = (body: Record<string, unknown>) => apiCall<TrackedOrder>(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: login.token, body });
    await move({ status: 'paid', note: 'Paid cash at the shop' });
    const { body: shipped } = await move({ status: 'shipped', tracking_id: '0722 000 111' });
    expect(shipped.tracking_id).toBe('+254722000111');

    await page.setViewportSize(PHONE);
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Track your order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor();
    await page.getByLabel(/Order reference/).fill(order.reference);
    await page.getByLabel(/Phone number or e-mail/).fill('0712 345 678');
    await page.getByRole('button', { name: 'Track order' }).click();

    const card = page.getByTestId('tracked-order');
    await card.getByText(`Order ${order.reference}`).waitFor();
    expect(await card.getByTestId('tracked-status').innerText()).toBe('Shipped');
    await card.getByText('Your order is on its way.').waitFor();
    expect(await card.getByRole('link', { name: '+254722000111' }).getAttribute('href')).toBe('tel:+254722000111');
    const steps = card.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
    expect(await steps.count()).toBe(3);
    const texts = await steps.allInnerTexts();
    expect(texts.map((text) => text.split('\n')[0])).toEqual(['Pending', 'Paid', 'Shipped']);
    const { scrollWidth, viewport } = await documentWidth(page);
    expect(scrollWidth, `the tracking page is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);

    // Someone with the reference but another phone learns nothing.
    await page.getByLabel(/Phone number or e-mail/).fill('0700 000 000');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByText('We could not find an order with that reference and contact.').waitFor();
    expect(await card.count()).toBe(0);
  });
});
