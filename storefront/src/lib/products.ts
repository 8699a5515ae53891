// Pure rules about products and variants used by cards, the detail page and the cart.
import type { Product, Variant } from '@shop/api-client';

/** The variant a card shows, as the API chose it (its rule: the first active one with stock, else the first active one). */
export function shownVariant(product: Product): Variant | undefined {
  return product.variants.find((v) => v.id === product.shown_variant_id);
}

/** Shoppers only get active variants; staff browsing the shop get all, and must not buy the inactive ones. */
export function activeVariants(product: Product): Variant[] {
  return product.variants.filter((v) => v.is_active);
}

/** 'Red / Large': the variant's attribute values joined by ' / ' (the SKU for a variant without any). */
export function variantLabel(variant: Variant): string {
  return variant.attributes.map((a) => a.value).join(' / ') || variant.sku;
}

/** Gallery images: the variant's images, the main image as fallback. */
export function galleryImages(product: Product, variant: Variant | undefined): string[] {
  const variantImages = (variant?.images ?? []).map((i) => i.image);
  if (variantImages.length > 0) return variantImages;
  return product.main_image ? [product.main_image] : [];
}

/** The image a card shows: the shown variant's first image (what Add to Cart adds), else the main image. */
export function cardImage(product: Product, variant: Variant | undefined): string | null {
  return variant?.images[0]?.image || product.main_image || null;
}

/** Product page quantity choices: 1 to min(10, stock). */
export function quantityOptions(stock: number, max = 10): number[] {
  const top = Math.min(max, Math.max(0, Math.floor(stock)));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/**
 * A cart quantity: anything invalid or below 1 becomes 1, and it never exceeds the stock
 * (a stock of 0 still leaves 1: the line is sold out, and the server says so at checkout).
 */
export function clampQuantity(raw: string | number, stock: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  const q = !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n);
  return stock >= 1 ? Math.min(q, Math.floor(stock)) : q;
}

/** The id of the product page's review form: `/product/<id>#write-review` opens the page there. */
export const WRITE_REVIEW = 'write-review';

/** The product page at its review form, where messages and the profile's orders send a buyer. */
export const reviewFormPath = (productId: number): string => `/product/${productId}#${WRITE_REVIEW}`;
