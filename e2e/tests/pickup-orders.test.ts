import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, placeOrder, type Order } from '../support/api';
import { expect, test } from '../support/fixtures';
import { documentWidth, openPhoneMenu, PHONE, staffPhoneLogin } from '../support/phone';
import { newShopper } from '../support/storefront';
import { keepPicture } from '../support/pictures';

/** A message as the shop's Africa's Talking stand-in received it (GET /at-sandbox/messages, newest first). */
interface StandInSms {
  to: string;
  message: string;
}

/** The phone placeOrder gives at checkout (0712 345 678), as SMS reach it. */
const SHOPPER_PHONE = '+254712345678';

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await documentWidth(page);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
}

describe('pickup orders (issue 29)', () => {
  test('staff on a phone take a paid pickup order through Ready for collection, then Collected; the shopper gets the "ready" SMS', async ({ page, baseUrl }) => {
    // A shopper's pickup order, paid on the Pesapal sandbox's hosted page.
    const { order, token } = await placeOrder(baseUrl, newShopper());
    const { body: session } = await apiCall<{ checkout_url: string }>(baseUrl, `/api/pesapal-initiate/${order.id}/`, { method: 'POST', token });
    await page.goto(session.checkout_url);
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await page.waitForURL('**/order-success?**');
    const orderPath = `/api/orders/${order.id}/`;
    const statusNow = async () => (await apiCall<Order>(baseUrl, orderPath, { token })).body.status;
    await expect.poll(statusNow, { timeout: 20_000, interval: 500 }).toBe('paid');

    await staffPhoneLogin(page);
    await openPhoneMenu(page, 'Orders');
    await page.getByPlaceholder('Reference, name or email').fill(order.reference);
    await page.getByRole('link').filter({ hasText: order.reference }).click();
    const heading = page.getByRole('heading', { level: 1, name: `Order ${order.reference}` });
    await heading.waitFor();
    const badge = (label: string) => heading.locator('xpath=..').getByText(label, { exact: true });
    await badge('Paid').waitFor();

    // A pickup order is made ready, never shipped.
    const ready = page.getByRole('button', { name: 'Mark ready for collection' });
    await ready.waitFor();
    expect(await page.getByRole('button', { name: 'Mark as shipped' }).count()).toBe(0);
    await ready.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Mark ready for collection: ${order.reference}?`).waitFor();
    await confirm.getByText(/The order moves from Paid to Ready for collection\. .*to bring the order reference\./).waitFor();
    expect(await confirm.getByLabel(/Tracking number/).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'ready for collection dialog');
    // Pictured once the dialog has finished fading in.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await keepPicture(page, 'console-pickup-ready-dialog-375', { fullPage: false });
    await confirm.getByRole('button', { name: 'Mark ready for collection' }).click();
    await page.getByText(`Order ${order.reference} is now Ready for collection.`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await badge('Ready for collection').waitFor();
    await expectNoSidewaysScroll(page, 'order ready for collection');
    expect(await statusNow()).toBe('ready_for_collection');

    // The shopper's SMS, as the stand-in received it: where to collect, when, and the reference to bring.
    const readySms = async () =>
      (await apiCall<StandInSms[]>(baseUrl, '/at-sandbox/messages')).body.find((sms) => sms.to === SHOPPER_PHONE && sms.message.includes(order.reference) && sms.message.includes('is ready'))
        ?.message;
    await expect.poll(readySms, { timeout: 30_000, interval: 500 }).toBeTruthy();
    const sms = (await readySms())!;
    // The point by its name, as the shop calls it.
    expect(sms).toContain('Collect it at Kimathi Chambers counter, Mon-Fri 9am-6pm, Sat 10am-4pm.');
    expect(sms).toContain('Mon-Fri 9am-6pm, Sat 10am-4pm');
    expect(sms).toContain(`order ${order.reference} is ready`);
    expect(sms.length).toBeLessThanOrEqual(160);

    // The shopper follows the SMS's order on /track, on their phone: ready, where, and when.
    const shopper = await page.context().newPage();
    await shopper.setViewportSize(PHONE);
    await shopper.goto(`/track?ref=${order.reference}`);
    await shopper.getByLabel(/Phone number or e-mail/).fill('0712 345 678');
    await shopper.getByRole('button', { name: 'Track order' }).click();
    const tracked = shopper.getByTestId('tracked-order');
    await tracked.getByTestId('tracked-status').getByText('Ready for collection').waitFor();
    // The point the order waits at, with its address and its own hours.
    await tracked.getByText('Ready to collect at Kimathi Chambers counter, Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD. Bring your order reference.').waitFor();
    await tracked.getByText('Mon-Fri 9am-6pm, Sat 10am-4pm', { exact: true }).waitFor();
    await expectNoSidewaysScroll(shopper, 'tracking page');
    await keepPicture(tracked, 'track-pickup-ready-375');
    await shopper.close();

    await page.getByRole('button', { name: 'Mark as collected' }).click();
    await confirm.getByText(/The order moves from Ready for collection to Collected\. The customer has collected the order at the pickup point\./).waitFor();
    await confirm.getByRole('button', { name: 'Mark as collected' }).click();
    await page.getByText(`Order ${order.reference} is now Collected.`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await badge('Collected').waitFor();
    await page.getByText('No status changes to make by hand (Collected).').waitFor();
    // On a phone the history is a stacked list.
    await page.locator('[aria-label="Status history"]').getByText('Ready for collection → Collected', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 'collected order');
    expect(await statusNow()).toBe('completed');
  });
});
