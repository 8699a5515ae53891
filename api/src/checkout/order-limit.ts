import { toShillings } from '../catalog/money';

/**
 * The most one order may total, delivery included. A retail checkout of handcrafted accessories
 * never comes near it (bigger buys are wholesale, by quote: SPEC.md section 9), and it keeps every
 * money column (32-bit integer cents: order totals, line subtotals, unit prices) exact on every database.
 */
export const MAX_ORDER_TOTAL_SHILLINGS = 10_000_000;

/** Why an order of `totalCents` cannot be placed, or null when it can. */
export function orderTotalProblem(totalCents: number): string | null {
  if (toShillings(totalCents) <= MAX_ORDER_TOTAL_SHILLINGS) return null;
  const limit = MAX_ORDER_TOTAL_SHILLINGS.toLocaleString('en-KE');
  return `An order can total at most KSh ${limit}. For a bigger order, ask us for a wholesale quote.`;
}
