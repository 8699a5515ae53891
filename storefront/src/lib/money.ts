// Money arrives as a number of KSh. Sums are done in integer cents so that no float
// rounding ever shows up on a total.

export function toCents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** price × quantity, exact to the cent. */
export function lineTotal(price: number, quantity: number): number {
  return fromCents(toCents(price) * quantity);
}

export function sumAmounts(amounts: number[]): number {
  return fromCents(amounts.reduce<number>((acc, a) => acc + toCents(a), 0));
}

/** Made once per locale: building an Intl formatter costs far more than using one. */
const formatters = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();
function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * 1250 -> 'KSh 1,250'; 99.5 -> 'KSh 99.50'. 'KSh' is written by hand in both languages: ICU writes
 * 'Ksh' for en-KE and sw-KE alike, and the shop's prices have always read 'KSh'.
 */
export function formatKsh(amount: number, locale = 'en-KE'): string {
  const cents = toCents(amount);
  const { whole, cents: withCents } = formattersOf(locale);
  return `KSh ${(cents % 100 === 0 ? whole : withCents).format(cents / 100)}`;
}
