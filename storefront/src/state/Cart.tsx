// One cart interface over two stores (SPEC.md section 4): a guest cart in localStorage,
// and the server cart once logged in. Pages never care which one they talk to.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../api/endpoints';
import { ApiError, errorMessage } from '../api/client';
import type { Product, Variant } from '../api/types';
import { sumAmounts } from '../lib/money';
import { cardImage, variantDisplayName } from '../lib/products';
import { useAuth } from './Auth';
import { useToast } from './Toasts';
import {
  addGuestLine,
  loadGuestCart,
  removeGuestLine,
  saveGuestCart,
  setGuestQuantity,
  type GuestCartLine,
} from './guestCart';

export interface CartLine {
  /** Server cart item id, or the variant id for a guest line. */
  key: number;
  name: string;
  quantity: number;
  total: number;
  image: string | null;
  /** Most units this line may hold (its stock), when known. */
  max?: number;
}

interface CartValue {
  lines: CartLine[];
  total: number;
  count: number;
  isGuest: boolean;
  isLoading: boolean;
  /** The logged-in cart's customer block, for the checkout form. */
  customer?: { first_name?: string | null; last_name?: string | null; email?: string | null };
  add: (product: Product, variant: Variant, quantity: number) => Promise<boolean>;
  setQuantity: (key: number, quantity: number) => Promise<void>;
  remove: (key: number) => Promise<void>;
  empty: () => Promise<void>;
  /** Push every guest line to the server cart, then clear the guest cart. */
  mergeGuestCart: () => Promise<void>;
  guestLineCount: number;
}

const CartContext = createContext<CartValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn, token } = useAuth();
  const notify = useToast();
  const queryClient = useQueryClient();
  const [guestLines, setGuestLines] = useState<GuestCartLine[]>(() => loadGuestCart());

  const updateGuest = useCallback((next: GuestCartLine[]) => {
    saveGuestCart(next);
    setGuestLines(next);
  }, []);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'guest-cart') setGuestLines(loadGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const serverCart = useQuery({
    queryKey: ['cart', token],
    queryFn: ({ signal }) => cartApi.get(signal),
    enabled: isLoggedIn,
    retry: false,
  });
  // A read still in flight was sent before our change: drop it, or react-query would
  // hand its stale answer to the refetch instead of asking again.
  const refetchServer = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: ['cart'] });
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [queryClient]);

  const lines: CartLine[] = useMemo(() => {
    if (!isLoggedIn) {
      return guestLines.map((l) => ({
        key: l.id,
        name: l.variant_name,
        quantity: l.quantity,
        total: l.total_price,
        image: l.image,
        max: l.stock,
      }));
    }
    // A failed cart fetch shows an empty cart (SPEC.md section 8).
    return (serverCart.data?.items ?? []).map((i) => ({
      key: i.id,
      name: i.variant_name,
      quantity: i.quantity,
      total: Number(i.total_price) || 0,
      image: i.image ?? null,
      max: i.stock,
    }));
  }, [isLoggedIn, guestLines, serverCart.data]);

  const total = useMemo(() => {
    if (isLoggedIn && serverCart.data && serverCart.data.total !== undefined && serverCart.data.total !== null) {
      return Number(serverCart.data.total) || 0;
    }
    return sumAmounts(lines.map((l) => l.total));
  }, [isLoggedIn, serverCart.data, lines]);

  const add = useCallback(
    async (product: Product, variant: Variant, quantity: number): Promise<boolean> => {
      const name = variantDisplayName(product, variant);
      if (!isLoggedIn) {
        updateGuest(
          addGuestLine(
            loadGuestCart(),
            {
              id: variant.id,
              variant_name: name,
              unit_price: Number(variant.price) || 0,
              image: variant.images?.[0]?.image || cardImage(product, variant),
              product_id: product.id,
              stock: variant.stock,
            },
            quantity,
          ),
        );
        notify(`${quantity} × ${name} added to cart.`);
        return true;
      }
      try {
        await cartApi.add(variant.id, quantity);
        await refetchServer();
        notify(`${quantity} × ${name} added to cart. You can pick another variant too!`);
        return true;
      } catch (err) {
        notify(errorMessage(err, 'Something went wrong. Please try again.'), { severity: 'error' });
        return false;
      }
    },
    [isLoggedIn, notify, refetchServer, updateGuest],
  );

  const setQuantity = useCallback(
    async (key: number, quantity: number) => {
      if (!isLoggedIn) {
        updateGuest(setGuestQuantity(loadGuestCart(), key, quantity));
        return;
      }
      try {
        await cartApi.update(key, Math.max(1, quantity));
      } catch (err) {
        notify(errorMessage(err, 'Could not update the quantity.'), { severity: 'error' });
      }
      await refetchServer();
    },
    [isLoggedIn, notify, refetchServer, updateGuest],
  );

  const remove = useCallback(
    async (key: number) => {
      if (!isLoggedIn) {
        updateGuest(removeGuestLine(loadGuestCart(), key));
        return;
      }
      try {
        await cartApi.remove(key);
      } catch (err) {
        notify(errorMessage(err, 'Could not remove the item.'), { severity: 'error' });
      }
      await refetchServer();
    },
    [isLoggedIn, notify, refetchServer, updateGuest],
  );

  const empty = useCallback(async () => {
    if (!isLoggedIn) {
      updateGuest([]);
      notify('Cart emptied');
      return;
    }
    try {
      await cartApi.empty();
      notify('Cart emptied');
    } catch (err) {
      notify(errorMessage(err, 'Could not empty the cart.'), { severity: 'error' });
    }
    await refetchServer();
  }, [isLoggedIn, notify, refetchServer, updateGuest]);

  // One merge at a time: a second caller waits for the one in flight instead of
  // pushing the same lines twice.
  const mergeInFlight = useRef<Promise<void> | null>(null);
  const [merging, setMerging] = useState(false);
  const mergeGuestCart = useCallback((): Promise<void> => {
    if (!isLoggedIn) return Promise.resolve();
    if (mergeInFlight.current) return mergeInFlight.current;
    const run = async () => {
      const pending = loadGuestCart();
      if (pending.length === 0) return;
      try {
        await cartApi.merge(pending.map((l) => ({ variant_id: l.id, quantity: l.quantity })));
        updateGuest([]);
      } catch (err) {
        // Not answered (network, server error): keep the guest cart for the next try.
        if (!(err instanceof ApiError) || err.status >= 500) return;
        // Refused as a whole (a line sold out or gone): move what can be moved line by
        // line, and name what could not, rather than losing the whole cart.
        const refused: string[] = [];
        for (const line of pending) {
          try {
            await cartApi.add(line.id, line.quantity);
          } catch {
            refused.push(line.variant_name);
          }
        }
        updateGuest([]);
        if (refused.length > 0) {
          notify(`Could not move to your cart: ${refused.join(', ')}.`, { severity: 'warning' });
        }
      } finally {
        await refetchServer();
      }
    };
    setMerging(true);
    mergeInFlight.current = run().finally(() => {
      mergeInFlight.current = null;
      setMerging(false);
    });
    return mergeInFlight.current;
  }, [isLoggedIn, notify, refetchServer, updateGuest]);

  // Items picked as a guest follow the shopper into their account as soon as they log in.
  useEffect(() => {
    if (isLoggedIn && loadGuestCart().length > 0) void mergeGuestCart();
  }, [isLoggedIn, mergeGuestCart]);

  const value = useMemo<CartValue>(
    () => ({
      lines,
      total,
      count: lines.reduce((acc, l) => acc + l.quantity, 0),
      isGuest: !isLoggedIn,
      isLoading: isLoggedIn && (serverCart.isPending || merging),
      customer: serverCart.data?.customer,
      add,
      setQuantity,
      remove,
      empty,
      mergeGuestCart,
      guestLineCount: guestLines.length,
    }),
    [lines, total, isLoggedIn, serverCart.isPending, merging, serverCart.data, add, setQuantity, remove, empty, mergeGuestCart, guestLines.length],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart outside CartProvider');
  return ctx;
}
