// Stock bands of SPEC.md section 4 (product pages: 1-9 low; inventory dashboard: 1-4 low; 0 out):
// the API decides them and sends each saved variant's `stock_band`. Only the product form's preview
// bands a stock no API has seen yet, with the product pages' threshold.
import type { StockBand } from '@shop/api-client';

export type { StockBand };

/** The product pages' low-stock threshold, for the form preview's unsaved variants only. */
const PRODUCT_LOW_STOCK_BELOW = 10;

/** Band of an unsaved variant's stock in the product form preview. */
export const draftStockBand = (stock: number): StockBand => (stock <= 0 ? 'out' : stock < PRODUCT_LOW_STOCK_BELOW ? 'low' : 'in');

export const STOCK_LABELS: Record<StockBand, string> = {
  out: 'Out of Stock',
  low: 'Low Stock',
  in: 'In Stock',
};

/** Variants in all and per band: the shape of the API's stats (`variants`, `variant_stock_bands`) flattened. */
export type StockSummary = Record<StockBand, number> & { variants: number };

export const summariseStock = (bands: StockBand[]): StockSummary => {
  const summary: StockSummary = { variants: bands.length, in: 0, low: 0, out: 0 };
  for (const band of bands) summary[band] += 1;
  return summary;
};

/** Share of the variant count, rounded to a whole percent; 0 when there are no variants. */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count / total) * 100);
