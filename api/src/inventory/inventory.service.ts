import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { toCents } from '../catalog/money';
import { Variant } from '../catalog/product.entities';
import { lockProduct, refreshProductSummary } from '../catalog/product-rows';
import { ChangeType, InventoryLog } from './inventory-log.entity';
import { InventoryReader } from './inventory-reader';
import { StockEvents, StockMove } from './stock-events';
import { InventoryVariantView } from './inventory.views';
import { ProductSummaries } from './product-summaries';
import { returningRows } from '../database/returning';
import { afterCommit, inTransaction } from './transaction';
import { LineTaken, StockLineTake, takeAndCommit, takeInOneMessage } from './stock-take-together';
import { UpdateVariantStockDto } from './dto/update-variant-stock.dto';

/** Who changed something and why; both end up in the log. */
export interface ChangeContext {
  userId?: number | null;
  comment?: string;
}

/** An order's line as its stock is taken. */
export interface OrderStockLine {
  variantId: number;
  productId: number;
  quantity: number;
}

/** An order's lines and who took them, for the stock take of a checkout group (takeForOrdersAndCommit). */
export interface OrderStockTake {
  lines: OrderStockLine[];
  context: ChangeContext;
}

/** Every line of `orders`, each with its order's context, in (product, variant) order: the order of every stock move. */
const inStockOrder = (orders: OrderStockTake[]) =>
  orders.flatMap(({ lines, context }) => lines.map((line) => ({ ...line, context }))).sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);

/**
 * The only way stock or prices change (DESIGN.md "Orders, stock and payments"). Each movement takes
 * the product's row lock, changes the variant with a conditional UPDATE, writes its one log row and
 * refreshes the product's list columns, all inside the caller's transaction; a checkout's sale alone
 * leaves the product row alone and refreshes it after commit (takeForOrder).
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: InventoryReader,
    private readonly stockEvents: StockEvents,
    private readonly summaries: ProductSummaries,
  ) {}

  get onPostgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return inTransaction(this.dataSource, work);
  }

  /**
   * Takes the units of an order's lines, last in the checkout's transaction (issue 22): one conditional
   * update per line, `stock = stock - q WHERE stock >= q`, in (product, variant) order like every other stock
   * move, so the last item is never sold twice and concurrent orders never deadlock. Each update holds its
   * variant's row until commit, so only its log row (whose balance is the update's answer) and a rare
   * low-stock alert follow it; the product row is not locked here: its list columns are refreshed after
   * commit (ProductSummaries). Answers the variant id of the first line short of stock (the caller then
   * rolls back), or null when every line was taken.
   */
  takeForOrder(manager: EntityManager, lines: OrderStockLine[], context: ChangeContext): Promise<number | null> {
    return this.takeForOrders(manager, [{ lines, context }]);
  }

  /** takeForOrder for several orders in one transaction (a checkout group): their lines in (product, variant) order, each logged with its own order's context. */
  async takeForOrders(manager: EntityManager, orders: OrderStockTake[]): Promise<number | null> {
    const lines = inStockOrder(orders);
    const taken = await this.takeLines(manager, lines);
    const short = taken.findIndex((line) => line === null);
    if (short >= 0) return lines[short].variantId;
    const moves: StockMove[] = lines.map(({ variantId, quantity }, index) => {
      const { stock, threshold, logId } = taken[index]!;
      return { variantId, before: stock + quantity, after: stock, threshold, logId };
    });
    for (const move of moves) await this.stockEvents.announce(manager, move);
    afterCommit(manager, () => this.summaries.refreshSoon(lines.map((line) => line.productId)));
    return null;
  }

  /**
   * PostgreSQL: takeForOrder's work and the transaction's COMMIT in one message (takeAndCommit), so the hot variant's
   * row is held only while PostgreSQL takes and commits. It takes nothing, and throws StockNotTakenTogether once the
   * transaction has rolled back, when a line is short or would cross its low-stock threshold: the caller then decides
   * (a refusal, or the order again with takeForOrder, which writes the alert). Nothing may follow it in the transaction.
   */
  takeForOrderAndCommit(manager: EntityManager, lines: OrderStockLine[], context: ChangeContext): Promise<void> {
    return this.takeForOrdersAndCommit(manager, [{ lines, context }]);
  }

  /**
   * takeForOrderAndCommit for several orders in one transaction (a checkout group): every line of them in (product,
   * variant) order, each logged with its own order's context.
   */
  async takeForOrdersAndCommit(manager: EntityManager, orders: OrderStockTake[]): Promise<void> {
    const lines = inStockOrder(orders);
    await takeAndCommit(manager, lines);
    afterCommit(manager, () => this.summaries.refreshSoon(lines.map((line) => line.productId)));
  }

  /** Each line's take, in order, until one is short (null): on PostgreSQL all in one message (takeInOneMessage). */
  private async takeLines(manager: EntityManager, lines: StockLineTake[]): Promise<(LineTaken | null)[]> {
    if (this.onPostgres) return takeInOneMessage(manager, lines);
    const taken: (LineTaken | null)[] = [];
    for (const { variantId, quantity, context } of lines) {
      const line = await this.takeLine(manager, variantId, quantity, context);
      taken.push(line);
      if (!line) break;
    }
    return taken;
  }

  /** SQLite: one line's conditional update and its `order` log row; null when fewer than `quantity` are left. */
  private async takeLine(manager: EntityManager, variantId: number, quantity: number, context: ChangeContext): Promise<LineTaken | null> {
    const [row] = await returningRows<{ stock: number; low_stock_threshold: number }>(manager, 'UPDATE variants SET stock = stock - $1 WHERE id = $2 AND stock >= $1 RETURNING stock, low_stock_threshold', [quantity, variantId]);
    if (!row) return null;
    // The log row in one statement (TypeORM's save read it back with a second).
    const [log] = await returningRows<{ id: number }>(
      manager,
      `INSERT INTO inventory_logs (variant_id, change_type, quantity, balance_after, comment, user_id, created_at) VALUES ($1, 'order', $2, $3, $4, $5, datetime('now')) RETURNING id`,
      [variantId, -quantity, row.stock, (context.comment ?? '').slice(0, 300), context.userId ?? null],
    );
    return { stock: row.stock, threshold: row.low_stock_threshold, logId: Number(log.id) };
  }

  /** Gives `quantity` units back (order cancelled, expired, failed: `release`; goods returned: `return`). */
  async releaseStock(
    manager: EntityManager,
    variantId: number,
    quantity: number,
    context: ChangeContext = {},
    changeType: 'release' | 'return' = 'release',
  ): Promise<InventoryLog> {
    if (!Number.isInteger(quantity) || quantity <= 0) throw new BadRequestException({ quantity: ['Quantity must be at least 1.'] });
    return this.moveStock(manager, variantId, quantity, changeType, context);
  }

  /** Sets the stock to `stock` (staff count); logged as restock when it grows, adjustment when it shrinks. No log when unchanged. */
  async setStock(manager: EntityManager, variantId: number, stock: number, context: ChangeContext = {}): Promise<InventoryLog | null> {
    if (!Number.isInteger(stock) || stock < 0) throw new BadRequestException({ stock: ['Stock cannot be negative.'] });
    const variant = await this.lockVariant(manager, variantId);
    if (variant.stock === stock) return null;
    const result = await manager
      .createQueryBuilder()
      .update(Variant)
      .set({ stock })
      .where('id = :variantId AND stock = :current', { variantId, current: variant.stock })
      .execute();
    if (!result.affected) throw new ConflictException({ detail: 'The stock changed meanwhile; reload and try again.' });
    const log = await this.writeLog(manager, {
      variantId,
      changeType: stock > variant.stock ? 'restock' : 'adjustment',
      quantity: stock - variant.stock,
      balanceAfter: stock,
      ...context,
    });
    await refreshProductSummary(manager, variant.productId);
    await this.stockEvents.announce(manager, { variantId, before: variant.stock, after: stock, threshold: variant.lowStockThreshold, logId: log.id });
    return log;
  }

  /** Changes the price (cents); the former price becomes the variant's old_price (discount badge). No log when unchanged. */
  async setPrice(manager: EntityManager, variantId: number, price: number, context: ChangeContext = {}): Promise<InventoryLog | null> {
    if (!Number.isInteger(price) || price <= 0) throw new BadRequestException({ price: ['Price must be greater than 0.'] });
    const variant = await this.lockVariant(manager, variantId);
    if (variant.price === price) return null;
    await manager.update(Variant, { id: variantId }, { price, oldPrice: variant.price });
    const log = await this.writeLog(manager, {
      variantId,
      changeType: 'price_change',
      quantity: 0,
      balanceAfter: variant.stock,
      oldPrice: variant.price,
      newPrice: price,
      ...context,
    });
    await refreshProductSummary(manager, variant.productId);
    return log;
  }

  /** The first log of a new variant: its opening stock and price. The caller refreshes the product summary. */
  recordInitial(manager: EntityManager, variant: { id: number; stock: number; price: number }, context: ChangeContext = {}): Promise<InventoryLog> {
    return this.writeLog(manager, {
      variantId: variant.id,
      changeType: 'initial',
      quantity: variant.stock,
      balanceAfter: variant.stock,
      newPrice: variant.price,
      comment: context.comment ?? 'Variant created',
      userId: context.userId,
    });
  }

  /** Sets the stock below which staff hear of the variant (no log: neither stock nor price moves). */
  async setLowStockThreshold(manager: EntityManager, variantId: number, threshold: number): Promise<void> {
    if (!Number.isInteger(threshold) || threshold < 0) throw new BadRequestException({ low_stock_threshold: ['The threshold cannot be negative.'] });
    const variant = await this.lockVariant(manager, variantId);
    if (variant.lowStockThreshold !== threshold) await manager.update(Variant, { id: variantId }, { lowStockThreshold: threshold });
  }

  /** PATCH /api/inventory/variant/{id}/update/: stock, price and/or low-stock threshold in one transaction, one log per stock or price change. */
  async updateVariant(variantId: number, dto: UpdateVariantStockDto, userId: number): Promise<InventoryVariantView> {
    await this.transaction(async (manager) => {
      const context = { userId, comment: dto.comment ?? 'Updated from the inventory dashboard' };
      if (dto.price !== undefined) await this.setPrice(manager, variantId, toCents(dto.price), context);
      if (dto.stock !== undefined) await this.setStock(manager, variantId, dto.stock, context);
      if (dto.low_stock_threshold !== undefined) await this.setLowStockThreshold(manager, variantId, dto.low_stock_threshold);
      // Even without a change the variant must exist.
      if (dto.price === undefined && dto.stock === undefined && dto.low_stock_threshold === undefined) await this.lockVariant(manager, variantId);
    });
    return this.reader.variant(variantId);
  }

  private async moveStock(manager: EntityManager, variantId: number, delta: number, changeType: ChangeType, context: ChangeContext): Promise<InventoryLog> {
    const variant = await this.lockVariant(manager, variantId);
    const result = await manager
      .createQueryBuilder()
      .update(Variant)
      .set({ stock: () => 'stock + :delta' })
      .where('id = :variantId AND stock + :delta >= 0', { variantId, delta })
      .execute();
    if (!result.affected) {
      throw new ConflictException({ detail: `Only ${variant.stock} left in stock of ${variant.sku}.` });
    }
    const { stock } = await manager.findOneOrFail(Variant, { where: { id: variantId }, select: { id: true, stock: true } });
    const log = await this.writeLog(manager, { variantId, changeType, quantity: delta, balanceAfter: stock, ...context });
    await refreshProductSummary(manager, variant.productId);
    await this.stockEvents.announce(manager, { variantId, before: stock - delta, after: stock, threshold: variant.lowStockThreshold, logId: log.id });
    return log;
  }

  /** Locks the variant's product (see lockProduct) and answers the variant as committed now. */
  private async lockVariant(manager: EntityManager, variantId: number): Promise<Variant> {
    const owner = await manager.findOne(Variant, { where: { id: variantId }, select: { id: true, productId: true } });
    if (!owner || !(await lockProduct(manager, owner.productId))) throw new NotFoundException({ detail: 'Variant not found.' });
    return manager.findOneOrFail(Variant, { where: { id: variantId } });
  }

  private writeLog(
    manager: EntityManager,
    entry: Pick<InventoryLog, 'variantId' | 'changeType' | 'quantity' | 'balanceAfter'> & Partial<Pick<InventoryLog, 'oldPrice' | 'newPrice'>> & ChangeContext,
  ): Promise<InventoryLog> {
    return manager.save(
      manager.create(InventoryLog, {
        variantId: entry.variantId,
        changeType: entry.changeType,
        quantity: entry.quantity,
        balanceAfter: entry.balanceAfter,
        oldPrice: entry.oldPrice ?? null,
        newPrice: entry.newPrice ?? null,
        comment: (entry.comment ?? '').slice(0, 300),
        userId: entry.userId ?? null,
      }),
    );
  }
}
