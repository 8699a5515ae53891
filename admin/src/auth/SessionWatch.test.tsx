import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { call } from '@shop/api-client';
import { shop } from '../shopClient';
import { getToken, saveSession } from './session';
import { SessionWatch } from './SessionWatch';
import { aUser, jsonResponse } from './testSession';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a refused token found outside the data provider', () => {
  it('ends the session and logs the console out at once', async () => {
    saveSession('expired-token', aUser('staff'));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, { detail: 'Token has expired.' })));
    const logout = vi.fn().mockResolvedValue(undefined);
    const authProvider: AuthProvider = { login: vi.fn(), logout, checkAuth: vi.fn(), checkError: vi.fn(), getPermissions: vi.fn() };
    render(
      <AdminContext dataProvider={testDataProvider()} authProvider={authProvider}>
        <SessionWatch />
      </AdminContext>,
    );

    // The overview is read with the typed client, not through react-admin's data provider.
    await expect(call(shop.GET('/api/analytics/overview/'))).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
