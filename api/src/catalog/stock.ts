/**
 * Stock bands of SPEC.md section 4: exactly 0 is out of stock everywhere; the product pages call
 * 1-9 low, the inventory dashboard 1-4 low.
 */
export type StockBand = 'out' | 'low' | 'in';
export const STOCK_BANDS: readonly StockBand[] = ['in', 'low', 'out'];

export const PRODUCT_LOW_STOCK_BELOW = 10;
export const INVENTORY_LOW_STOCK_BELOW = 5;

const band = (stock: number, lowBelow: number): StockBand => (stock <= 0 ? 'out' : stock < lowBelow ? 'low' : 'in');

export const productStockBand = (stock: number): StockBand => band(stock, PRODUCT_LOW_STOCK_BELOW);
export const inventoryStockBand = (stock: number): StockBand => band(stock, INVENTORY_LOW_STOCK_BELOW);

/** SPEC.md section 9: rounded (old − price) / old × 100; null when there is no real discount. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null || oldPrice <= price || oldPrice <= 0) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** A product counts as new for this many days after it was added (storefront "New" flag, featured order). */
export const NEW_PRODUCT_DAYS = 30;

export function isNewProduct(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_PRODUCT_DAYS * 24 * 3600 * 1000;
}
