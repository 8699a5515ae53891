import type { User } from '@shop/api-client';

/** The API's full name (first and last), else the username. */
export function fullName(user: Pick<User, 'full_name' | 'username'>): string {
  return user.full_name.trim() || user.username;
}

/** Initials of first and last name ('' when neither is set). */
export function initials(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name].map((s) => s.trim().charAt(0).toUpperCase()).join('');
}
