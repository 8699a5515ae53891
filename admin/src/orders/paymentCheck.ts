// Expected against received money for the payment panel and the needs-attention list.
// Whether a payment fits the order is the server's call (it moves the order to
// payment_review); this only puts the two amounts side by side and says how they differ.
import type { Order } from '@shop/api-client';
import { formatAmount, SHOP_CURRENCY } from '../catalog/money';

export interface PaymentCheck {
  /** The order total, e.g. 'KSh 3,500'. */
  expected: string;
  /** What Pesapal reported as paid, e.g. 'USD 25' (null before it reports an amount). */
  received: string | null;
  /** How the two differ, in a sentence; null when they agree or nothing was received. */
  difference: string | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The currency the customer paid in, which refunds are made in too. Pesapal names the
 * currency with every amount; an amount without one is taken as the order's.
 */
export const paidCurrency = (order: Pick<Order, 'payment'>): string => order.payment?.currency || SHOP_CURRENCY;

export const paymentCheck = (order: Pick<Order, 'total_price' | 'payment'>): PaymentCheck => {
  const expected = formatAmount(order.total_price, SHOP_CURRENCY);
  const amount = order.payment?.amount ?? null;
  if (amount === null) return { expected, received: null, difference: null };
  const currency = paidCurrency(order);
  const received = formatAmount(amount, currency);
  if (currency !== SHOP_CURRENCY)
    return { expected, received, difference: `Paid in ${currency}, not KSh: the amounts cannot be compared.` };
  const gap = cents(amount) - cents(order.total_price);
  if (gap === 0) return { expected, received, difference: null };
  const by = formatAmount(Math.abs(gap) / 100, SHOP_CURRENCY);
  return { expected, received, difference: gap < 0 ? `${by} short of the order total.` : `${by} more than the order total.` };
};
