import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { asBool, asDate, asNumberOrNull } from '../catalog/db-values';
import { toShillings, toShillingsOrNull } from '../catalog/money';
import { likePattern } from '../catalog/product-filter';
import { INVENTORY_LOW_STOCK_BELOW, inventoryStockBand } from '../catalog/stock';
import { countStock, stockBandSql } from '../catalog/stock-counts';
import { attributeValuesByVariant } from '../catalog/variant-rows';
import { ListQuery } from '../common/list-query';
import { InventoryFilter } from './inventory-filter';
import type { ChangeType } from './inventory-log.entity';
import { InventoryLogView, InventoryProductView, InventoryStatsView, InventoryVariantView, LowStockVariantView } from './inventory.views';

export const RECENT_LOGS = 5;
export const INVENTORY_PAGE_SIZE = 20;
export const INVENTORY_SORTABLE = ['id', 'name'] as const;
export const LOW_STOCK_SORTABLE = ['stock', 'low_stock_threshold', 'sku', 'id'] as const;
const LOW_STOCK_COLUMNS: Record<(typeof LOW_STOCK_SORTABLE)[number], string> = {
  stock: 'v.stock',
  low_stock_threshold: 'v.low_stock_threshold',
  sku: 'v.sku',
  id: 'v.id',
};

type Row = Record<string, unknown>;

/**
 * Reads the inventory dashboard a page at a time in five statements whatever the page size: the
 * count, the page's products, their variants, the variants' attribute values and latest logs.
 */
@Injectable()
export class InventoryReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest products first unless sorted otherwise, so a product just added is on the first page. */
  async page(query: ListQuery, filter: InventoryFilter): Promise<[InventoryProductView[], number]> {
    const base = this.filtered(filter);
    const page = base
      .clone()
      .select('p.id', 'id')
      .addSelect('p.name', 'name')
      .addSelect('p.main_image', 'main_image')
      .addSelect('c.id', 'category_id')
      .addSelect('c.name', 'category_name');
    const sort = query.sort ?? { field: 'id', order: 'DESC' };
    if (sort.field === 'name') page.orderBy('p.name', sort.order).addOrderBy('p.id', 'ASC');
    else page.orderBy('p.id', sort.order);
    page.offset(query.offset).limit(query.limit);
    const [rows, counted] = await Promise.all([page.getRawMany<Row>(), base.clone().select('COUNT(*)', 'total').getRawOne<{ total: unknown }>()]);
    const total = Number(counted?.total ?? 0);
    if (!rows.length) return [[], total];

    const productIds = rows.map((row) => Number(row.id));
    const variants = await this.variantViews('v.product_id IN (:...productIds)', { productIds });
    const products = rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      main_image: (row.main_image as string | null) ?? null,
      category: row.category_id === null ? null : { id: Number(row.category_id), name: String(row.category_name) },
      variants: variants.get(Number(row.id)) ?? [],
    }));
    return [products, total];
  }

  /** Product and variant counts over every product matching `filter`, variants per inventory band. */
  stats(filter: InventoryFilter): Promise<InventoryStatsView> {
    return countStock(this.filtered(filter), INVENTORY_LOW_STOCK_BELOW);
  }

  /** One variant with its attributes and latest logs (the answer to an inline edit). */
  async variant(variantId: number): Promise<InventoryVariantView> {
    const [variant] = [...(await this.variantViews('v.id = :variantId', { variantId })).values()].flat();
    if (!variant) throw new NotFoundException({ detail: 'Variant not found.' });
    return variant;
  }

  /**
   * Active variants whose stock is below their own threshold, lowest stock first
   * (two statements: the page with its count, and the page's attribute values).
   */
  async lowStock(query: ListQuery): Promise<[LowStockVariantView[], number]> {
    const base = this.dataSource
      .createQueryBuilder()
      .from('variants', 'v')
      .innerJoin('products', 'p', 'p.id = v.product_id')
      .where('v.is_active = :active AND v.stock < v.low_stock_threshold', { active: true });
    const sort = query.sort ?? { field: 'stock', order: 'ASC' };
    const column = LOW_STOCK_COLUMNS[sort.field as keyof typeof LOW_STOCK_COLUMNS] ?? 'v.stock';
    const page = base
      .clone()
      .select('v.id', 'id')
      .addSelect('v.product_id', 'product_id')
      .addSelect('p.name', 'product_name')
      .addSelect('v.sku', 'sku')
      .addSelect('v.stock', 'stock')
      .addSelect('v.low_stock_threshold', 'low_stock_threshold')
      .orderBy(column, sort.order)
      .addOrderBy('v.id', 'ASC')
      .offset(query.offset)
      .limit(query.limit);
    const [rows, counted] = await Promise.all([page.getRawMany<Row>(), base.clone().select('COUNT(*)', 'total').getRawOne<{ total: unknown }>()]);
    const total = Number(counted?.total ?? 0);
    if (!rows.length) return [[], total];
    const variantIds = rows.map((row) => Number(row.id));
    const attributes = await attributeValuesByVariant(this.dataSource.manager, 'va.variant_id IN (:...variantIds)', { variantIds });
    const views = rows.map((row) => ({
      id: Number(row.id),
      product_id: Number(row.product_id),
      product_name: String(row.product_name),
      sku: String(row.sku),
      attributes: attributes.get(Number(row.id)) ?? [],
      stock: Number(row.stock),
      low_stock_threshold: Number(row.low_stock_threshold),
    }));
    return [views, total];
  }

  private filtered(filter: InventoryFilter): SelectQueryBuilder<Row> {
    const qb = this.dataSource.createQueryBuilder().from('products', 'p').leftJoin('categories', 'c', 'c.id = p.category_id');
    if (filter.q)
      qb.andWhere(
        "(LOWER(p.name) LIKE :q ESCAPE '\\' OR EXISTS (SELECT 1 FROM variants qv WHERE qv.product_id = p.id AND LOWER(qv.sku) LIKE :q ESCAPE '\\'))",
        { q: likePattern(filter.q) },
      );
    const categoryTests: string[] = [];
    if (filter.categoryIds.length) categoryTests.push('p.category_id IN (:...categoryIds)');
    if (filter.categoryNames.length) categoryTests.push('LOWER(c.name) IN (:...categoryNames)');
    if (categoryTests.length) qb.andWhere(`(${categoryTests.join(' OR ')})`, { categoryIds: filter.categoryIds, categoryNames: filter.categoryNames });
    if (filter.stock)
      qb.andWhere(`EXISTS (SELECT 1 FROM variants bv WHERE bv.product_id = p.id AND ${stockBandSql('bv.stock', filter.stock, INVENTORY_LOW_STOCK_BELOW)})`);
    return qb;
  }

  /** Variants matching `condition`, in the product's order, grouped by product id. */
  private async variantViews(condition: string, parameters: Row): Promise<Map<number, InventoryVariantView[]>> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .from('variants', 'v')
      .select('v.id', 'id')
      .addSelect('v.product_id', 'product_id')
      .addSelect('v.sku', 'sku')
      .addSelect('v.price', 'price')
      .addSelect('v.stock', 'stock')
      .addSelect('v.low_stock_threshold', 'low_stock_threshold')
      .addSelect('v.is_active', 'is_active')
      .where(condition, parameters)
      .orderBy('v.product_id')
      .addOrderBy('v.position')
      .addOrderBy('v.id')
      .getRawMany<Row>();
    const result = new Map<number, InventoryVariantView[]>();
    // PostgreSQL refuses an empty `IN ()` in the two queries below.
    if (!rows.length) return result;
    const variantIds = rows.map((row) => Number(row.id));
    const [attributes, logs] = await Promise.all([attributeValuesByVariant(this.dataSource.manager, 'va.variant_id IN (:...variantIds)', { variantIds }), this.recentLogs(variantIds)]);
    for (const row of rows) {
      const id = Number(row.id);
      const productId = Number(row.product_id);
      result.set(productId, [
        ...(result.get(productId) ?? []),
        {
          id,
          sku: String(row.sku),
          price: toShillings(Number(row.price)),
          stock: Number(row.stock),
          stock_band: inventoryStockBand(Number(row.stock)),
          low_stock_threshold: Number(row.low_stock_threshold),
          is_active: asBool(row.is_active),
          attributes: attributes.get(id) ?? [],
          inventory_logs: logs.get(id) ?? [],
        },
      ]);
    }
    return result;
  }

  /** The latest RECENT_LOGS logs per variant in one statement (window function, on both dialects). */
  private async recentLogs(variantIds: number[]): Promise<Map<number, InventoryLogView[]>> {
    const ranked = this.dataSource
      .createQueryBuilder()
      .from('inventory_logs', 'l')
      .select('l.*')
      .addSelect('ROW_NUMBER() OVER (PARTITION BY l.variant_id ORDER BY l.id DESC)', 'recency')
      .where('l.variant_id IN (:...variantIds)', { variantIds });
    const rows = await this.dataSource
      .createQueryBuilder()
      .from(`(${ranked.getQuery()})`, 'r')
      .setParameters(ranked.getParameters())
      .select('r.*')
      .where('r.recency <= :recent', { recent: RECENT_LOGS })
      .orderBy('r.variant_id')
      .addOrderBy('r.id', 'DESC')
      .getRawMany<Row>();
    const result = new Map<number, InventoryLogView[]>();
    for (const row of rows) {
      const id = Number(row.variant_id);
      const view: InventoryLogView = {
        id: Number(row.id),
        change_type: String(row.change_type) as ChangeType,
        quantity: Number(row.quantity),
        balance_after: Number(row.balance_after),
        comment: String(row.comment ?? ''),
        old_price: toShillingsOrNull(asNumberOrNull(row.old_price)),
        new_price: toShillingsOrNull(asNumberOrNull(row.new_price)),
        user_id: asNumberOrNull(row.user_id),
        created_at: asDate(row.created_at),
      };
      result.set(id, [...(result.get(id) ?? []), view]);
    }
    return result;
  }
}
