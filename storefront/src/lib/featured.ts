// Home 'featured' and wishlist suggestions: products the API flags as featured (new or on
// sale) that can be bought now, in the order the API lists them.
import type { Product } from '@shop/api-client';

export function pickFeatured(products: Product[], count: number, exclude: number[] = []): Product[] {
  return products.filter((p) => p.featured && p.stock > 0 && !exclude.includes(p.id)).slice(0, count);
}
