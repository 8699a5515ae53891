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
