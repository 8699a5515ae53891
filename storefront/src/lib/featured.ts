// Home 'featured' and wishlist suggestions come from the real catalog: the first products
// on sale (a discount on the shown variant), then the rest in catalog order.
import type { Product } from '../api/types';
import { discountPercent, oldPrice, shownVariant } from './products';

export function isOnSale(product: Product): boolean {
  const v = shownVariant(product);
  return !!v && discountPercent(v.price, oldPrice(v)) !== null;
}

export function pickFeatured(products: Product[], count: number, exclude: number[] = []): Product[] {
  const pool = products.filter((p) => !exclude.includes(p.id));
  const inStock = pool.filter((p) => (shownVariant(p)?.stock ?? 0) > 0);
  const candidates = inStock.length >= count ? inStock : pool;
  const sale = candidates.filter((p) => isOnSale(p) || p.is_new);
  const rest = candidates.filter((p) => !sale.includes(p));
  return [...sale, ...rest].slice(0, count);
}
