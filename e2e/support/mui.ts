import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of a MUI select and waits for its menu to finish closing: until then the
 * menu's invisible backdrop takes the next click (a role query cannot tell, as the closing
 * menu is already aria-hidden).
 */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}
