import { describe } from 'vitest';
import { consoleLogin, SEEDED_STAFF } from '../support/console';
import { expect, test } from '../support/fixtures';
import { logIn, newShopper, register } from '../support/storefront';

// A 1x1 PNG: small, but a real image by its content, as the profile upload requires.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('storefront accounts', () => {
  test('a shopper registers, logs in, sees and edits the profile, and logs out', async ({ page }) => {
    const shopper = newShopper();
    await register(page, shopper);
    // Logging in puts the user menu in the header in place of the login icon.
    await logIn(page, shopper);

    await page.goto('/account/profile');
    const profile = page.getByRole('main');
    await profile.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` }).waitFor();
    await profile.getByText(shopper.username, { exact: true }).waitFor();
    await profile.getByText(shopper.email, { exact: true }).waitFor();
    // Phone and address are empty until the shopper fills them in.
    expect(await profile.getByText('Not provided', { exact: true }).count()).toBe(2);

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/account/update');
    const email = page.getByLabel('Email');
    await email.waitFor();
    // The form is filled from the profile before the shopper changes anything.
    await page.waitForFunction(
      (expected) => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value === expected,
      shopper.email,
    );
    await page.getByLabel('Phone').fill('0712 345 678');
    await page.getByLabel('Address').fill('Moi Avenue, Nairobi');
    await page.getByLabel('Last Name').fill('Njeri');
    await page.getByLabel('Profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await page.waitForURL('**/account/profile');
    await profile.getByRole('heading', { name: `${shopper.firstName} Njeri` }).waitFor();
    await profile.getByText('0712 345 678', { exact: true }).waitFor();
    await profile.getByText('Moi Avenue, Nairobi', { exact: true }).waitFor();
    // The uploaded picture is served back from the shop's media store.
    await profile.locator('img[src^="/media/"]').waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    // The login page, at times with ?next=/account/profile (the profile's own guard may redirect first).
    await page.waitForURL((url) => url.pathname === '/account/login');
    // Logged out: the header offers the login icon again, and the profile asks for a login.
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto('/account/profile');
    await page.waitForURL('**/account/login**');
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    const shopper = newShopper();
    await register(page, shopper);
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    // The page shows the server's detail (SPEC.md section 8) and stays put.
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/login');
  });
});

describe('staff console', () => {
  test('the seeded staff member logs in and sees the Admin Panel menu', async ({ page }) => {
    await consoleLogin(page, SEEDED_STAFF.username, SEEDED_STAFF.password);
    await page.getByText('Admin Panel', { exact: true }).first().waitFor();
    for (const item of ['Products', 'Categories', 'Inventory', 'Orders', 'Users', 'Analytics']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
  });

  test('a customer is refused by the console', async ({ page }) => {
    const shopper = newShopper();
    await register(page, shopper);
    await consoleLogin(page, shopper.username, shopper.password);
    await page.getByText('This console is for shop staff only.').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
  });
});
