import { describe } from 'vitest';
import { apiCall, createDiscountCode, productListPath, registerCustomer, staffToken, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { pickOption } from '../support/mui';
import { documentWidth, openPhoneMenu, staffPhoneLogin } from '../support/phone';
import { chooseCounty, ksh, logIn, newShopper } from '../support/storefront';

interface Order {
  id: number;
  reference: string;
  status: string;
  product_total: number;
  delivery_fee: number;
  discount_code: string | null;
  discount_amount: number;
  total_price: number;
}

/** "KES 2,900.00": the amount as the Pesapal sandbox's page shows it. */
const kes = (amount: number) => `KES ${new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

describe('discount codes', () => {
  test('staff set up a code; a shopper applies it at checkout and pays the discounted total in the sandbox', async ({ page, baseUrl }) => {
    const discount = await createDiscountCode(baseUrl, { type: 'fixed', value: 100 });
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in', price_gte: 200 }, ['price', 'ASC'], [0, 0]));
    const product = found[0];
    const variant = product.variants.find((candidate) => candidate.stock > 0)!;
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);
    const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: shopper.username, password: shopper.password } });
    await apiCall(baseUrl, '/api/cart/add/', { method: 'POST', token: login.token, body: { variant_id: variant.id, quantity: 1 } });

    await page.goto('/account/login');
    await logIn(page, shopper);
    await page.getByRole('link', { name: 'Cart (1 item)' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel(/^Phone Number/).fill('0712 345 678');
    await chooseCounty(page, 'Nairobi City');
    await page.getByRole('radio', { name: /^Pick up in store/ }).check();

    // A wrong code is refused under the field, in the shopper's words.
    const field = page.getByLabel('Discount code');
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This code is not valid.').waitFor();
    // The real one, typed in lower case: the discount is its own line and the total drops.
    await field.fill(discount.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Discount (${discount.code})`).waitFor();
    expect(await page.getByTestId('discount-amount').innerText()).toBe(`−${ksh(100)}`);
    const total = variant.price - 100;
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toBe(ksh(total));

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/payment\/\d+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const { body: placed } = await apiCall<Order>(baseUrl, `/api/orders/${orderId}/`, { token: login.token });
    expect(placed).toMatchObject({ discount_code: discount.code, discount_amount: 100, delivery_fee: 0, total_price: total });
    await page.getByText(`Discount (${discount.code})`).waitFor();
    expect(await page.getByTestId('order-total').innerText()).toBe(ksh(total));

    await page.getByRole('button', { name: `Pay ${ksh(total)} with M-Pesa` }).waitFor();
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await page.waitForURL('**/pesapal-sandbox/pay/**');
    await page.getByRole('heading', { name: 'Complete your payment', exact: true }).waitFor();
    // Pesapal is asked for the discounted total.
    await page.getByText(kes(total)).first().waitFor();
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await page.waitForURL('**/order-success?**');
    await expect
      .poll(async () => (await apiCall<Order>(baseUrl, `/api/orders/${orderId}/`, { token: login.token })).body.status, { timeout: 20_000, interval: 500 })
      .toBe('paid');
    const { body: code } = await apiCall<{ times_used: number; orders_count: number; given_away: number }>(baseUrl, `/api/discount-codes/${discount.id}/`, { token: await staffToken(baseUrl) });
    expect(code).toMatchObject({ times_used: 1, orders_count: 1, given_away: 100 });
  });

  test('staff create a code in the console on a phone and retire it; no screen scrolls sideways', async ({ page, baseUrl }) => {
    const fits = async (screen: string) => {
      const { scrollWidth, viewport } = await documentWidth(page);
      expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
    };
    const code = `PHONE${Date.now().toString(36).toUpperCase()}`;
    await staffPhoneLogin(page);
    await openPhoneMenu(page, 'Discount codes');
    await page.getByRole('link', { name: 'Create' }).waitFor();
    await fits('discount codes');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel(/^Code/).fill(code.toLowerCase());
    await pickOption(page, page.getByLabel(/^Type/), 'Percent off');
    await page.getByLabel(/^Percent off the goods/).fill('15');
    await page.getByLabel(/^Uses in all/).fill('20');
    await page.getByLabel('Ends (Nairobi time)').fill('2099-12-31T23:59');
    await fits('new discount code');
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved upper-case, and its page shows what it takes off and its use.
    await page.getByText(`Discount code ${code}`).first().waitFor();
    await page.getByText('15 % off').waitFor();
    await page.getByText('0 of 20 used').waitFor();
    await page.getByText('Until 31 Dec 2099, 23:59 (Nairobi)').waitFor();
    await fits('discount code');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Activate' }).waitFor();
    const { body: codes } = await apiCall<Array<{ code: string; is_active: boolean; ends_at: string }>>(
      baseUrl,
      `/api/discount-codes/?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`,
      { token: await staffToken(baseUrl) },
    );
    expect(codes).toEqual([expect.objectContaining({ code, is_active: false, ends_at: '2099-12-31T23:59:00+03:00' })]);
  });
});
