import { SelectQueryBuilder } from 'typeorm';
import { StockBand } from './stock';

/**
 * SQL test of a stock column being in `band` when stock under `lowBelow` is low. The threshold is a
 * code constant (PRODUCT_ or INVENTORY_LOW_STOCK_BELOW), so it is written into the statement.
 */
export function stockBandSql(column: string, band: StockBand, lowBelow: number): string {
  const threshold = Math.trunc(lowBelow);
  if (band === 'out') return `${column} <= 0`;
  if (band === 'low') return `${column} > 0 AND ${column} < ${threshold}`;
  return `${column} >= ${threshold}`;
}

export interface StockCounts {
  products: number;
  variants: number;
  variant_stock_bands: Record<StockBand, number>;
}

/**
 * Counts the products of `products` (a filtered query over `products p`), their variants, and the
 * variants per stock band, in one statement whatever the catalog size.
 */
export async function countStock(products: SelectQueryBuilder<Record<string, unknown>>, lowBelow: number): Promise<StockCounts> {
  const row = await products
    .leftJoin('variants', 'v', 'v.product_id = p.id')
    .select('COUNT(DISTINCT p.id)', 'products')
    .addSelect('COUNT(v.id)', 'variants')
    .addSelect(`COUNT(CASE WHEN ${stockBandSql('v.stock', 'out', lowBelow)} THEN 1 END)`, 'band_out')
    .addSelect(`COUNT(CASE WHEN ${stockBandSql('v.stock', 'low', lowBelow)} THEN 1 END)`, 'band_low')
    .addSelect(`COUNT(CASE WHEN ${stockBandSql('v.stock', 'in', lowBelow)} THEN 1 END)`, 'band_in')
    .getRawOne<Record<'products' | 'variants' | 'band_out' | 'band_low' | 'band_in', unknown>>();
  return {
    products: Number(row?.products ?? 0),
    variants: Number(row?.variants ?? 0),
    variant_stock_bands: { out: Number(row?.band_out ?? 0), low: Number(row?.band_low ?? 0), in: Number(row?.band_in ?? 0) },
  };
}
