import { describe } from 'vitest';
import { apiCall, registerCustomer, resetLinkFor, staffToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { logIn, newShopper } from '../support/storefront';

describe('password reset', () => {
  test('a shopper who forgot the password gets a link, sets a new password, is logged in, and logs in with it later', async ({ page, baseUrl }) => {
    const shopper = newShopper();
    await registerCustomer(baseUrl, shopper);
    const { body: session } = await apiCall<{ token: string }>(baseUrl, '/api/auth/login/', { method: 'POST', body: { username: shopper.username, password: shopper.password } });
    await apiCall(baseUrl, '/api/auth/update-profile/', { method: 'PUT', token: session.token, body: { phone: '0712 345 678' } });

    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/account/reset');
    await page.getByLabel(/Username, e-mail or phone/).fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account matches, we have sent it a reset link by e-mail and, if it has a phone, a code by SMS.').waitFor();

    const link = await resetLinkFor(shopper.email);
    expect(new URL(link).origin).toBe(baseUrl);
    // Staff see that the e-mail went, never its link (SECURITY.md).
    const token = new URL(link).searchParams.get('token')!;
    const { body: outbox } = await apiCall<unknown[]>(baseUrl, '/api/notifications/?filter={"event":"password_reset"}', { token: await staffToken(baseUrl) });
    expect(JSON.stringify(outbox)).not.toContain(token);
    await page.goto(link);
    // The page checked the link first, and names the username to log in with.
    await page.getByText(`For your account ${shopper.username}:`).waitFor();
    const newPassword = 'Mkeka-wa-Mvita-88';
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/Repeat New Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();

    // Logged in on the profile page; the session from before the reset is over.
    await page.waitForURL('**/account/profile');
    await page.getByRole('main').getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` }).waitFor();
    await apiCall(baseUrl, '/api/auth/current-user/', { token: session.token, status: 401 });

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await logIn(page, { ...shopper, password: newPassword });

    // The link worked once: opened again, it says so at once, before asking for a password.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used.' }).waitFor();
    expect(await page.getByLabel(/^New Password/).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/account/reset');
  });
});
