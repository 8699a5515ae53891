import type { StatTile } from './StatTiles';
import { percentOf, type StockSummary } from './stock';

const share = (count: number, summary: StockSummary) => `${percentOf(count, summary.variants)}% of variants`;

/** In / low / out tiles with their share of the variant count. */
export const bandTiles = (summary: StockSummary): { in: StatTile; low: StatTile; out: StatTile } => ({
  in: { label: 'In Stock', value: summary.in, note: share(summary.in, summary), colour: 'success.main' },
  low: { label: 'Low Stock', value: summary.low, note: share(summary.low, summary), colour: 'warning.main' },
  out: { label: 'Out of Stock', value: summary.out, note: share(summary.out, summary), colour: 'error.main' },
});
