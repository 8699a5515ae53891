// Stock bands of SPEC.md section 4: the product pages call 1-9 low, the inventory
// dashboard calls 1-4 low; exactly 0 is out of stock on both. The bands are the API's (its
// `stock` list filter and `stock_band` field).
import type { StockBand } from '@shop/api-client';

export type { StockBand };

export const PRODUCT_LOW_STOCK_BELOW = 10;
export const INVENTORY_LOW_STOCK_BELOW = 5;

const band = (stock: number, lowBelow: number): StockBand =>
  stock <= 0 ? 'out' : stock < lowBelow ? 'low' : 'in';

/** Band used on the products list, product detail and product edit screens. */
export const productStockBand = (stock: number): StockBand => band(stock, PRODUCT_LOW_STOCK_BELOW);

/** Band used on the inventory dashboard. */
export const inventoryStockBand = (stock: number): StockBand => band(stock, INVENTORY_LOW_STOCK_BELOW);

export const STOCK_LABELS: Record<StockBand, string> = {
  out: 'Out of Stock',
  low: 'Low Stock',
  in: 'In Stock',
};

/** Variants in all and per band: the shape of the API's stats (`variants`, `variant_stock_bands`) flattened. */
export type StockSummary = Record<StockBand, number> & { variants: number };

export const summariseStock = (stocks: number[], bandOf: (stock: number) => StockBand): StockSummary => {
  const summary: StockSummary = { variants: stocks.length, in: 0, low: 0, out: 0 };
  for (const stock of stocks) summary[bandOf(stock)] += 1;
  return summary;
};

/** Share of the variant count, rounded to a whole percent; 0 when there are no variants. */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count / total) * 100);
