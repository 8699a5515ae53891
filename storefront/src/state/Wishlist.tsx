// The wishlist is local only (SPEC.md section 1): product ids in localStorage.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { KEYS, readJson, useStorageState, writeJson } from './storage';

interface WishlistValue {
  ids: number[];
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

const WishlistContext = createContext<WishlistValue | null>(null);

function load(): number[] {
  const raw = readJson<unknown>(KEYS.wishlist, []);
  return Array.isArray(raw) ? raw.filter((v): v is number => Number.isInteger(v)) : [];
}

export function WishlistProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useStorageState<number[]>(load, []);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.wishlist) setIds(load());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const change = useCallback((fn: (prev: number[]) => number[]) => {
    setIds((prev) => {
      const next = fn(prev);
      writeJson(KEYS.wishlist, next);
      return next;
    });
  }, []);
  const toggle = useCallback(
    (id: number) => change((prev) => (prev.includes(id) ? prev.filter((i) => i !== id) : [...prev, id])),
    [change],
  );
  const remove = useCallback((id: number) => change((prev) => prev.filter((i) => i !== id)), [change]);
  const clear = useCallback(() => change(() => []), [change]);

  const value = useMemo<WishlistValue>(
    () => ({ ids, has: (id) => ids.includes(id), toggle, remove, clear }),
    [ids, toggle, remove, clear],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistValue {
  const ctx = useContext(WishlistContext);
  if (!ctx) throw new Error('useWishlist outside WishlistProvider');
  return ctx;
}
