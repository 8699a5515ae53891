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

export interface RatingSummary {
  /** Average in tenths (43 is 4.3), rounded half up; 0 when there are no ratings. */
  ratingTenths: number;
  ratingCount: number;
}

/** A product's rating columns from its approved reviews' count and sum of stars (integers, no float drift). */
export function summariseRatings(count: number, sum: number): RatingSummary {
  if (count <= 0) return { ratingTenths: 0, ratingCount: 0 };
  return { ratingTenths: Math.floor((sum * 20 + count) / (count * 2)), ratingCount: count };
}

/** What an answer says of the rating: one decimal, null when there are no approved reviews. */
export const ratingAverage = (tenths: number, count: number): number | null => (count > 0 ? tenths / 10 : null);
