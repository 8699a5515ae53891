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

/** 1234567 -> '1,234,567': whole shillings grouped in threes. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * 1250 -> 'KSh 1,250'; 99.5 -> 'KSh 99.50', in both of the shop's languages (en-KE and sw-KE write money
 * alike: ',' between thousands, '.' before cents). 'KSh' is written by hand: ICU writes 'Ksh'. So are the
 * digits: the first Intl.NumberFormat a page builds costs 10-40 ms (ICU loads its number data), in the
 * middle of hydrating the first price.
 */
export function formatKsh(amount: number): string {
  const cents = toCents(amount);
  const shillings = groupThousands(String(Math.floor(Math.abs(cents) / 100)));
  const rest = Math.abs(cents) % 100;
  return `KSh ${cents < 0 ? '-' : ''}${shillings}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
