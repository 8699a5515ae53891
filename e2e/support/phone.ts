import type { Page } from 'playwright-core';
import { consoleLogin, SEEDED_STAFF } from './console';

/** The phone the console and shop must fit (issue 12): no sideways scroll at this size. */
export const PHONE = { width: 375, height: 740 };

/** How wide the document is against the viewport; a page fits when scrollWidth <= viewport. */
export function documentWidth(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

/** On a phone the console's side menu is a drawer behind the app bar's menu button. */
export async function openPhoneMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  // A menu item closes the drawer on small screens; wait until it is gone.
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}

/** Signs the seeded staff member in on a phone: the side menu stays folded behind its button. */
export async function staffPhoneLogin(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await consoleLogin(page, SEEDED_STAFF.username, SEEDED_STAFF.password);
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}
