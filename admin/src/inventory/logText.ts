import type { InventoryLog, VariantStockUpdate } from '@shop/api-client';
import { isWholeKsh } from '../catalog/money';

/** What each reason of a stock log reads as (a Record, so a new reason cannot go unnamed). */
export const CHANGE_TYPE_NAMES: Record<InventoryLog['change_type'], string> = {
  initial: 'Initial stock',
  restock: 'Restock',
  adjustment: 'Adjustment',
  price_change: 'Price change',
  order: 'Sold (order)',
  release: 'Order not taken (cancelled, expired or failed)',
  return: 'Returned by the customer',
};

/** '+5', '-3', or '0' for a price-only change. */
export const signedQuantity = (quantity: number): string => (quantity > 0 ? `+${quantity}` : String(quantity));

export const SAVED_FOR_MS = 2000;
export const RECENT_LOGS = 5;

/** The latest logs first, at most five (SPEC.md section 9). */
export const recentLogs = (logs: InventoryLog[]): InventoryLog[] =>
  [...logs].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, RECENT_LOGS);

/** An inline edit sends both figures as they stand (PATCH /api/inventory/variant/{id}/update/). */
export type StockEdit = Required<Pick<VariantStockUpdate, 'stock' | 'price'>>;

/** The change to send for the typed texts, or an error message when they are not usable. */
export const parseStockEdit = (stockText: string, priceText: string): StockEdit | string => {
  const stock = Number(stockText);
  const price = Number(priceText);
  if (stockText.trim() === '' || !Number.isInteger(stock) || stock < 0) return 'Stock must be a whole number, 0 or more';
  if (priceText.trim() === '' || !Number.isFinite(price) || price <= 0) return 'Price must be more than 0';
  if (!isWholeKsh(price)) return 'Price must be whole KSh (no cents)';
  return { stock, price };
};

/** The stock under which staff hear of a variant and the low-stock list shows it (the API's bounds). */
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

/** The threshold to send for the typed text, or an error message when it is not usable. */
export const parseThreshold = (text: string): number | string => {
  const threshold = Number(text);
  if (text.trim() === '' || !Number.isInteger(threshold) || threshold < 0 || threshold > MAX_LOW_STOCK_THRESHOLD)
    return 'Low-stock level must be a whole number from 0 to 100,000';
  return threshold;
};
