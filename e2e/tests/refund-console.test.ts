import { describe } from 'vitest';
import { apiCall, deliveryFields, productListPath, registerCustomer, type Product } from '../support/api';
import { openMenu, staffLogin } from '../support/console';
import { expect, test } from '../support/fixtures';
import { ksh, newShopper } from '../support/storefront';

interface Order {
  id: number;
  reference: string;
  status: string;
  total_price: number;
  payment: { tracking_id: string; confirmation_code: string | null } | null;
  refunds: Array<{ amount: number; remarks: string; requested_by: string; status: string }>;
}

describe('refunds in the staff console', () => {
  test('staff refund a paid M-Pesa order in full; the order shows Refund requested, then Refunded with its history', async ({ page, baseUrl }) => {
    // A customer's order, placed through the API and paid on the sandbox's hosted page.
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
    const variant = found[0]?.variants.find((candidate) => candidate.is_active && candidate.stock > 0);
    expect(variant, 'the catalog has a variant in stock').toBeDefined();
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);
    const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', {
      method: 'POST',
      body: { username: shopper.username, password: shopper.password },
    });
    const token = login.token;
    await apiCall(baseUrl, '/api/cart/add/', { method: 'POST', token, body: { variant_id: variant!.id, quantity: 1 } });
    const { body: placed } = await apiCall<Order>(baseUrl, '/api/checkout/', {
      method: 'POST',
      token,
      status: 201,
      body: { client_phone: '0712345678', ...(await deliveryFields(baseUrl, { delivery_method: 'pickup', delivery_address: null }, token)) },
    });
    const { body: session } = await apiCall<{ checkout_url: string }>(baseUrl, `/api/pesapal-initiate/${placed.id}/`, { method: 'POST', token });
    await page.goto(session.checkout_url);
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await page.waitForURL('**/order-success?**');
    const orderPath = `/api/orders/${placed.id}/`;
    await expect
      .poll(async () => (await apiCall<Order>(baseUrl, orderPath, { token })).body.status, { timeout: 20_000, interval: 500 })
      .toBe('paid');

    await staffLogin(page);
    await openMenu(page, 'Orders');
    await page.getByPlaceholder('Reference, name or email').fill(placed.reference);
    await page.getByRole('row').filter({ hasText: placed.reference }).click();
    const orderHeading = page.getByRole('heading', { level: 1, name: `Order ${placed.reference}` });
    await orderHeading.waitFor();
    const statusBadge = (status: string) => orderHeading.locator('xpath=..').getByText(status, { exact: true });
    await statusBadge('Paid').waitFor();

    // Expected and received agree: nothing to review, the payment may be refunded.
    const money = page.getByRole('region', { name: 'Payment and refunds' });
    const amounts = money.getByRole('group', { name: 'Amounts' });
    expect(await amounts.innerText()).toContain(`Expected\n${ksh(placed.total_price)}`);
    expect(await amounts.innerText()).toContain(`Received\n${ksh(placed.total_price)}`);
    await money.getByRole('button', { name: 'Refund' }).click();

    const dialog = page.getByRole('dialog', { name: `Refund order ${placed.reference}` });
    // M-Pesa is refunded in full only: the amount is the payment's and cannot be changed.
    const amount = dialog.getByLabel(/^Amount \(KSh\)/);
    expect(await amount.inputValue()).toBe(String(placed.total_price));
    expect(await amount.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Request refund' }).click();
    await dialog.getByText('Please give the reason for the refund.').waitFor();
    const remarks = 'Customer cancelled by phone before pickup';
    await dialog.getByLabel(/^Remarks/).fill(remarks);
    await dialog.getByRole('button', { name: 'Request refund' }).click();
    await page.getByText(`Refund of ${ksh(placed.total_price)} requested for order ${placed.reference}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The sandbox pays the refund out and notifies the shop: the page follows without a reload.
    await statusBadge('Refunded').waitFor({ timeout: 60_000 });
    const history = page.getByRole('table', { name: 'Status history' });
    await history.getByRole('row').filter({ hasText: 'Paid → Refund requested' }).waitFor();
    await history.getByRole('row').filter({ hasText: 'Refund requested → Refunded' }).waitFor();
    const refunds = money.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(ksh(placed.total_price), { exact: true }).waitFor();
    await refunds.getByText(remarks, { exact: true }).waitFor();
    await refunds.getByText(/^Requested by admin on /).waitFor();
    await expect.poll(() => money.getByRole('button', { name: 'Refund' }).count()).toBe(0);

    const { body: refunded } = await apiCall<Order>(baseUrl, orderPath, { token });
    expect(refunded.status).toBe('refunded');
    expect(refunded.refunds).toMatchObject([{ amount: placed.total_price, remarks, requested_by: 'admin' }]);
  });
});
