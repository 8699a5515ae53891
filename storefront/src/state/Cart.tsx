// One cart interface over two stores (SPEC.md section 4): a guest cart in localStorage,
// and the server cart once logged in. Pages never care which one they talk to.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, type Cart, type MergeLine, type Product, type Variant } from '@shop/api-client';
import { cartApi } from '../api/endpoints';
import { sumAmounts } from '../lib/money';
import { cardImage } from '../lib/products';
import { useAuth } from './Auth';
import { useToast } from './Toasts';
import {
  addGuestLine,
  loadGuestCart,
  guestWeight,
  removeGuestLine,
  saveGuestCart,
  setGuestQuantity,
  type GuestCartLine,
} from './guestCart';
import { KEYS, useStorageState } from './storage';
import { useTranslation } from '../i18n/translation';

export interface CartLine {
  /** Server cart item id, or the variant id for a guest line. */
  key: number;
  name: string;
  quantity: number;
  total: number;
  image: string | null;
  /** Most units this line may hold: the variant's stock. */
  max: number;
}

/** A variant and how many of it, as the cart merge takes them. */
type LineToRestore = Required<Pick<MergeLine, 'variant_id' | 'quantity'>>;

interface CartValue {
  lines: CartLine[];
  total: number;
  count: number;
  isGuest: boolean;
  isLoading: boolean;
  /** The logged-in cart's customer block, for the checkout form. */
  customer?: Cart['customer'];
  /**
   * What a guest's delivery is quoted for (GET /api/delivery/options/ with weight_grams and goods_total);
   * null when signed in: the server quotes the customer's own cart.
   */
  quoteFor: { weight_grams: number; goods_total: number } | null;
  /** The discount code on the logged-in cart, what it takes off and why it does not count (if so). */
  discount: CartDiscount | null;
  /** Applies a code; answers the refusal in the shopper's words, or null when it is applied. */
  applyDiscount: (code: string) => Promise<string | null>;
  removeDiscount: () => Promise<void>;
  add: (product: Product, variant: Variant, quantity: number) => Promise<boolean>;
  setQuantity: (key: number, quantity: number) => Promise<void>;
  remove: (key: number) => Promise<void>;
  empty: () => Promise<void>;
  /** Move every guest line into the server cart in one call, then clear the guest cart. */
  mergeGuestCart: () => Promise<void>;
  /** Put the lines of an unpaid order back into the server cart (those not already in it). */
  restoreLines: (lines: LineToRestore[]) => Promise<void>;
}

export interface CartDiscount {
  code: string;
  type: NonNullable<Cart['discount_type']>;
  /** KSh off the goods (0 for free delivery). */
  amount: number;
  problem: string | null;
}

const CartContext = createContext<CartValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn, token } = useAuth();
  const notify = useToast();
  // Stable: a page's language never changes (i18n/i18n.ts), so callbacks need not list it.
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [guestLines, setGuestLines] = useStorageState<GuestCartLine[]>(loadGuestCart, []);

  const updateGuest = useCallback((next: GuestCartLine[]) => {
    saveGuestCart(next);
    setGuestLines(next);
  }, []);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.guestCart) setGuestLines(loadGuestCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const cartKey = useMemo(() => ['cart', token], [token]);
  const serverCart = useQuery({
    queryKey: cartKey,
    queryFn: ({ signal }) => cartApi.get(signal),
    enabled: isLoggedIn,
    retry: false,
  });
  // Every cart call answers the whole cart: show that answer. A read still in flight was
  // sent before the change, so it is cancelled rather than allowed to overwrite it.
  // `alongside` runs in the same render (e.g. clearing the merged guest lines).
  const show = useCallback(
    async (cart: Cart, alongside?: () => void) => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      queryClient.setQueryData(cartKey, cart);
      alongside?.();
    },
    [queryClient, cartKey],
  );
  // After a refused change the cart may have moved on (stock sold elsewhere): read it again.
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: cartKey }), [queryClient, cartKey]);

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
      total: i.total_price,
      image: i.image,
      max: i.stock,
    }));
  }, [isLoggedIn, guestLines, serverCart.data]);

  const total = isLoggedIn ? (serverCart.data?.total ?? 0) : sumAmounts(lines.map((l) => l.total));

  const add = useCallback(
    async (product: Product, variant: Variant, quantity: number): Promise<boolean> => {
      if (!isLoggedIn) {
        updateGuest(
          addGuestLine(
            loadGuestCart(),
            {
              id: variant.id,
              variant_name: variant.name,
              unit_price: variant.price,
              image: cardImage(product, variant),
              stock: variant.stock,
              // A variant without a weight counts as 0 in the quote.
              weight_grams: variant.weight_grams,
            },
            quantity,
          ),
        );
        notify(t('cart.added', { quantity, name: variant.name }));
        return true;
      }
      try {
        await show(await cartApi.add(variant.id, quantity));
        notify(t('cart.addedPickAnother', { quantity, name: variant.name }));
        return true;
      } catch (err) {
        notify(errorMessage(err, t('common.unexpected')), { severity: 'error' });
        return false;
      }
    },
    [isLoggedIn, notify, show, updateGuest],
  );

  const setQuantity = useCallback(
    async (key: number, quantity: number) => {
      if (!isLoggedIn) {
        updateGuest(setGuestQuantity(loadGuestCart(), key, quantity));
        return;
      }
      try {
        await show(await cartApi.update(key, Math.max(1, quantity)));
      } catch (err) {
        notify(errorMessage(err, t('cart.quantityFailed')), { severity: 'error' });
        await reload();
      }
    },
    [isLoggedIn, notify, show, reload, updateGuest],
  );

  const remove = useCallback(
    async (key: number) => {
      if (!isLoggedIn) {
        updateGuest(removeGuestLine(loadGuestCart(), key));
        return;
      }
      try {
        await show(await cartApi.remove(key));
      } catch (err) {
        notify(errorMessage(err, t('cart.removeFailed')), { severity: 'error' });
        await reload();
      }
    },
    [isLoggedIn, notify, show, reload, updateGuest],
  );

  const empty = useCallback(async () => {
    if (!isLoggedIn) {
      updateGuest([]);
      notify(t('cart.emptied'));
      return;
    }
    try {
      await show(await cartApi.empty());
      notify(t('cart.emptied'));
    } catch (err) {
      notify(errorMessage(err, t('cart.emptyFailed')), { severity: 'error' });
      await reload();
    }
  }, [isLoggedIn, notify, show, reload, updateGuest]);

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
        const merged = await cartApi.merge(pending.map((l): MergeLine => ({ variant_id: l.id, quantity: l.quantity })));
        await show(merged, () => updateGuest([]));
        // Quantities above the stock were capped; lines sold out or gone stayed out.
        if (merged.skipped.length > 0) {
          notify(merged.skipped.map((s) => s.detail).join(' '), { title: t('cart.mergeSkipped'), severity: 'warning' });
        }
      } catch (err) {
        // Kept for the next try (Proceed to Checkout merges again).
        notify(errorMessage(err, t('cart.mergeFailed')), { severity: 'error' });
      }
    };
    setMerging(true);
    mergeInFlight.current = run().finally(() => {
      mergeInFlight.current = null;
      setMerging(false);
    });
    return mergeInFlight.current;
  }, [isLoggedIn, notify, show, updateGuest]);

  const restoreLines = useCallback(
    async (wanted: LineToRestore[]) => {
      if (!isLoggedIn) return;
      try {
        // The cart as the server has it now, so a second Try Again never doubles a line.
        const current = await queryClient.ensureQueryData({ queryKey: cartKey, queryFn: ({ signal }) => cartApi.get(signal) });
        const inCart = new Set(current.items.map((i) => i.variant_id));
        const missing = wanted.filter((l) => !inCart.has(l.variant_id));
        if (missing.length === 0) return;
        const merged = await cartApi.merge(missing);
        await show(merged);
        if (merged.skipped.length > 0) {
          notify(merged.skipped.map((s) => s.detail).join(' '), { title: t('cart.restoreSkipped'), severity: 'warning' });
        }
      } catch (err) {
        notify(errorMessage(err, t('cart.restoreFailed')), { severity: 'error' });
      }
    },
    [isLoggedIn, queryClient, cartKey, notify, show],
  );

  const applyDiscount = useCallback(
    async (code: string): Promise<string | null> => {
      try {
        await show(await cartApi.applyDiscount(code));
        return null;
      } catch (err) {
        return err instanceof ApiError && err.fieldErrors.code ? err.fieldErrors.code.join(' ') : errorMessage(err, t('discount.applyFailed'));
      }
    },
    [show],
  );

  const removeDiscount = useCallback(async () => {
    try {
      await show(await cartApi.removeDiscount());
    } catch (err) {
      notify(errorMessage(err, t('discount.removeFailed')), { severity: 'error' });
      await reload();
    }
  }, [show, notify, reload]);

  const data = serverCart.data;
  const discount = useMemo<CartDiscount | null>(
    () =>
      isLoggedIn && data?.discount_code && data.discount_type
        ? { code: data.discount_code, type: data.discount_type, amount: data.discount_amount, problem: data.discount_problem }
        : null,
    [isLoggedIn, data],
  );

  // Items picked as a guest follow the shopper into their account as soon as they log in.
  useEffect(() => {
    if (isLoggedIn && loadGuestCart().length > 0) void mergeGuestCart();
  }, [isLoggedIn, mergeGuestCart]);

  const quoteFor = useMemo(() => (isLoggedIn ? null : { weight_grams: guestWeight(guestLines), goods_total: total }), [isLoggedIn, guestLines, total]);

  // Guest lines not yet merged are still the shopper's: counted beside the server cart until the
  // merge answers, so the header never shows the account's count without them in between.
  const unmerged = isLoggedIn ? guestLines.reduce((acc, l) => acc + l.quantity, 0) : 0;

  const value = useMemo<CartValue>(
    () => ({
      lines,
      total,
      count: lines.reduce((acc, l) => acc + l.quantity, 0) + unmerged,
      isGuest: !isLoggedIn,
      isLoading: isLoggedIn && (serverCart.isPending || merging),
      customer: serverCart.data?.customer,
      quoteFor,
      discount,
      applyDiscount,
      removeDiscount,
      add,
      setQuantity,
      remove,
      empty,
      mergeGuestCart,
      restoreLines,
    }),
    [lines, unmerged, total, isLoggedIn, serverCart.isPending, merging, serverCart.data, quoteFor, discount, applyDiscount, removeDiscount, add, setQuantity, remove, empty, mergeGuestCart, restoreLines],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart outside CartProvider');
  return ctx;
}
