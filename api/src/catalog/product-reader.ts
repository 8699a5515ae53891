import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { idIn } from '../common/ids';
import { ListQuery } from '../common/list-query';
import { asBool, asDate, asNumberOrNull } from './db-values';
import { toShillingsOrNull } from './money';
import { likePattern, ProductFilter } from './product-filter';
import { variantName, variantsOfProduct, variantViews } from './variants-json';
import { ratingAverage, shownVariantOf } from './product-summary';
import { discountPercent, isNewProduct, PRODUCT_LOW_STOCK_BELOW, type StockBand } from './stock';
import { countStock } from './stock-counts';
import { ProductStatsView, ProductView } from './views';
import { BuiltStatement } from '../database/prepared';

export const PRODUCT_SORTABLE = ['featured', 'price', 'name', 'created_at', 'rating', 'id'] as const;

/** Sort orders, each ending in the id so pages never overlap; all served by an index of the products table. */
const ORDER_BY: Record<(typeof PRODUCT_SORTABLE)[number], (order: 'ASC' | 'DESC') => [string, 'ASC' | 'DESC'][]> = {
  featured: (order) => {
    const flip = order === 'ASC' ? 'DESC' : 'ASC';
    return [['p.on_sale', flip], ['p.created_at', flip], ['p.id', flip]];
  },
  price: (order) => [['p.shown_price', order], ['p.id', 'ASC']],
  name: (order) => [['p.name', order], ['p.id', 'ASC']],
  created_at: (order) => [['p.created_at', order], ['p.id', order]],
  // Best (or worst) average first, more reviews first among equals; products without reviews hold 0, so they come last (first).
  rating: (order) => [['p.rating_tenths', order], ['p.rating_count', order], ['p.id', order]],
  id: (order) => [['p.id', order]],
};

/** A variant `v` may be sold: it, its product `p` and its category `c` are active (none without a category). */
const FOR_SALE = 'v.is_active AND p.is_active AND c.is_active';

/** The rows FOR_SALE reads: a variant with its product and category. */
const SALE_VARIANT_ROWS = 'variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id';

/** A cart's lines with their variants as sold now, and the code applied to it (what a checkout takes). */
export interface CartAsSold {
  lines: { quantity: number; variant: SaleVariant }[];
  discountCodeId: number | null;
}

/** What the cart and checkout need of a variant, with whether it can be sold. */
export interface SaleVariant {
  id: number;
  productId: number;
  categoryId: number | null;
  productName: string;
  name: string;
  sku: string;
  /** Cents. */
  price: number;
  stock: number;
  /** The stock below which staff are alerted (the low-stock alert). */
  lowStockThreshold: number;
  /** Variant, product and category all active. */
  forSale: boolean;
  image: string | null;
  /** One unit's grams for the delivery fee; a variant staff have not weighed counts as 0. */
  weightGrams: number;
}

/**
 * Reads a product page in one statement, its row with its variants as JSON (variantsOfProduct), and a list in
 * three whatever the page size: the count and the page of product rows (filtered and sorted on indexed columns),
 * then the page's variants, read for its products only.
 */
@Injectable()
export class ProductReader {
  constructor(private readonly dataSource: DataSource) {}

  /** takeCartLines' statement (PostgreSQL), built once. */
  private readonly cartLinesTaken = new BuiltStatement<{ userId: number }>((manager, { userId }) =>
    this.saleVariantQuery(manager)
      .addCommonTableExpression('UPDATE carts SET updated_at = CURRENT_TIMESTAMP WHERE user_id = :userId RETURNING id, discount_code_id', 'cart')
      .addCommonTableExpression('DELETE FROM cart_items WHERE cart_id = (SELECT id FROM cart) RETURNING id, variant_id, quantity', 'taken')
      .innerJoin('taken', 'ci', 'ci.variant_id = v.id')
      .addSelect('ci.quantity', 'quantity')
      .addSelect('(SELECT discount_code_id FROM cart)', 'discount_code_id')
      .setParameter('userId', userId)
      .orderBy('ci.id')
      .addOrderBy('av.type_id')
      .getQueryAndParameters(),
  );

  /** takeCartsLines' statement (PostgreSQL), built once. */
  private readonly cartsLinesTaken = new BuiltStatement<{ userIds: number[] }>((manager, { userIds }) =>
    this.saleVariantQuery(manager)
      // Carts locked in the order of their users (the array's keys are scanned in order), as a checkout group needs.
      .addCommonTableExpression('UPDATE carts SET updated_at = CURRENT_TIMESTAMP WHERE user_id = ANY (:userIds) RETURNING id, user_id, discount_code_id', 'cart')
      .addCommonTableExpression('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM cart) RETURNING id, cart_id, variant_id, quantity', 'taken')
      .innerJoin('taken', 'ci', 'ci.variant_id = v.id')
      .innerJoin('cart', 'cart', 'cart.id = ci.cart_id')
      .addSelect('ci.quantity', 'quantity')
      .addSelect('cart.user_id', 'user_id')
      .addSelect('cart.discount_code_id', 'discount_code_id')
      .setParameter('userIds', userIds)
      .orderBy('ci.id')
      .addOrderBy('av.type_id')
      .getQueryAndParameters(),
  );

  /** cartsLines' statement (PostgreSQL), built once: takeCartsLines' answer, read without a lock or a change. */
  private readonly cartsLinesRead = new BuiltStatement<{ userIds: number[] }>((manager, { userIds }) =>
    this.saleVariantQuery(manager)
      .innerJoin('cart_items', 'ci', 'ci.variant_id = v.id')
      .innerJoin('carts', 'cart', 'cart.id = ci.cart_id')
      .addSelect('ci.quantity', 'quantity')
      .addSelect('cart.user_id', 'user_id')
      .addSelect('cart.discount_code_id', 'discount_code_id')
      .where('cart.user_id = ANY (:userIds)', { userIds })
      .orderBy('ci.id')
      .addOrderBy('av.type_id')
      .getQueryAndParameters(),
  );

  /** addToCart's statement (PostgreSQL), built once. */
  private readonly addedToCart = new BuiltStatement<{ userId: number; variantId: number; quantity: number }>((manager, { userId, variantId, quantity }) =>
    this.saleVariantQuery(manager)
      .addCommonTableExpression('INSERT INTO carts (user_id) VALUES (:userId) ON CONFLICT (user_id) DO UPDATE SET updated_at = CURRENT_TIMESTAMP RETURNING id, discount_code_id', 'cart')
      .addCommonTableExpression(
        `INSERT INTO cart_items (cart_id, variant_id, quantity) SELECT cart.id, v.id, :quantity FROM cart, ${SALE_VARIANT_ROWS} WHERE v.id = :variantId AND ${FOR_SALE} AND v.stock >= :quantity
         ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
         WHERE cart_items.quantity + excluded.quantity <= (SELECT stock FROM variants WHERE id = excluded.variant_id) RETURNING id, quantity`,
        'line',
      )
      .leftJoin('cart_items', 'ci', 'ci.variant_id = v.id AND ci.cart_id = (SELECT id FROM cart)')
      // The cart's variants and the added one, by id: read through the variants' key. Asked as "in the cart or the
      // added one" (ci.id IS NOT NULL OR v.id = …) it scanned and joined every variant of the catalog on each add (issue 35).
      .where('v.id = ANY (ARRAY(SELECT variant_id FROM cart_items WHERE cart_id = (SELECT id FROM cart)) || CAST(:variantId AS integer))')
      .addSelect('ci.id', 'item_id')
      .addSelect('ci.quantity', 'quantity')
      .addSelect('(SELECT id FROM line)', 'added_id')
      .addSelect('(SELECT quantity FROM line)', 'added_quantity')
      .addSelect('(SELECT id FROM cart)', 'cart_id')
      .addSelect('(SELECT discount_code_id FROM cart)', 'discount_code_id')
      .setParameters({ userId, variantId, quantity })
      .orderBy('ci.id')
      .addOrderBy('av.type_id')
      .getQueryAndParameters(),
  );

  /** saleVariants' statement for one variant (add to cart, a sold-out refusal), built once. */
  private readonly oneSaleVariant = new BuiltStatement<{ id: number }>((manager, { id }) =>
    this.saleVariantQuery(manager).where('v.id = :id', { id }).orderBy('av.type_id').getQueryAndParameters(),
  );

  /** cartLines' statement, built once: the cart and checkout read it on every request. */
  private readonly linesOfCart = new BuiltStatement<{ cartId: number }>((manager, { cartId }) =>
    this.saleVariantQuery(manager)
      .innerJoin('cart_items', 'ci', 'ci.variant_id = v.id')
      .addSelect('ci.id', 'item_id')
      .addSelect('ci.quantity', 'quantity')
      .where('ci.cart_id = :cartId', { cartId })
      .orderBy('ci.id')
      .addOrderBy('av.type_id')
      .getQueryAndParameters(),
  );

  async list(query: ListQuery, filter: ProductFilter, staff: boolean): Promise<[ProductView[], number]> {
    const base = await this.filtered(filter, staff);
    const page = this.withProductColumns(base.clone());
    const sort = query.sort ?? { field: 'featured', order: 'ASC' };
    const orders = ORDER_BY[sort.field as keyof typeof ORDER_BY](sort.order);
    orders.forEach(([column, order], index) => (index === 0 ? page.orderBy(column, order) : page.addOrderBy(column, order)));
    page.offset(query.offset).limit(query.limit);
    const [rows, counted] = await Promise.all([page.getRawMany<ProductRow>(), base.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>()]);
    return [this.toViews(await this.withVariants(rows, staff)), Number(counted?.total ?? 0)];
  }

  /**
   * Product and variant counts over every product matching `filter` (as staff see them), with the
   * variants per product-page stock band, in one statement whatever the catalog size.
   */
  async stats(filter: ProductFilter): Promise<ProductStatsView> {
    return countStock(await this.filtered(filter, true), PRODUCT_LOW_STOCK_BELOW);
  }

  async getOne(id: number, staff: boolean): Promise<ProductView> {
    const base = await this.filtered({ ids: [id], categoryIds: [], categoryNames: [] }, staff);
    const rows = await this.withProductColumns(base).addSelect(this.variantsOfProduct(staff), 'variants').setParameter('yes', true).getRawMany<ProductRow & VariantsColumn>();
    if (!rows.length) throw new NotFoundException({ detail: 'Product not found.' });
    return this.toViews(rows)[0];
  }

  /**
   * Variants by id for the cart and checkout (missing ids are simply absent). Inside a transaction,
   * pass its manager: a read through the pool while holding a pooled connection can exhaust the pool.
   */
  async saleVariants(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<SaleVariant[]> {
    if (!ids.length) return [];
    if (ids.length === 1) return saleVariantsOf(await this.oneSaleVariant.rows(manager, { id: ids[0] })).map(({ variant }) => variant);
    const rows = await this.saleVariantQuery(manager).where('v.id IN (:...ids)', { ids }).orderBy('v.id').addOrderBy('av.type_id').getRawMany<Record<string, unknown>>();
    return saleVariantsOf(rows).map(({ variant }) => variant);
  }

  /** A cart's lines (item id, quantity) with their variants as sold now, in the order they were added. */
  async cartLines(cartId: number, manager: EntityManager = this.dataSource.manager): Promise<{ itemId: number; quantity: number; variant: SaleVariant }[]> {
    const rows = await this.linesOfCart.rows(manager, { cartId });
    return saleVariantsOf(rows).map(({ row, variant }) => ({ itemId: Number(row.item_id), quantity: Number(row.quantity), variant }));
  }

  /**
   * PostgreSQL, for checkout inside its transaction: locks the customer's cart, empties it and answers the lines it
   * held with their variants as sold now, and the cart's discount code, in one statement (the checkout's refusals
   * roll the lines back).
   */
  async takeCartLines(userId: number, manager: EntityManager): Promise<CartAsSold> {
    return cartLinesOf(await this.cartLinesTaken.rows(manager, { userId }));
  }

  /**
   * PostgreSQL: takeCartLines for several customers in one statement (a checkout group), by user id; a customer with
   * an empty cart (or none) is not in the answer.
   */
  async takeCartsLines(userIds: number[], manager: EntityManager): Promise<Map<number, CartAsSold>> {
    return cartsLinesOf(await this.cartsLinesTaken.rows(manager, { userIds }));
  }

  /** PostgreSQL: the carts takeCartsLines would take, as they are now, without locking or emptying them. */
  async cartsLines(userIds: number[]): Promise<Map<number, CartAsSold>> {
    return cartsLinesOf(await this.cartsLinesRead.rows(this.dataSource.manager, { userIds }));
  }

  /**
   * PostgreSQL: adds `quantity` of the variant to the customer's cart (made on first use, its row locked) while the
   * variant is for sale and the line stays within its stock, and answers in the same statement the cart, its lines
   * as they were before (with the variant, in the cart or not), and the added line's id and new quantity (none when
   * nothing was added).
   */
  async addToCart(userId: number, variantId: number, quantity: number, manager: EntityManager = this.dataSource.manager) {
    const rows = await this.addedToCart.rows(manager, { userId, variantId, quantity });
    // An unknown variant answers no row: the cart (made or locked by the statement) is then read on its own, for the 404.
    const [first] = rows.length ? rows : await manager.query('SELECT id AS cart_id, discount_code_id, NULL AS added_id FROM carts WHERE user_id = $1', [userId]);
    const variants = saleVariantsOf(rows);
    return {
      cart: { id: Number(first.cart_id), discountCodeId: first.discount_code_id === null ? null : Number(first.discount_code_id) },
      lines: variants.filter(({ row }) => row.item_id !== null).map(({ row, variant }) => ({ itemId: Number(row.item_id), quantity: Number(row.quantity), variant })),
      variant: variants.find(({ variant }) => variant.id === variantId)?.variant,
      added: first.added_id === null ? null : { itemId: Number(first.added_id), quantity: Number(first.added_quantity) },
    };
  }

  /**
   * One statement (the cart and checkout read it on every request): a row per attribute value, to be ordered
   * by attribute type so names read as everywhere (variantName), with the variant's first picture from a subquery.
   */
  private saleVariantQuery(manager: EntityManager): SelectQueryBuilder<object> {
    return manager
      .createQueryBuilder()
      .from('variants', 'v')
      .innerJoin('products', 'p', 'p.id = v.product_id')
      .leftJoin('categories', 'c', 'c.id = p.category_id')
      .leftJoin('variant_attribute_values', 'va', 'va.variant_id = v.id')
      .leftJoin('attribute_values', 'av', 'av.id = va.attribute_value_id')
      .select('v.id', 'id')
      .addSelect('v.product_id', 'product_id')
      .addSelect('p.category_id', 'category_id')
      .addSelect('v.sku', 'sku')
      .addSelect('v.price', 'price')
      .addSelect('v.stock', 'stock')
      .addSelect('v.low_stock_threshold', 'low_stock_threshold')
      .addSelect('v.weight_grams', 'weight_grams')
      .addSelect(`(${FOR_SALE})`, 'for_sale')
      .addSelect('p.name', 'product_name')
      .addSelect('av.value', 'attribute_value')
      .addSelect('COALESCE((SELECT i.image FROM variant_images i WHERE i.variant_id = v.id ORDER BY i.position, i.id LIMIT 1), p.main_image)', 'image');
  }

  private async filtered(filter: ProductFilter, staff: boolean): Promise<SelectQueryBuilder<Record<string, unknown>>> {
    const qb = this.dataSource.createQueryBuilder().from('products', 'p').leftJoin('categories', 'c', 'c.id = p.category_id');
    if (!staff) qb.andWhere('p.is_active = :yes AND c.is_active = :yes', { yes: true });
    else if (filter.isActive !== undefined) qb.andWhere('p.is_active = :isActive', { isActive: filter.isActive });
    if (filter.ids) qb.andWhere(idIn('p.id', 'ids', filter.ids), { ids: filter.ids });
    if (filter.q) qb.andWhere("p.search_text LIKE :q ESCAPE '\\'", { q: likePattern(filter.q) });
    const categoryTests: string[] = [];
    if (filter.categoryIds.length) categoryTests.push('p.category_id IN (:...categoryIds)');
    if (filter.categoryNames.length) categoryTests.push('LOWER(c.name) IN (:...categoryNames)');
    if (categoryTests.length) qb.andWhere(`(${categoryTests.join(' OR ')})`, { categoryIds: filter.categoryIds, categoryNames: filter.categoryNames });
    if (filter.priceGte !== undefined) qb.andWhere('p.shown_price >= :priceGte', { priceGte: filter.priceGte });
    if (filter.priceLte !== undefined) qb.andWhere('p.shown_price <= :priceLte', { priceLte: filter.priceLte });
    if (filter.stock) qb.andWhere('p.stock_band = :band', { band: filter.stock });
    if (filter.attributeValueIds) await this.whereAttributeValues(qb, filter.attributeValueIds, staff);
    return qb;
  }

  /** Values of one type are alternatives (Red or Blue); different types must all match (Red and Large). */
  private async whereAttributeValues(qb: SelectQueryBuilder<Record<string, unknown>>, valueIds: number[], staff: boolean): Promise<void> {
    const known = valueIds.length
      ? await this.dataSource
          .createQueryBuilder()
          .from('attribute_values', 'av')
          .select('av.id', 'id')
          .addSelect('av.type_id', 'type_id')
          .where('av.id IN (:...valueIds)', { valueIds })
          .getRawMany<{ id: number; type_id: number }>()
      : [];
    if (!known.length) {
      qb.andWhere('1 = 0');
      return;
    }
    const byType = new Map<number, number[]>();
    for (const { id, type_id } of known) byType.set(Number(type_id), [...(byType.get(Number(type_id)) ?? []), Number(id)]);
    [...byType.values()].forEach((ids, index) => {
      const activeOnly = staff ? '' : ' AND fv.is_active = :yes';
      qb.andWhere(
        `EXISTS (SELECT 1 FROM variants fv INNER JOIN variant_attribute_values fva ON fva.variant_id = fv.id ` +
          `WHERE fv.product_id = p.id AND fva.attribute_value_id IN (:...av${index})${activeOnly})`,
        { [`av${index}`]: ids, yes: true },
      );
    });
  }

  private withProductColumns(qb: SelectQueryBuilder<Record<string, unknown>>): SelectQueryBuilder<Record<string, unknown>> {
    return qb
      .select('p.id', 'id')
      .addSelect('p.name', 'name')
      .addSelect('p.description', 'description')
      .addSelect('p.is_active', 'is_active')
      .addSelect('p.main_image', 'main_image')
      .addSelect('p.created_at', 'created_at')
      .addSelect('p.shown_price', 'shown_price')
      .addSelect('p.shown_old_price', 'shown_old_price')
      .addSelect('p.total_stock', 'total_stock')
      .addSelect('p.stock_band', 'stock_band')
      .addSelect('p.on_sale', 'on_sale')
      .addSelect('p.rating_tenths', 'rating_tenths')
      .addSelect('p.rating_count', 'rating_count')
      .addSelect('c.id', 'category_id')
      .addSelect('c.name', 'category_name');
  }

  /** The variants column of `rows` (a page of products), read for those products only. */
  private async withVariants(rows: ProductRow[], staff: boolean): Promise<(ProductRow & VariantsColumn)[]> {
    if (!rows.length) return [];
    const variants = await this.dataSource
      .createQueryBuilder()
      .from('products', 'p')
      .select('p.id', 'id')
      .addSelect(this.variantsOfProduct(staff), 'variants')
      .where('p.id IN (:...ids)', { ids: rows.map((row) => Number(row.id)), yes: true })
      .getRawMany<{ id: unknown } & VariantsColumn>();
    const byProduct = new Map(variants.map((row) => [Number(row.id), row.variants]));
    return rows.map((row) => ({ ...row, variants: byProduct.get(Number(row.id)) }));
  }

  /** Staff see inactive variants too. */
  private variantsOfProduct(staff: boolean): string {
    return variantsOfProduct(this.dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite', !staff);
  }

  private toViews(rows: (ProductRow & VariantsColumn)[]): ProductView[] {
    return rows.map((row) => {
      const createdAt = asDate(row.created_at);
      const price = asNumberOrNull(row.shown_price);
      const oldPrice = asNumberOrNull(row.shown_old_price);
      const onSale = asBool(row.on_sale);
      const isNew = isNewProduct(createdAt);
      const variants = variantViews(row.variants ?? '[]', row.name);
      return {
        id: Number(row.id),
        name: row.name,
        description: row.description,
        is_active: asBool(row.is_active),
        main_image: row.main_image,
        category: row.category_id === null || row.category_id === undefined ? null : { id: Number(row.category_id), name: String(row.category_name) },
        shown_variant_id: shownVariantOf(variants.filter((variant) => variant.is_active))?.id ?? null,
        price: toShillingsOrNull(price),
        old_price: toShillingsOrNull(oldPrice),
        discount_percent: price === null ? null : discountPercent(price, oldPrice),
        stock: Number(row.total_stock),
        stock_band: row.stock_band,
        is_new: isNew,
        on_sale: onSale,
        featured: isNew || onSale,
        created_at: createdAt,
        rating_average: ratingAverage(Number(row.rating_tenths), Number(row.rating_count)),
        rating_count: Number(row.rating_count),
        variants,
      };
    });
  }

}

/** variantsOfProduct's answer for a product. */
interface VariantsColumn {
  variants: unknown;
}

interface ProductRow {
  id: number;
  name: string;
  description: string;
  is_active: unknown;
  main_image: string | null;
  created_at: unknown;
  shown_price: unknown;
  shown_old_price: unknown;
  total_stock: unknown;
  /** Written only as a StockBand (see stock.ts), kept up to date on every stock change. */
  stock_band: StockBand;
  on_sale: unknown;
  rating_tenths: unknown;
  rating_count: unknown;
  category_id: unknown;
  category_name: unknown;
}

/** Sale variants from saleVariantQuery's rows (one row per attribute value), each with its first row. */
/** One cart's taken lines with their variants, and its discount code, from its rows of a cart take. */
function cartLinesOf(rows: Record<string, unknown>[]): CartAsSold {
  const code = rows[0]?.discount_code_id;
  return { lines: saleVariantsOf(rows).map(({ row, variant }) => ({ quantity: Number(row.quantity), variant })), discountCodeId: code === null || code === undefined ? null : Number(code) };
}

/** Rows of several carts (each with its `user_id`), by user: a customer with no line is not in the answer. */
function cartsLinesOf(rows: Record<string, unknown>[]) {
  const byUser = new Map<number, Record<string, unknown>[]>();
  for (const row of rows) byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), row]);
  return new Map([...byUser].map(([userId, own]) => [userId, cartLinesOf(own)]));
}

function saleVariantsOf(rows: Record<string, unknown>[]): { row: Record<string, unknown>; variant: SaleVariant }[] {
  const variants = new Map<number, { row: Record<string, unknown>; attributes: { value: string }[] }>();
  for (const row of rows) {
    const id = Number(row.id);
    const variant = variants.get(id) ?? variants.set(id, { row, attributes: [] }).get(id)!;
    if (row.attribute_value !== null) variant.attributes.push({ value: String(row.attribute_value) });
  }
  return [...variants].map(([id, { row, attributes }]) => ({
    row,
    variant: {
      id,
      productId: Number(row.product_id),
      categoryId: row.category_id === null ? null : Number(row.category_id),
      productName: String(row.product_name),
      name: variantName(String(row.product_name), attributes),
      sku: String(row.sku),
      price: Number(row.price),
      stock: Number(row.stock),
      lowStockThreshold: Number(row.low_stock_threshold),
      forSale: asBool(row.for_sale),
      image: (row.image as string | null) ?? null,
      weightGrams: Number(row.weight_grams ?? 0),
    },
  }));
}
