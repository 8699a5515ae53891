import type { User } from '../api/types';

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'full_name' | 'username'>): string {
  const joined = [user.first_name, user.last_name].filter((s) => s && s.trim()).join(' ');
  return joined || user.full_name || user.username;
}

/** Initials of first and last name ('' when neither is set). */
export function initials(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((s) => (s ?? '').trim().charAt(0).toUpperCase())
    .join('');
}
