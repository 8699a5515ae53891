import { describe } from 'vitest';
import { apiCall, productListPath, type Product } from '../support/api';
import { expect, test } from '../support/fixtures';
import { chooseCounty, newShopper, openPage } from '../support/storefront';

interface StandInSms {
  to: string;
  message: string;
}

/** The words the order_paid SMS says in Kiswahili only ("Tumepokea KSh … za agizo KC-…"): the English one says "We received". */
const PAID_SMS_IN_KISWAHILI = /Tumepokea .* za agizo /;

describe('the shop in Kiswahili (issue 21)', () => {
  test('a shopper switches to Kiswahili, which stays through a reload, a login and paying; the payment SMS comes in Kiswahili', async ({ page, baseUrl }) => {
    const { body: found } = await apiCall<Product[]>(baseUrl, productListPath({ stock: 'in' }, ['price', 'ASC'], [0, 0]));
    const product = found[0];
    const shopper = newShopper();
    // A phone of this run's own, to find its SMS among the stand-in's.
    const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const lang = () => page.locator('html').getAttribute('lang');

    // The header's switch opens the same page in Kiswahili, and the choice survives a reload.
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Language: Kiswahili' }).click();
    await page.waitForURL((url) => url.pathname === '/sw/');
    await page.getByRole('link', { name: 'Nunua Sasa' }).waitFor();
    expect(await lang()).toBe('sw');
    await page.reload();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Mapambo yenye hadithi, yaliyotengenezwa kwa mikono ya Wakenya' }).waitFor();

    // Opening an account in Kiswahili keeps Kiswahili on it; logging in stays in Kiswahili.
    await openPage(page, '/sw/account/register');
    await page.getByLabel('Jina la mtumiaji').fill(shopper.username);
    await page.getByLabel('Barua pepe').fill(shopper.email);
    await page.getByLabel('Jina la Kwanza').fill(shopper.firstName);
    await page.getByLabel('Jina la Mwisho').fill(shopper.lastName);
    await page.getByLabel('Nenosiri').fill(shopper.password);
    await page.getByRole('button', { name: 'Jisajili' }).click();
    await page.getByRole('heading', { name: 'Karibu tena' }).waitFor();
    await page.getByLabel('Jina la mtumiaji').fill(shopper.username);
    await page.getByLabel('Nenosiri').fill(shopper.password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.waitForURL((url) => /^\/sw\/?$/.test(url.pathname));
    await page.getByRole('button', { name: 'Menyu ya akaunti' }).waitFor();

    // Shop, product, cart and checkout in Kiswahili.
    await page.getByRole('link', { name: 'DUKA', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Bidhaa Zote' }).waitFor();
    await openPage(page, `/sw/product/${product.id}`);
    expect(await lang()).toBe('sw');
    await page.getByRole('button', { name: 'Weka Kikapuni' }).click();
    await page.getByRole('link', { name: 'Kikapu (bidhaa 1)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kikapu cha Ununuzi' }).waitFor();
    await page.getByRole('button', { name: 'Endelea Kulipa' }).click();
    await page.getByRole('heading', { level: 1, name: 'Malipo' }).waitFor();
    await page.getByLabel(/^Nambari ya Simu/).fill(phone);
    // The county comes first (its label in Kiswahili); the methods offered there follow.
    await chooseCounty(page, 'Nairobi City', /^Kaunti/);
    await page.locator('input[type="radio"][value="pickup"]').check();
    await page.getByRole('button', { name: 'Weka Agizo' }).click();

    // Paying: Pesapal's page is its own; the shopper comes back to the Kiswahili result page.
    await page.getByRole('heading', { level: 1, name: 'Kamilisha Malipo Yako' }).waitFor();
    await page.getByRole('button', { name: 'Lipa kwa njia nyingine' }).click();
    await page.waitForURL('**/pesapal-sandbox/pay/**');
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await page.waitForURL('**/sw/order-success?**');
    await page.getByRole('heading', { level: 1, name: 'Malipo Yamefaulu' }).waitFor();
    const reference = (await page.getByTestId('order-ref').innerText()).trim();

    // Tracking in Kiswahili.
    await page.getByRole('main').getByRole('link', { name: 'Fuatilia agizo lako' }).click();
    await page.getByLabel(/^Nambari ya simu au barua pepe/).fill(phone);
    await page.getByRole('button', { name: 'Fuatilia agizo' }).click();
    await page.getByRole('heading', { name: `Agizo ${reference}` }).waitFor();

    // A page that does not exist says so in Kiswahili.
    await openPage(page, '/sw/hakuna-ukurasa-huu');
    await page.getByRole('heading', { level: 1, name: 'Samahani! Ukurasa haupatikani' }).waitFor();

    // The payment's SMS, as the Africa's Talking stand-in received it, is in Kiswahili.
    const to = `+254${phone.slice(1)}`;
    await expect
      .poll(async () => (await apiCall<StandInSms[]>(baseUrl, '/at-sandbox/messages')).body.find((sms) => sms.to === to && sms.message.includes(reference))?.message, {
        timeout: 30_000,
        interval: 500,
      })
      .toMatch(PAID_SMS_IN_KISWAHILI);
  });
});
