import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Shopper {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** A shopper nobody has registered yet in this run. */
export function newShopper(): Shopper {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `wanjiru${id}`, email: `wanjiru.${id}@example.com`, firstName: 'Wanjiru', lastName: 'Kamau', password: 'Kikoy-2024!' };
}

/**
 * Opens a storefront page and waits until the app runs it: public pages arrive rendered by the server,
 * and a tap before hydration reaches only that HTML (as it would a shopper's on a slow phone).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

/** Registers through the storefront form; ends on the login page, where register success leads (SPEC.md section 4). */
export async function register(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/account/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel(/^Password/).fill(shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/account/login**');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
}

/** Logs in on the login page already shown, and waits to land where login sends the shopper. */
export async function logIn(page: Page, shopper: Shopper): Promise<void> {
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel(/^Password/).fill(shopper.password);
  // Login returns the shopper to the page they came from (its `next`), else home.
  const next = new URL(page.url()).searchParams.get('next');
  const landing = new URL(next ?? '/', page.url()).pathname;
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === landing);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Money as the shop writes it: 'KSh 1,250', or 'KSh 99.50' when there are cents. */
export function ksh(amount: number): string {
  const format = Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `KSh ${new Intl.NumberFormat('en-KE', format).format(amount)}`;
}

/** Picks the county in the cart's or checkout's typeahead (issue 30): types its first letters, then taps it. */
export async function chooseCounty(page: Page, county: string, label: string | RegExp = /^County/): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(county.slice(0, 4));
  await page.getByRole('option', { name: county, exact: true }).click();
  await expect.poll(() => box.inputValue()).toBe(county);
}
