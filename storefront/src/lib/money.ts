// Money arrives as a number (or decimal string) of KSh. Sums are done in integer cents
// so that no float rounding ever shows up on a total.

export function toCents(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** price × quantity, exact to the cent. */
export function lineTotal(price: number | string, quantity: number): number {
  return fromCents(toCents(price) * quantity);
}

export function sumAmounts(amounts: Array<number | string>): number {
  return fromCents(amounts.reduce<number>((acc, a) => acc + toCents(a), 0));
}

const wholeFormatter = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const centsFormatter = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 -> 'KSh 1,250'; 99.5 -> 'KSh 99.50'. */
export function formatKsh(amount: number | string | null | undefined): string {
  const cents = toCents(amount);
  const formatter = cents % 100 === 0 ? wholeFormatter : centsFormatter;
  return `KSh ${formatter.format(cents / 100)}`;
}
