import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, STAFF_ONLY } from './authProvider';
import { httpClient, withTrailingSlash } from './httpClient';
import { getToken, saveSession } from './session';
import { aUser, jsonResponse, pathOf, requestAt as sentRequest } from './testSession';

const user = aUser;

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const requestAt = (index: number) => sentRequest(fetchMock, index);
const calledPaths = () => fetchMock.mock.calls.map((_, index) => pathOf(requestAt(index)));

describe('authProvider.login', () => {
  it('admits staff and keeps the token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt-staff', user: user('staff') }));
    await authProvider.login({ username: 'wanjiru', password: 'secret123' });
    expect(getToken()).toBe('jwt-staff');
    const request = requestAt(0);
    expect(pathOf(request)).toBe('/api/auth/login/');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ username: 'wanjiru', password: 'secret123' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('admits admins', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt-admin', user: user('admin') }));
    await authProvider.login({ username: 'boss', password: 'secret123' });
    expect(getToken()).toBe('jwt-admin');
  });

  it('refuses a customer with a clear message, keeps no session and revokes the token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt-customer', user: user('customer') }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Logged out' }));
    await expect(authProvider.login({ username: 'shopper', password: 'secret123' })).rejects.toThrow(STAFF_ONLY);
    expect(getToken()).toBeNull();
    expect(calledPaths()).toEqual(['/api/auth/login/', '/api/auth/logout/']);
    expect(requestAt(1).headers.get('Authorization')).toBe('Token jwt-customer');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("shows the server's message for wrong credentials", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Invalid username or password' }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow('Invalid username or password');
  });

  it('joins field errors when there is no detail', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { password: ['This field is required.'] }));
    await expect(authProvider.login({ username: 'x', password: '' })).rejects.toThrow('This field is required.');
  });
});

describe('session rules', () => {
  it('sends Authorization: Token <jwt> on every data call, to the slash-ended path', async () => {
    saveSession('jwt-staff', user('staff'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await httpClient('/api/users?range=%5B0%2C9%5D');
    const request = requestAt(0);
    expect(pathOf(request)).toBe('/api/users/?range=%5B0%2C9%5D');
    expect(request.headers.get('Authorization')).toBe('Token jwt-staff');
  });

  it('turns API errors into readable messages and form field errors', async () => {
    saveSession('jwt-staff', user('staff'));
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { name: ['Name already exists'] }));
    await expect(httpClient('/api/categories', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 400,
      message: 'Name already exists',
      body: { errors: { name: 'Name already exists' } },
    });
  });

  it('logs out on 401 and 403', async () => {
    for (const status of [401, 403]) {
      saveSession('jwt-staff', user('staff'));
      await expect(authProvider.checkError({ status })).rejects.toThrow();
      expect(getToken()).toBeNull();
    }
    saveSession('jwt-staff', user('staff'));
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getToken()).toBe('jwt-staff');
  });

  it('logout revokes the token on the server and clears the session', async () => {
    saveSession('jwt-staff', user('staff'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Logged out' }));
    await authProvider.logout({});
    expect(calledPaths()).toEqual(['/api/auth/logout/']);
    expect(getToken()).toBeNull();
  });

  it('names the logged-in staff member from the stored user', async () => {
    saveSession('jwt-staff', user('staff'));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 7, fullName: 'Wanjiru Kamau' });
  });
});

describe('withTrailingSlash', () => {
  it('adds the slash before the query only when missing', () => {
    expect(withTrailingSlash('/api/products/12')).toBe('/api/products/12/');
    expect(withTrailingSlash('/api/products/?q=1')).toBe('/api/products/?q=1');
    expect(withTrailingSlash('/api/products?q=1')).toBe('/api/products/?q=1');
  });
});
