import { describe } from 'vitest';
import { apiCall, placeOrder } from '../support/api';
import { test } from '../support/fixtures';
import { newShopper } from '../support/storefront';

describe('Pesapal sandbox hosted page', () => {
  test("takes the shopper back to the shop's callback even when that is on another host than the page", async ({ page, baseUrl }) => {
    const { order, token } = await placeOrder(baseUrl, newShopper());
    const { body: session } = await apiCall<{ checkout_url: string }>(baseUrl, `/api/pesapal-initiate/${order.id}/`, { method: 'POST', token });
    // The shop's callback is at PUBLIC_URL (127.0.0.1); the page is opened under another name of the same
    // server. Its form answers with a redirect to the callback: a CSP of form-action 'self' alone drops it.
    const page127 = new URL(session.checkout_url);
    const elsewhere = new URL(session.checkout_url);
    elsewhere.hostname = 'localhost';
    await page.goto(elsewhere.toString());
    await page.getByRole('heading', { name: 'Complete your payment', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await page.waitForURL((url) => url.host === page127.host && url.pathname === '/order-success');
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
  });
});
