/** Prices are integer cents in the database and numbers of KSh in JSON; no float arithmetic on stored values. */
export const toCents = (shillings: number): number => Math.round(shillings * 100);

export const toShillings = (cents: number): number => cents / 100;

export const toShillingsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : toShillings(Number(cents));

/** Positive and no bigger than the integer column can hold. */
export const MAX_PRICE_SHILLINGS = 10_000_000;

/**
 * M-Pesa Express takes whole shillings only (issue 32), so the money an order is made of (prices, delivery
 * fees, fixed discounts) is whole KSh; a percent off is rounded up to the shilling, in the shopper's favour.
 */
export const roundUpToShilling = (cents: number): number => Math.ceil(cents / 100) * 100;
