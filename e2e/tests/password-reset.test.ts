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
    await page.getByLabel(/Email or phone/).fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account matches, we have sent a reset link to its e-mail (and a code to its phone).').waitFor();

    const link = await resetLinkFor(shopper.email);
    expect(new URL(link).origin).toBe(baseUrl);
    // Staff see that the e-mail went, never its link (SECURITY.md).
    const token = new URL(link).searchParams.get('token')!;
    const { body: outbox } = await apiCall<unknown[]>(baseUrl, '/api/notifications/?filter={"event":"password_reset"}', { token: await staffToken(baseUrl) });
    expect(JSON.stringify(outbox)).not.toContain(token);
    await page.goto(link);
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

    // The link worked once.
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill('Another-Kiondo-77');
    await page.getByLabel(/Repeat New Password/).fill('Another-Kiondo-77');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used.' }).waitFor();
  });
});
