// Session state (SPEC.md section 4): a stored token means logged in; the current user is
// read from the API, and a failed read means logged out. A token the API refuses (401, on any
// call) ends the session here, through the API client's one onUnauthorized (api/client.ts).
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type User } from '@shop/api-client';
import { whenTokenRefused } from '../api/client';
import { authApi } from '../api/endpoints';
import { getStoredUser, getToken, setStoredUser, setToken, useStorageState } from './storage';

const storedSessionUser = (): User | null => (getToken() ? getStoredUser() : null);

interface AuthValue {
  token: string | null;
  user: User | null;
  isLoggedIn: boolean;
  /** Store a fresh login. */
  signIn: (token: string, user: User) => void;
  /** Tell the API, then forget the token (and the stored user unless keepUser). */
  signOut: (options?: { keepUser?: boolean }) => Promise<void>;
  /** Forget the token without calling the API (expired or rejected token). */
  dropSession: () => void;
  /** Go on with a fresh token for the same person (a password change ends every older token). */
  renewToken: (token: string) => void;
  setUser: (user: User) => void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useStorageState<string | null>(getToken, null);
  const [user, setUserState] = useStorageState<User | null>(storedSessionUser, null);

  const dropSession = useCallback(() => {
    setToken(null);
    setTokenState(null);
    setUserState(null);
    // Nothing of this account's may show to whoever uses the browser next.
    for (const key of ['cart', 'profile', 'orders', 'order']) queryClient.removeQueries({ queryKey: [key] });
  }, [queryClient]);

  // An expired or revoked token, whichever call finds out: the shopper is logged out (SPEC.md section 4).
  useEffect(() => whenTokenRefused(dropSession), [dropSession]);

  // Validate a stored token once per token.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    authApi
      .currentUser(controller.signal)
      .then((current) => {
        setStoredUser(current);
        setUserState(current);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // A refused read means logged out (SPEC.md section 4): a 401 has ended the session already
        // (whenTokenRefused above), any other refusal ends it here. No answer at all (offline) keeps
        // the session, so a flaky connection does not log the shopper out.
        if (err instanceof ApiError && err.status !== 401) dropSession();
      });
    return () => controller.abort();
  }, [token, dropSession]);

  // Another tab logging in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== 'token') return;
      setTokenState(e.newValue);
      setUserState(e.newValue ? getStoredUser() : null);
      queryClient.invalidateQueries({ queryKey: ['cart'] });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (newToken: string, newUser: User) => {
      setToken(newToken);
      setStoredUser(newUser);
      setTokenState(newToken);
      setUserState(newUser);
      queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    [queryClient],
  );

  const renewToken = useCallback((newToken: string) => {
    setToken(newToken);
    setTokenState(newToken);
  }, []);

  const signOut = useCallback(
    async (options?: { keepUser?: boolean }) => {
      try {
        await authApi.logout();
      } catch (err) {
        // An already invalid token is as good as logged out; anything else is reported.
        if (!(err instanceof ApiError && err.status === 401)) throw err;
      }
      if (!options?.keepUser) setStoredUser(null);
      dropSession();
    },
    [dropSession],
  );

  const setUser = useCallback((next: User) => {
    setStoredUser(next);
    setUserState(next);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ token, user, isLoggedIn: !!token, signIn, signOut, dropSession, renewToken, setUser }),
    [token, user, signIn, signOut, dropSession, renewToken, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
