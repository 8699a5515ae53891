import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, registerCustomer, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { documentWidth, openPhoneMenu, PHONE, staffPhoneLogin } from '../support/phone';
import { keepPicture } from '../support/pictures';
import { chooseCounty, logIn, newShopper, openPage } from '../support/storefront';

/** The stand-in's phone page (/whatsapp-sandbox) on one number, opened beside the shop and read again until `text` shows. */
async function phoneShows(page: Page, number: string, text: string | RegExp): Promise<Page> {
  const phone = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await phone.goto(`/whatsapp-sandbox/?phone=${number}`);
        return phone.locator('ol').getByText(text).count();
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBeGreaterThan(0);
  return phone;
}

/** Answers the order's waiting M-Pesa prompt on the M-Pesa stand-in's phone page. */
async function enterPin(page: Page, reference: string): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto('/mpesa-sandbox');
  await phone.locator('section').filter({ hasText: reference.replace(/[^A-Za-z0-9]/g, '') }).getByRole('button', { name: 'Enter PIN', exact: true }).click();
  await phone.waitForLoadState();
  await phone.close();
}

/** The wa.me link's number and the text it types in for the shopper. */
function chatOf(href: string | null): { number: string; text: string } {
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

describe('WhatsApp (issue 33)', () => {
  test("the product page's \"Ask on WhatsApp\" opens a chat with the product's name and address typed in, in both languages", async ({ page, baseUrl }) => {
    await page.setViewportSize(PHONE);
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
    const product = found[0];

    await openPage(page, `/product/${product.id}`);
    const english = page.getByRole('link', { name: /^Ask about this on WhatsApp/ });
    expect(await english.getAttribute('target')).toBe('_blank');
    const chat = chatOf(await english.getAttribute('href'));
    expect(chat.number).toMatch(/^254\d{9}$/);
    expect(chat.text).toBe(`Hello, I have a question about ${product.name}: ${new URL(`/product/${product.id}`, page.url()).href}`);

    await openPage(page, `/sw/product/${product.id}`);
    const kiswahili = chatOf(await page.getByRole('link', { name: /^Uliza kuhusu hii kwenye WhatsApp/ }).getAttribute('href'));
    expect(kiswahili).toEqual({ number: chat.number, text: `Habari, nina swali kuhusu ${product.name}: ${new URL(`/sw/product/${product.id}`, page.url()).href}` });
  });

  test('a shopper opts in at checkout and pays; the phone shows the paid template; their reply reaches staff on a 375 px console, who answer', async ({ page, browser, baseUrl }) => {
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
    const product = found[0];
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);
    // A number of this run's own, to find its chat among the stand-in's.
    const local = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const number = `254${local.slice(1)}`;

    await openPage(page, '/account/login');
    await logIn(page, shopper);
    await openPage(page, `/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart (1 item)' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel(/^Phone Number/).fill(local);
    const box = page.getByRole('checkbox', { name: 'Send my order updates on WhatsApp' });
    await box.check();
    await chooseCounty(page, 'Nairobi City');
    await page.getByRole('radio', { name: /^Pick up in store/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/payment\/\d+$/);
    const reference = (await page.getByRole('heading', { name: /^Order KC-/ }).innerText()).replace('Order ', '');

    await page.getByRole('button', { name: /^Pay KSh [\d,]+ with M-Pesa$/ }).click();
    await page.getByTestId('mpesa-status').getByRole('status').filter({ hasText: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
    await enterPin(page, reference);
    await page.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });

    // The paid update came by WhatsApp: the template with the order's reference, its body as the shop maps it.
    const phone = await phoneShows(page, number, new RegExp(`^order_paid \\(en\\): \\[.*${reference}`));
    await phone.locator('ol').getByText(`for order ${reference}.`, { exact: false }).waitFor();
    await keepPicture(phone, 'whatsapp-phone-paid', { fullPage: false });
    await phone.getByLabel('Write to the shop').fill('Asante! Can I collect it today after 5pm?');
    await phone.getByRole('button', { name: 'Send', exact: true }).click();
    await phone.locator('ol').getByText('Asante! Can I collect it today after 5pm?').waitFor();

    // Staff, on a phone: the reply in the WhatsApp inbox, answered in the open window.
    const context = await browser.newContext({ baseURL: baseUrl });
    const console375 = await context.newPage();
    try {
      await staffPhoneLogin(console375);
      await openPhoneMenu(console375, 'WhatsApp');
      await console375.getByText('Asante! Can I collect it today after 5pm?').first().click();
      await console375.getByRole('list', { name: 'Messages' }).getByText('Asante! Can I collect it today after 5pm?').waitFor();
      await console375.getByLabel('Your answer').fill('Karibu! Yes, we are open until 6pm.');
      await console375.getByRole('button', { name: 'Send' }).click();
      await console375.getByRole('list', { name: 'Messages' }).getByText('Karibu! Yes, we are open until 6pm.').waitFor();
      const { scrollWidth, viewport } = await documentWidth(console375);
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
      await keepPicture(console375, 'whatsapp-console-375', { fullPage: false });
    } finally {
      await context.close();
    }
    await phoneShows(page, number, 'Karibu! Yes, we are open until 6pm.');
  });
});
