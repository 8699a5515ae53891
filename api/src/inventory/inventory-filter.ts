import { parseProductFilter } from '../catalog/product-filter';
import { StockBand } from '../catalog/stock';

/** The inventory dashboard's filter, checked. */
export interface InventoryFilter {
  /** Lower-case part of a product name or a variant SKU. */
  q?: string;
  categoryIds: number[];
  categoryNames: string[];
  /** Products with at least one variant in this inventory band. */
  stock?: StockBand;
}

export const INVENTORY_FILTER_KEYS = 'q (product name or SKU), category (id or name), stock (in|low|out: any variant in that inventory band)';

/** Reads the raw `filter` with the product list's rules (same field errors), keeping the dashboard's keys. */
export function parseInventoryFilter(raw: Record<string, unknown>): InventoryFilter {
  const { q, categoryIds, categoryNames, stock } = parseProductFilter({ q: raw.q, category: raw.category, stock: raw.stock });
  return { q, categoryIds, categoryNames, stock };
}
