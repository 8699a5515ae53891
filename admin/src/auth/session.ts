import type { Role, User } from '@shop/api-client';

// The console keeps its own session keys, apart from the storefront's customer session
// on the same origin, so a shopper logged in on the shop never leaks into the console.
const TOKEN_KEY = 'staffConsole.token';
const USER_KEY = 'staffConsole.user';

/** What the console keeps of the signed-in staff member: whom the header names, and the role. */
export type StaffMember = Pick<User, 'id' | 'username' | 'full_name' | 'profile_image' | 'role'>;

export const isStaffRole = (role: unknown): role is Extract<Role, 'staff' | 'admin'> => role === 'staff' || role === 'admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Stored text may come from an older console or be edited by hand: only a whole staff member counts
// (customers are never kept: the login refuses them).
const isStaffMember = (value: unknown): value is StaffMember =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.username === 'string' &&
  typeof value.full_name === 'string' &&
  (value.profile_image === null || typeof value.profile_image === 'string') &&
  isStaffRole(value.role);

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const getStoredUser = (): StaffMember | null => {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isStaffMember(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** Keeps the token and the staff member the login answered with (the caller has checked the role). */
export const saveSession = (token: string, user: User): void => {
  const { id, username, full_name, profile_image, role } = user;
  const member: StaffMember = { id, username, full_name, profile_image, role };
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(member));
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
};

/** Announced when a request finds the token refused (expired or revoked), whichever screen made it. */
export const SESSION_ENDED = 'staffConsole:session-ended';

/** Ends the session after the API refused its token, and tells the console (SessionWatch) to show the login. */
export const endSession = (): void => {
  clearSession();
  window.dispatchEvent(new Event(SESSION_ENDED));
};
