import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { placeOrder } from '../support/api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/phone';
import { keepPicture } from '../support/pictures';
import { newShopper, openPage } from '../support/storefront';

/** The shopper signed in on this browser, as logging in leaves them: the token in local storage. */
async function signIn(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** Answers the order's waiting prompt on the stand-in's phone page (/mpesa-sandbox), opened beside the shop. */
async function answerOnPhone(page: Page, reference: string, answer: 'Enter PIN' | 'Cancel'): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto('/mpesa-sandbox');
  // The prompt names the order by Daraja's account reference: the order's, letters and digits only.
  const prompt = phone.locator('section').filter({ hasText: reference.replace(/[^A-Za-z0-9]/g, '') });
  await prompt.getByRole('button', { name: answer, exact: true }).click();
  await phone.waitForLoadState();
  await phone.close();
}

/** A mark on the page's window: still there at the end, the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { stillThisPage: true }));
const stillThisPage = (page: Page) => page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);

describe('M-Pesa Express on the payment page (issue 32)', () => {
  test('the shopper enters the PIN on the phone, and the payment page turns to paid without a reload', async ({ page, baseUrl }) => {
    const { order, token } = await placeOrder(baseUrl, newShopper());
    await signIn(page, token);
    await openPage(page, `/payment/${order.id}`);
    await markPage(page);
    await page.getByRole('button', { name: /^Pay KSh [\d,]+ with M-Pesa$/ }).click();
    const box = page.getByTestId('mpesa-status');
    await box.getByRole('status').filter({ hasText: 'Check your phone and enter your M-Pesa PIN' }).waitFor();
    await box.getByRole('timer').filter({ hasText: /Time left: [01]:\d\d/ }).waitFor();

    await answerOnPhone(page, order.reference, 'Enter PIN');
    // The order read again: its chip, and in place of the ways to pay its paid words with the M-Pesa receipt.
    await page.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    await box.waitFor({ state: 'detached' });
    await page.getByText('Paid with M-Pesa. Thank you!').waitFor();
    await page.getByText(/^M-Pesa receipt: \w{10}$/).waitFor();
    expect(await stillThisPage(page)).toBe(true);
  });

  test('in Kiswahili on a 375 px phone: cancelled, the prompt sent again, then paid, and nothing on the page jumps', async ({ page, baseUrl }) => {
    await page.setViewportSize(PHONE);
    // Layout shifts not caused by the shopper's input, as Lighthouse sums them: the prompt's news must not move the page.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { order, token } = await placeOrder(baseUrl, newShopper());
    await signIn(page, token);
    await openPage(page, `/sw/payment/${order.id}`);
    await markPage(page);
    const box = page.getByTestId('mpesa-status');
    // From the keyboard: the phone is filled in, Enter sends the prompt.
    const phone = page.getByLabel('Nambari ya simu ya M-Pesa');
    expect(await phone.inputValue()).toBe('0712 345 678');
    await phone.press('Enter');
    await box.getByRole('status').filter({ hasText: 'Angalia simu yako na uweke PIN yako ya M-Pesa' }).waitFor();
    await keepPicture(page, 'mpesa-waiting-sw-375', { fullPage: false });

    await answerOnPhone(page, order.reference, 'Cancel');
    await box.getByRole('alert').filter({ hasText: 'Umesitisha ombi kwenye simu yako. Hakuna pesa iliyolipwa.' }).waitFor({ timeout: 20_000 });
    await keepPicture(page, 'mpesa-cancelled-sw-375', { fullPage: false });
    await page.getByRole('button', { name: 'Tuma ombi tena' }).click();
    await box.getByRole('status').filter({ hasText: 'Angalia simu yako na uweke PIN yako ya M-Pesa' }).waitFor();
    expect(await box.getByRole('alert').textContent()).toBe('');

    await answerOnPhone(page, order.reference, 'Enter PIN');
    await page.getByText('Limelipwa', { exact: true }).waitFor({ timeout: 20_000 });
    await box.waitFor({ state: 'detached' });
    await page.getByText('Umelipa kwa M-Pesa. Asante!').waitFor();
    await page.getByText(/^Risiti ya M-Pesa: \w{10}$/).waitFor();
    await keepPicture(page, 'mpesa-paid-sw-375', { fullPage: false });
    expect(await stillThisPage(page)).toBe(true);
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThanOrEqual(0.01);
  });
});
