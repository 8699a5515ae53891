// The console keeps its own session keys, apart from the storefront's customer session
// on the same origin, so a shopper logged in on the shop never leaks into the console.
const TOKEN_KEY = 'staffConsole.token';
const USER_KEY = 'staffConsole.user';

export type Role = 'customer' | 'staff' | 'admin';

export interface ShopUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string | null;
  address: string | null;
  profile_image: string | null;
  role: Role;
}

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const getStoredUser = (): ShopUser | null => {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ShopUser;
  } catch {
    return null;
  }
};

export const saveSession = (token: string, user: ShopUser): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
};

export const isStaffRole = (role: string | undefined | null): boolean =>
  role === 'staff' || role === 'admin';
