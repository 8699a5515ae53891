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

const wholeFormatter = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const centsFormatter = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 -> 'KSh 1,250'; 99.5 -> 'KSh 99.50'. */
export function formatKsh(amount: number): string {
  const cents = toCents(amount);
  const formatter = cents % 100 === 0 ? wholeFormatter : centsFormatter;
  return `KSh ${formatter.format(cents / 100)}`;
}
