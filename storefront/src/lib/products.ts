// Pure rules about products and variants used by cards, the detail page and the cart.
import type { Product, Variant } from '../api/types';
import { toCents } from './money';

/** The variant a card shows: the first with stock above 0, else the first one. */
export function shownVariant(product: Product): Variant | undefined {
  const variants = activeVariants(product);
  return variants.find((v) => v.stock > 0) ?? variants[0];
}

export function activeVariants(product: Product): Variant[] {
  return (product.variants ?? []).filter((v) => v.is_active !== false);
}

/**
 * The former price of a variant, for discount display: the API's own old_price when it
 * sends one, else the old_price of the variant's latest inventory log entry that has one.
 */
export function oldPrice(variant: Variant | undefined): number | null {
  if (!variant) return null;
  if (variant.old_price !== undefined && variant.old_price !== null && variant.old_price !== '') {
    return Number(variant.old_price);
  }
  const logs = (variant.inventory_logs ?? []).filter(
    (l) => l.old_price !== undefined && l.old_price !== null && l.old_price !== '',
  );
  if (logs.length === 0) return null;
  const latest = logs.every((l) => l.created_at)
    ? [...logs].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at))).at(-1)
    : logs.at(-1);
  return latest ? Number(latest.old_price) : null;
}

/** Discount percent = round((old − price) / old × 100); null when there is no discount. */
export function discountPercent(price: number | string, old: number | string | null | undefined): number | null {
  if (old === null || old === undefined) return null;
  const oldCents = toCents(old);
  const priceCents = toCents(price);
  if (oldCents <= 0 || oldCents <= priceCents) return null;
  return Math.round(((oldCents - priceCents) / oldCents) * 100);
}

/** 'Red / Large': the variant's attribute values joined by ' / '. */
export function variantLabel(variant: Variant, index = 0): string {
  const values = (variant.attributes ?? []).map((a) => a.value).filter(Boolean);
  if (values.length > 0) return values.join(' / ');
  return variant.name || variant.sku || `Option ${index + 1}`;
}

/** The name a cart line shows: product name and, when there is one, the variant label. */
export function variantDisplayName(product: Product, variant: Variant): string {
  const values = (variant.attributes ?? []).map((a) => a.value).filter(Boolean);
  return values.length ? `${product.name} - ${values.join(' / ')}` : product.name;
}

/** Gallery images: the variant's images, the main image as fallback. */
export function galleryImages(product: Product, variant: Variant | undefined): string[] {
  const variantImages = (variant?.images ?? []).map((i) => i.image).filter(Boolean);
  if (variantImages.length > 0) return variantImages;
  return product.main_image ? [product.main_image] : [];
}

/** The image a card shows: the main image, else the shown variant's first image. */
export function cardImage(product: Product, variant: Variant | undefined): string | null {
  return product.main_image || variant?.images?.[0]?.image || null;
}

/** Product page quantity choices: 1 to min(10, stock). */
export function quantityOptions(stock: number, max = 10): number[] {
  const top = Math.min(max, Math.max(0, Math.floor(stock)));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/**
 * A cart quantity: anything invalid or below 1 becomes 1, and it never exceeds the stock
 * when the stock is known (a stock of 0 still leaves 1, for the server to refuse clearly).
 */
export function clampQuantity(raw: string | number, stock?: number | null): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  let q = !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n);
  if (stock !== undefined && stock !== null && Number.isFinite(stock) && stock >= 1) q = Math.min(q, Math.floor(stock));
  return q;
}
