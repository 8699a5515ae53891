import { call, createShopClient, errorMessage, type LoginResponse } from '@shop/api-client';
import type { AuthProvider } from 'react-admin';
import { clearSession, getStoredUser, getToken, isStaffRole, saveSession } from './session';

export const STAFF_ONLY = 'This console is for shop staff only.';
export const INVALID_LOGIN = 'Invalid login credentials';

// A login is asked as nobody: a token left from an earlier session must not ride along.
const signedOut = createShopClient({ getToken: () => null });

/** Revokes a token on the server; a failure there must not keep anyone logged in here. */
const revoke = async (token: string) => {
  try {
    await call(createShopClient({ getToken: () => token }).POST('/api/auth/logout/'));
  } catch {
    // The local session is cleared regardless; an unreachable API cannot undo that.
  }
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let answer: LoginResponse;
    try {
      answer = await call(signedOut.POST('/api/auth/login/', { body: { username, password } }));
    } catch (error) {
      // The server's detail, else its field messages, else INVALID_LOGIN; offline, the network message.
      throw new Error(errorMessage(error, INVALID_LOGIN));
    }
    const { token, user } = answer;
    if (!isStaffRole(user.role)) {
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
