import * as fs from 'node:fs';
import * as path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, testDataProvider, type AuthProvider } from 'react-admin';
import { LoginPage } from './LoginPage';

const signedOut: AuthProvider = { login: vi.fn(), logout: vi.fn(), checkAuth: vi.fn().mockRejectedValue(undefined), checkError: vi.fn(), getPermissions: vi.fn() };

describe('the console login page', () => {
  it("names the shop above the form, with the shop's mark", async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} authProvider={signedOut} i18nProvider={defaultI18nProvider}>
        <LoginPage />
      </AdminContext>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kenyan Crafts');
    expect(screen.getByText('Staff console')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/favicon\.svg$/);
  });

  it('gives the console a favicon of its own (the tab of a staff member with the shop open too)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
  });
});
