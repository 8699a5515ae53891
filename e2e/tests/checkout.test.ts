import { describe } from 'vitest';
import { apiCall, deliveryOptions, productListPath, registerCustomer, type Product } from '../support/api';
import { openMenu, staffLogin } from '../support/console';
import { expect, test } from '../support/fixtures';
import { chooseCounty, ksh, logIn, newShopper, openPage } from '../support/storefront';

interface Order {
  id: number;
  reference: string;
  status: string;
  delivery_method: string;
  delivery_address: string | null;
  delivery_county: string | null;
  delivery_town: string | null;
  delivery_line: string | null;
  delivery_fee: number;
  product_total: number;
  total_price: number;
  payment: { tracking_id: string } | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('checkout and payment', () => {
  test('a shopper checks out with rider delivery and pays with M-Pesa; staff see it paid and ship it', async ({ page, baseUrl }) => {
    // Goods under the seeded rider's free-delivery bound (KSh 3,000), so the rider fee is charged and has to match.
    const filter = { stock: 'in', price_lte: 3000 };
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath(filter, ['price', 'DESC'], [0, 0]));
    const product = found[0];
    expect(product, 'the catalog has a product in stock under the free-delivery bound').toBeDefined();
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);

    // A guest puts it in the cart, then logs in: the cart comes along.
    await openPage(page, `/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart (1 item)' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, shopper);
    await page.getByRole('link', { name: 'Cart (1 item)' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    await page.getByLabel(/^Phone Number/).fill('0712 345 678');
    // WhatsApp order updates are the shopper's to ask for (issue 33): the box starts unticked.
    expect(await page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp' }).isChecked()).toBe(false);
    // The county comes first: the methods, fees and days are those of Nairobi for this cart.
    await chooseCounty(page, 'Nairobi City');
    const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? undefined;
    const rider = (await deliveryOptions(baseUrl, 'KE-30', token)).find((method) => method.code === 'rider');
    expect(rider?.requires_address, 'rider delivery asks for an address').toBe(true);
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(rider!.name)} · `) }).check();
    const fee = page.getByTestId('delivery-fee');
    await expect.poll(() => fee.innerText()).toBe(ksh(rider!.fee));
    const shownTotal = await page.getByTestId('checkout-total').innerText();
    expect(shownTotal).toBe(ksh(product.price! + rider!.fee));
    // Rider delivery needs somewhere to ride to (SPEC.md section 5).
    await page.getByRole('button', { name: 'Place Order' }).click();
    // The message sits under the field it concerns.
    const town = page.getByLabel(/^Town or area/);
    await expect
      .poll(() => town.evaluate((field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent))
      .toBe('Please provide your town or area.');
    await town.fill('Kilimani');
    const deliveryAddress = 'Ngong Road, Adams Arcade, House 12';
    await page.getByLabel(/^Street, building or landmark/).fill(deliveryAddress);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/payment\/\d+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const { body: placed } = await apiCall<Order>(baseUrl, `/api/orders/${orderId}/`, { token });
    // The fee and total the checkout showed are what the order charges; the address is kept structured.
    expect(placed).toMatchObject({ status: 'pending', delivery_method: 'rider', delivery_county: 'KE-30', delivery_town: 'Kilimani', delivery_line: deliveryAddress, delivery_fee: rider!.fee });
    expect(placed.delivery_address).toContain(deliveryAddress);
    expect(ksh(placed.total_price)).toBe(shownTotal);
    await page.getByRole('heading', { name: `Order ${placed.reference}` }).waitFor();
    expect(await page.getByTestId('order-total').innerText()).toBe(shownTotal);

    // M-Pesa's prompt is offered first, for the same total; this shopper pays on Pesapal's page instead.
    await page.getByRole('button', { name: `Pay ${shownTotal} with M-Pesa` }).waitFor();
    await page.getByRole('button', { name: 'Pay another way' }).click();
    // The sandbox speaks Pesapal's contract and hosts its own payment page (exact: the
    // storefront's payment page has a heading that differs only in case).
    await page.waitForURL('**/pesapal-sandbox/pay/**');
    await page.getByRole('heading', { name: 'Complete your payment', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();

    await page.waitForURL('**/order-success?**');
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    expect(await page.getByTestId('order-ref').innerText()).toBe(placed.reference);
    // Pesapal's tracking id comes back in the address; the page keeps it to itself (a tracking number is the courier's).
    const tracking = new URL(page.url()).searchParams.get('tracking_id') ?? '';
    expect(tracking).not.toBe('');
    expect(await page.getByRole('main').innerText()).not.toContain(tracking);

    // The shop, not the redirect, decides: the order is paid once the payment is verified.
    await expect
      .poll(async () => (await apiCall<Order>(baseUrl, `/api/orders/${orderId}/`, { token })).body.status, { timeout: 20_000, interval: 500 })
      .toBe('paid');

    await staffLogin(page);
    await openMenu(page, 'Orders');
    await page.getByPlaceholder('Reference, name or email').fill(placed.reference);
    const row = page.getByRole('row').filter({ hasText: placed.reference });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.click();

    const orderHeading = page.getByRole('heading', { level: 1, name: `Order ${placed.reference}` });
    await orderHeading.waitFor();
    // The status badge sits beside the heading.
    const statusBadge = (status: string) => orderHeading.locator('xpath=..').getByText(status, { exact: true });
    await statusBadge('Paid').waitFor();
    await page.getByText(tracking, { exact: true }).waitFor();
    // The console's Delivery card shows the address as the order keeps it: street line, town and county.
    for (const part of [placed.delivery_line!, placed.delivery_town!, 'Nairobi City']) await page.getByText(part, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel("Tracking number or rider's phone").fill('0722 000 111');
    await confirm.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText(`Order ${placed.reference} is now Shipped.`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await statusBadge('Shipped').waitFor();
    // The rider's phone, kept as +2547…, is a link staff can call, written as Kenyans read it.
    expect(await page.getByRole('link', { name: '+254 722 000 111' }).getAttribute('href')).toBe('tel:+254722000111');
    expect((await apiCall<Order>(baseUrl, `/api/orders/${orderId}/`, { token })).body).toMatchObject({ status: 'shipped', tracking_id: '+254722000111' });
  });
});
