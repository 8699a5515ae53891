import type { AuthProvider } from 'react-admin';
import { errorMessage } from './apiErrors';
import { clearSession, getStoredUser, getToken, isStaffRole, saveSession, type ShopUser } from './session';

export const STAFF_ONLY = 'This console is for shop staff only.';
export const INVALID_LOGIN = 'Invalid login credentials';
export const NETWORK_ERROR = 'Network error, please try again.';

interface LoginAnswer {
  token: string;
  user: ShopUser;
}

const postJson = (path: string, body: unknown, token?: string) =>
  fetch(path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Revokes a token on the server; a failure there must not keep anyone logged in here. */
const revoke = async (token: string) => {
  try {
    await postJson('/api/auth/logout/', undefined, token);
  } catch {
    // The local session is cleared regardless; an unreachable API cannot undo that.
  }
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let response: Response;
    try {
      response = await postJson('/api/auth/login/', { username, password });
    } catch {
      throw new Error(NETWORK_ERROR);
    }
    const body = (await response.json().catch(() => null)) as LoginAnswer | Record<string, unknown> | null;
    if (!response.ok) throw new Error(errorMessage(body as Record<string, unknown> | null, INVALID_LOGIN));
    const { token, user } = body as LoginAnswer;
    if (!isStaffRole(user?.role)) {
      // A customer's valid token is of no use here: revoke it rather than leave it alive.
      await revoke(token);
      throw new Error(STAFF_ONLY);
    }
    saveSession(token, user);
  },

  async logout() {
    const token = getToken();
    clearSession();
    if (token) await revoke(token);
  },

  async checkAuth() {
    if (!getToken() || !isStaffRole(getStoredUser()?.role)) throw new Error('Please log in as shop staff.');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) {
      clearSession();
      throw new Error('Your session has ended, please log in again.');
    }
  },

  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('Not logged in');
    return {
      id: user.id,
      fullName: user.full_name || user.username,
      avatar: user.profile_image ?? undefined,
    };
  },

  async getPermissions() {
    return getStoredUser()?.role ?? null;
  },
};
