import type { Validator } from 'react-admin';

/** Pesapal's code for the shop's own currency, which the console writes 'KSh' as the storefront does. */
export const SHOP_CURRENCY = 'KES';

/** A currency as the console names it: 'KSh' for the shop's own, another by its ISO code ('USD'). */
export const currencyName = (currency: string): string => (currency === SHOP_CURRENCY ? 'KSh' : currency);

/**
 * Every amount the console shows, written one way: 'KSh 1,250', or 'KSh 99.50' with cents. An amount a payment
 * provider reports in another currency is named by its ISO code: 'USD 25.50'. Null or empty: '-'.
 */
export function formatAmount(amount: number | string | null | undefined, currency: string = SHOP_CURRENCY): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const value = Number(amount);
  const digits = Number.isInteger(value) ? 0 : 2;
  const figure = value.toLocaleString('en-KE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currencyName(currency)} ${figure}`;
}

/** An amount in the shop's own currency: 'KSh 1,250'. */
export const formatKsh = (amount: number | string | null | undefined): string => formatAmount(amount);

/** M-Pesa takes whole shillings only, so prices, delivery fees and fixed discounts are typed without cents (the API refuses them). */
export const isWholeKsh = (typed: number | string | null | undefined): boolean => Number.isInteger(Number(typed));

/** A form field of KSh; empty passes (required() says so where it matters). */
export const wholeKsh: Validator = (typed: number | string | null | undefined) =>
  typed === null || typed === undefined || typed === '' || isWholeKsh(typed) ? undefined : 'Enter whole KSh (no cents)';
