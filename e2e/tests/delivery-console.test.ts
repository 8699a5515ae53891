// Issue 30 from the owner's side, on a 375 px phone: staff change Nairobi's rider fee in the console's
// Delivery screens, and a shopper's cart for Nairobi City asks the quote again and shows the new fee at once
// (the quote cache clears with every delivery write). The rate is put back through the API afterwards.
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { apiCall, productListPath, registerCustomer, staffToken, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { documentWidth, openPhoneMenu, PHONE, staffPhoneLogin } from '../support/phone';
import { keepPicture } from '../support/pictures';
import { chooseCounty, ksh, logIn, newShopper } from '../support/storefront';

interface Method {
  id: number;
  code: string;
  name_en: string;
}

interface Zone {
  id: number;
  name: string;
}

interface Rate {
  id: number;
  method_id: number;
  zone_id: number;
  base_fee: number;
  base_grams: number;
  per_kg_fee: number;
  weight_bands: Array<{ up_to_grams: number; fee: number }> | null;
  free_over: number | null;
  min_goods: number | null;
  days_min: number | null;
  days_max: number | null;
  active: boolean;
}

const listPath = (resource: string, filter: Record<string, unknown> = {}) =>
  `/api/${resource}/?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}`;

async function expectFits(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await documentWidth(page);
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${viewport} px phone`).toBeLessThanOrEqual(viewport);
}

/** A new customer signed in on a phone of their own (own cookies and storage), with the cheapest product in stock in the cart. */
async function shopperOnPhone(browser: Browser, baseUrl: string): Promise<Page> {
  const shopper = newShopper();
  await registerCustomer(baseUrl, shopper);
  const { body: login } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: shopper.username, password: shopper.password } });
  const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
  const variant = found[0].variants.find((candidate) => candidate.is_active && candidate.stock > 0)!;
  await apiCall(baseUrl, '/api/cart/add/', { method: 'POST', token: login.token, body: { variant_id: variant.id, quantity: 1 } });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  await page.goto('/account/login');
  await logIn(page, shopper);
  return page;
}

describe('delivery in the console (issue 30), at 375 px', () => {
  test("staff change Nairobi's rider fee, and a shopper's Nairobi City cart shows the new fee at once", async ({ page, browser, baseUrl }) => {
    const staff = await staffToken(baseUrl);
    const { body: methods } = await apiCall<Method[]>(baseUrl, listPath('delivery/methods'), { token: staff });
    const { body: zones } = await apiCall<Zone[]>(baseUrl, listPath('delivery/zones'), { token: staff });
    const rider = methods.find((method) => method.code === 'rider')!;
    const nairobi = zones.find((zone) => zone.name === 'Nairobi')!;
    expect(rider, 'the seeded rider method').toBeDefined();
    expect(nairobi, 'the seeded Nairobi zone').toBeDefined();
    const { body: rates } = await apiCall<Rate[]>(baseUrl, listPath('delivery/rates', { method_id: rider.id, zone_id: nairobi.id }), { token: staff });
    const original = rates.find((rate) => rate.method_id === rider.id && rate.zone_id === nairobi.id)!;
    expect(original, "the seeded rider rate for Nairobi").toBeDefined();
    // A fee no other test sets: the seeded one plus a few shillings.
    const newFee = original.base_fee + 37;

    const shopper = await shopperOnPhone(browser, baseUrl);
    try {
      // Before: the cart quotes the seeded fee (one light, cheap item: within the base weight, under free-over).
      await shopper.getByRole('link', { name: 'Cart (1 item)' }).click();
      await shopper.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      await chooseCounty(shopper, 'Nairobi City');
      const riderFee = shopper.getByTestId('option-fee-rider');
      await expect.poll(() => riderFee.innerText()).toContain(ksh(original.base_fee));

      // Staff, on their phone: Delivery > Rates, the rider's Nairobi rate, a new base fee.
      await staffPhoneLogin(page);
      await openPhoneMenu(page, 'Rates');
      const row = page.getByRole('link').filter({ hasText: `${rider.name_en} · ${nairobi.name}` }).first();
      await row.waitFor();
      await expectFits(page, 'rates list');
      await keepPicture(page, 'console-delivery-rates-375');
      await row.click();
      const baseFee = page.getByLabel(/^Base fee \(KSh\)/);
      await expect.poll(() => baseFee.inputValue()).toBe(String(original.base_fee));
      await expectFits(page, 'rate edit');
      await baseFee.fill(String(newFee));
      await page.getByRole('button', { name: 'Save' }).click();
      // Saved, back on the list, which says the new fee.
      await page.getByRole('link').filter({ hasText: `${rider.name_en} · ${nairobi.name}` }).filter({ hasText: ksh(newFee) }).first().waitFor();

      // The rate preview on the same screen quotes it too (default: Nairobi City, 1 kg, KSh 2,000 of goods).
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'of goods' }).innerText()).toContain(`${rider.name_en} ${ksh(newFee)}`);
      await expectFits(page, 'rates list with preview');
      await keepPicture(page, 'console-delivery-rate-preview-375');

      const { body: saved } = await apiCall<Rate>(baseUrl, `/api/delivery/rates/${original.id}/`, { token: staff });
      expect(saved).toMatchObject({ ...original, base_fee: newFee });

      // The shopper's cart, opened again: the new fee, no waiting for a cache.
      await shopper.reload();
      await shopper.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      const county = shopper.getByRole('combobox', { name: /^County/ });
      if ((await county.inputValue()) !== 'Nairobi City') await chooseCounty(shopper, 'Nairobi City');
      await expect.poll(() => shopper.getByTestId('option-fee-rider').innerText()).toContain(ksh(newFee));
      await keepPicture(shopper, 'cart-nairobi-new-rider-fee-375');
    } finally {
      await apiCall(baseUrl, `/api/delivery/rates/${original.id}/`, { method: 'PUT', token: staff, body: original });
      await shopper.context().close();
    }
  });

  test('every Delivery screen fits the phone, and a CSV import names its bad lines', async ({ page, baseUrl }) => {
    const staff = await staffToken(baseUrl);
    const { body: methods } = await apiCall<Array<Method & { name_sw: string }>>(baseUrl, listPath('delivery/methods'), { token: staff });
    const rider = methods.find((method) => method.code === 'rider')!;
    const mtaani = methods.find((method) => method.code === 'mtaani')!;
    await staffPhoneLogin(page);

    await openPhoneMenu(page, 'Methods');
    // English and Kiswahili names side by side.
    const riderRow = page.getByRole('link').filter({ hasText: `${rider.name_en} · ${rider.name_sw}` }).first();
    await riderRow.waitFor();
    await expectFits(page, 'methods list');
    await keepPicture(page, 'console-delivery-methods-375');
    await riderRow.click();
    await expect.poll(() => page.getByLabel(/^Jina \(Kiswahili\)/).inputValue()).toBe(rider.name_sw);
    await expectFits(page, 'method edit');
    await keepPicture(page, 'console-delivery-method-edit-375');

    await openPhoneMenu(page, 'Zones');
    const metro = page.getByRole('link').filter({ hasText: 'Nairobi metro' }).first();
    await metro.waitFor();
    await expectFits(page, 'zones list');
    await metro.click();
    // The zone's counties by name, picked from the 47.
    await page.getByRole('button', { name: 'Kiambu' }).or(page.getByText('Kiambu', { exact: true })).first().waitFor();
    await expectFits(page, 'zone edit');
    await keepPicture(page, 'console-delivery-zone-edit-375');

    await openPhoneMenu(page, 'Pickup points');
    await page.getByRole('link').filter({ hasText: 'Kimathi' }).first().waitFor();
    await expectFits(page, 'pickup points list');
    await keepPicture(page, 'console-delivery-pickup-points-375');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import pickup points' });
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: mtaani.name_en, exact: true }).click();
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    const csv = ['external_id,name,county,town,address,opening_hours,phone', 'E2E-1,Test agent,Nairobii,Nairobi,Moi Avenue,Daily 8-6,0712345678'].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    // All or nothing: the bad county is named with its line, and nothing is created.
    await dialog.getByText(/^Line 2: /).waitFor();
    expect(await dialog.innerText()).toContain('Nairobii');
    await expectFits(page, 'import dialog');
    await keepPicture(page, 'console-delivery-import-problems-375', { fullPage: false });
  });
});
