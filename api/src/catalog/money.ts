/** Prices are integer cents in the database and numbers of KSh in JSON; no float arithmetic on stored values. */
export const toCents = (shillings: number): number => Math.round(shillings * 100);

export const toShillings = (cents: number): number => cents / 100;

export const toShillingsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : toShillings(Number(cents));

/** Positive and no bigger than the integer column can hold. */
export const MAX_PRICE_SHILLINGS = 10_000_000;
