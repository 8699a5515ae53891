import type { Page } from 'playwright-core';

/** The staff member the shop seeds on first start (README: `admin` / `admin12345`). */
export const SEEDED_STAFF = { username: 'admin', password: 'admin12345' };

/** Opens the staff console and signs in; the caller waits for what it expects next. */
export async function consoleLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/dashboard/');
  // The console is one large bundle: on a busy machine its login form takes a while to appear.
  await page.getByLabel('Username').waitFor({ timeout: 60_000 });
  await page.getByLabel('Username').fill(username);
  // Anchored, because the eye button beside the field is labelled 'Show password'.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the seeded staff member in and waits for the 'Admin Panel' menu. */
export async function staffLogin(page: Page): Promise<void> {
  await consoleLogin(page, SEEDED_STAFF.username, SEEDED_STAFF.password);
  await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
}

/** Goes to a console screen through the side menu, as staff do. */
export async function openMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
