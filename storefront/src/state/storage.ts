// Everything the storefront keeps in localStorage (SPEC.md section 3): the auth token,
// the stored user, the checkout draft (phone, deliveryAddress, deliveryMethod, deliveryTown, deliveryNotes,
// pickupPoint), the county the shopper last chose (a guest's too), the guest cart and the local wishlist. Reads never throw: a corrupt entry reads as absent.
import { useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import type { User } from '@shop/api-client';
import { whenHydrated } from '../components/HydrateLater';

export const KEYS = {
  token: 'token',
  user: 'user',
  phone: 'phone',
  deliveryAddress: 'deliveryAddress',
  deliveryMethod: 'deliveryMethod',
  deliveryTown: 'deliveryTown',
  deliveryNotes: 'deliveryNotes',
  pickupPoint: 'pickupPoint',
  county: 'county',
  guestCart: 'guest-cart',
  wishlist: 'wishlist',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the value lives for this page only */
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = read(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  write(key, JSON.stringify(value));
}

export const getToken = (): string | null => read(KEYS.token);
export const setToken = (token: string | null): void => write(KEYS.token, token);

export const getStoredUser = (): User | null => readJson<User | null>(KEYS.user, null);
export const setStoredUser = (user: User | null): void =>
  user ? writeJson(KEYS.user, user) : write(KEYS.user, null);

type DraftKey = 'phone' | 'deliveryAddress' | 'deliveryMethod' | 'deliveryTown' | 'deliveryNotes' | 'pickupPoint';
export const getDraft = (key: DraftKey): string => read(KEYS[key]) ?? '';
export const setDraft = (key: DraftKey, value: string | null): void =>
  write(KEYS[key], value);

/** The county (its code, 'KE-28') the shopper last chose, on the cart or at checkout: both pages start from it. */
export const getCounty = (): string => read(KEYS.county) ?? '';
export const setCounty = (code: string | null): void => write(KEYS.county, code);

const neverChanges = () => () => {};

/**
 * State that starts from localStorage. A server-rendered page must hydrate to exactly what the server
 * sent, and the server has no storage: while hydrating (React answers the server snapshot then) the
 * state starts as `empty` and is read from storage once every part of the page has hydrated (whenHydrated:
 * they hydrate a task each); a page the browser renders itself reads storage at once.
 */
export function useStorageState<T>(load: () => T, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrating = useSyncExternalStore(neverChanges, () => false, () => true);
  const [value, setValue] = useState<T>(() => (hydrating ? empty : load()));
  useEffect(() => {
    if (!hydrating) return;
    // No cleanup: this effect runs again at once (hydrating turns false), which must not cancel the read.
    void whenHydrated().then(() => {
      // Mostly storage holds nothing (a new visitor): then nothing changes, and nothing renders again.
      const stored = load();
      if (JSON.stringify(stored) !== JSON.stringify(empty)) setValue(stored);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `empty` is read once, like useState's initial value
  }, [hydrating, load]);
  return [value, setValue];
}
