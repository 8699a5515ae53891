// Home 'featured' and wishlist suggestions come from the real catalog (a page of the
// newest products): items on sale first, then the newest, in stock before sold out.
import type { Product } from '../api/types';
import { discountPercent, oldPrice, shownVariant } from './products';

export function isOnSale(product: Product): boolean {
  const v = shownVariant(product);
  return !!v && discountPercent(v.price, oldPrice(v)) !== null;
}

export function pickFeatured(newest: Product[], count: number, exclude: number[] = []): Product[] {
  const pool = newest.filter((p) => !exclude.includes(p.id));
  const inStock = (p: Product) => (shownVariant(p)?.stock ?? 0) > 0;
  const rank = (p: Product) => (inStock(p) ? 0 : 2) + (isOnSale(p) ? 0 : 1);
  return pool
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .slice(0, count)
    .map((x) => x.p);
}
