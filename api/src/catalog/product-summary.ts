import { productStockBand, StockBand } from './stock';

export interface VariantForSummary {
  price: number;
  oldPrice: number | null;
  stock: number;
  isActive: boolean;
}

export interface ProductSummary {
  shownPrice: number | null;
  shownOldPrice: number | null;
  totalStock: number;
  stockBand: StockBand;
  onSale: boolean;
}

/** The variant a product shows (card, price, opening picture): the first with stock above 0, else the first. `active` in display order. */
export const shownVariantOf = <V extends { stock: number }>(active: V[]): V | undefined => active.find((variant) => variant.stock > 0) ?? active[0];

/**
 * What a product shows in lists (SPEC.md section 2, product card): the first active variant with
 * stock above 0, else the first active variant; the stock is the total of the active variants.
 * `variants` must be in display order.
 */
export function summariseProduct(variants: VariantForSummary[]): ProductSummary {
  const active = variants.filter((variant) => variant.isActive);
  const shown = shownVariantOf(active);
  const totalStock = active.reduce((sum, variant) => sum + variant.stock, 0);
  const shownOldPrice = shown?.oldPrice ?? null;
  return {
    shownPrice: shown?.price ?? null,
    shownOldPrice,
    totalStock,
    stockBand: productStockBand(totalStock),
    onSale: !!shown && shownOldPrice !== null && shownOldPrice > shown.price,
  };
}

/** Lower-cased text free-text search matches: the product name and its category name. */
export const searchTextOf = (name: string, categoryName: string | null | undefined): string =>
  `${name} ${categoryName ?? ''}`.trim().toLowerCase().slice(0, 320);
