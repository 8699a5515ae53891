import { describe } from 'vitest';
import { expect, test } from '../support/fixtures';

/** As the spec writes them, trailing slash included (openapi.json's path keys). */
const AUTH_CALLS = [
  '/api/auth/register/',
  '/api/auth/login/',
  '/api/auth/logout/',
  '/api/auth/current-user/',
  '/api/auth/profile/',
  '/api/auth/update-profile/',
  '/api/auth/profile/update/',
];

describe('API docs', () => {
  test('Swagger UI lists every auth call and runs the login from the page', async ({ page }) => {
    await page.goto('/api/docs');
    for (const path of AUTH_CALLS) {
      await page.locator('.opblock-summary-path').getByText(path, { exact: true }).first().waitFor();
    }

    const login = page.locator('.opblock-post').filter({ has: page.getByText('/api/auth/login/', { exact: true }) });
    await login.locator('.opblock-summary').click();
    await login.getByRole('button', { name: 'Try it out' }).click();
    await login.locator('textarea.body-param__text').fill(JSON.stringify({ username: 'admin', password: 'admin12345' }));
    await login.getByRole('button', { name: 'Execute' }).click();

    // The answer Swagger UI shows is the real one: a token and the seeded staff member.
    const answer = login.locator('.live-responses-table');
    await answer.locator('.response-col_status').getByText('200', { exact: true }).waitFor();
    const body = await answer.innerText();
    expect(body).toContain('"token"');
    expect(body).toContain('"role": "admin"');
  });
});
