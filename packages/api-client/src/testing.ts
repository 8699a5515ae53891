// Test data for both front ends' tests, shaped by the contract: a changed API shape breaks them at compile time.
import type { User } from './names';

/** A signed-up account as the API sends it (a customer unless told otherwise). */
export function anAccount(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'wanjiru',
    email: 'w@example.com',
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    full_name: 'Wanjiru Kamau',
    phone: '',
    address: '',
    profile_image: null,
    role: 'customer',
    date_joined: '2026-01-02T09:00:00.000Z',
    language: 'en',
    whatsapp_updates: false,
    ...overrides,
  };
}
