import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, SelectQueryBuilder } from 'typeorm';
import type { PaymentMethod } from './payment-outcome';
import { filterIds, isId } from '../common/ids';
import { likePattern } from '../catalog/product-filter';
import { hasRole } from '../common/roles';
import { ListQuery } from '../common/list-query';
import { AppConfig } from '../config/app-config';
import { jobId, JobQueue } from '../queue/job-queue';
import { User } from '../users/user.entity';
import { OpenPayments } from './open-payments';
import { OrderEvents } from './order-events';
import { OrderMovesService } from './order-moves.service';
import { Order, OrderItem, OrderRefund, OrderStatusChange } from './order.entities';
import { ORDER_STATUSES, OrderStateMachine, OrderStatus } from './order-state-machine';
import { OrderView, toOrderView } from './order.views';
import { newOrderReference, readOrderReference } from './reference';
import type { Language } from '../i18n/languages';
import { deliveryKindOf } from '../delivery/delivery.entities';
import { deliverySnapshot, PlacedDelivery } from './delivery-snapshot';
import { columnsOf } from './order-columns';
import { insertedReturning, returningRows } from '../database/returning';
import { hotRows } from '../database/prepared';
import { builtInsert } from '../database/insert-shapes';

export const ORDER_SORTABLE = ['created_at', 'total_price', 'status', 'id'] as const;
export interface OrderFilter {
  q?: unknown;
  status?: unknown;
  user_id?: unknown;
  discount_code?: unknown;
  delivery_county?: unknown;
}

/** What checkout hands over to become an order (money in cents). */
export interface OrderDraft {
  delivery: PlacedDelivery;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** Its notices are in this language. */
  language: Language;
  productTotal: number;
  deliveryFee: number;
  /** The code and the cents it takes off (never more than goods + delivery). */
  discount: { code: string; amount: number } | null;
  /** Each with its variant's product, which the answer's review links name. */
  lines: { variantId: number; productId: number; name: string; sku: string; unitPrice: number; quantity: number }[];
}

/** The customer an order is placed for, as its answer names them. */
type OrderCustomer = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

/** A new order's rows as they are written, and its key's row (`kept`), if any. */
interface OrderRows {
  order: Order;
  items: OrderItem[];
  placed: OrderStatusChange;
  kept?: KeptWithOrder;
}

/**
 * A row written with a new order (the checkout's Idempotency-Key): an INSERT given the order id's SQL, with its own
 * `$1`… parameters, that answers a row (RETURNING) when it wrote one.
 */
export interface KeptWithOrder {
  sql: (orderId: string) => string;
  params: unknown[];
}

/** `sql`'s parameters `$1`… renumbered after the `before` parameters of the statement it joins. */
const shifted = (sql: string, before: number): string => sql.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + before}`);

/**
 * PostgreSQL: the orders (one, or a checkout group's), their lines, first history rows and `kept` rows in one (prepared)
 * statement (a round trip each was most of a checkout's statements); the generated ids and times are set on the
 * entities. Each line, history row and key names its order by its place among the orders (their serial ids rise in
 * the order of the VALUES). Answers, order by order, whether its `kept` wrote.
 */
async function insertedInOneStatement(manager: EntityManager, orders: OrderRows[]): Promise<boolean[]> {
  const idOf = (index: number) => () => `(SELECT id FROM placed ORDER BY id OFFSET ${index} LIMIT 1)`;
  const parts = [
    builtInsert(manager, Order, orders.map(({ order }) => order), ['id', 'createdAt', 'updatedAt']),
    builtInsert(manager, OrderItem, orders.flatMap(({ items }, index) => items.map((item) => ({ ...item, orderId: idOf(index) }))), ['id']),
    builtInsert(manager, OrderStatusChange, orders.map(({ placed }, index) => ({ ...placed, orderId: idOf(index) })), ['id', 'createdAt']),
    ...orders.flatMap(({ kept }, index): [string, unknown[]][] => (kept ? [[kept.sql(idOf(index)()), kept.params]] : [])),
  ];
  const params: unknown[] = [];
  const [placing, lines, history, ...keeping] = parts.map(([sql, values]) => {
    const text = shifted(sql, params.length);
    params.push(...values);
    return text;
  });
  const [row] = await hotRows<{ ids: number[]; created: Date[]; updated: Date[]; line_ids: number[]; history_ids: number[]; history_at: Date[]; kept: string[] }>(
    manager,
    `WITH placed AS (${placing}), lines AS (${lines}), history AS (${history})${keeping.map((sql, index) => `, kept${index} AS (${sql})`).join('')}
     SELECT array_agg(id ORDER BY id) AS ids, array_agg(created_at ORDER BY id) AS created, array_agg(updated_at ORDER BY id) AS updated,
       (SELECT array_agg(id ORDER BY id) FROM lines) AS line_ids, (SELECT array_agg(id ORDER BY id) FROM history) AS history_ids,
       (SELECT array_agg(created_at ORDER BY id) FROM history) AS history_at,
       ARRAY[${keeping.map((_, index) => `(SELECT count(*) FROM kept${index})`).join(', ') || 'NULL'}]::bigint[] AS kept
     FROM placed`,
    params,
  );
  const lineIds = [...row.line_ids];
  orders.forEach(({ order, items, placed }, index) => {
    Object.assign(order, { id: row.ids[index], createdAt: row.created[index], updatedAt: row.updated[index] });
    items.forEach((item) => Object.assign(item, { id: lineIds.shift(), orderId: order.id }));
    Object.assign(placed, { id: row.history_ids[index], createdAt: row.history_at[index], orderId: order.id });
  });
  // row.kept holds a count for each order with a key, in the orders' order.
  const keptCounts = [...row.kept];
  return orders.map(({ kept }) => Boolean(kept) && Number(keptCounts.shift()) > 0);
}

/** SQLite: the same rows one statement after another (in-process, a statement costs no round trip). */
async function insertedInTurn(manager: EntityManager, orders: OrderRows[]): Promise<boolean[]> {
  const kept: boolean[] = [];
  for (const rows of orders) kept.push(await orderInsertedInTurn(manager, rows));
  return kept;
}

async function orderInsertedInTurn(manager: EntityManager, { order, items, placed, kept }: OrderRows): Promise<boolean> {
  await insertedReturning(manager, Order, [order], ['id', 'createdAt', 'updatedAt']);
  items.forEach((item) => (item.orderId = order.id));
  await insertedReturning(manager, OrderItem, items, ['id']);
  placed.orderId = order.id;
  await insertedReturning(manager, OrderStatusChange, [placed], ['id', 'createdAt']);
  // The order's id bound as a parameter (after the key's own), so the statement is one text for every order.
  return kept ? (await returningRows(manager, kept.sql(`$${kept.params.length + 1}`), [...kept.params, order.id])).length > 0 : false;
}

/** The `orders` queue's delayed job that expires an unpaid order on time (the sweeper is the safety net). */
export const EXPIRE_UNPAID_JOB = 'expire-unpaid';

const notFound = () => new NotFoundException({ detail: 'Order not found.' });
const SORT_COLUMNS: Record<(typeof ORDER_SORTABLE)[number], string> = {
  created_at: 'o.created_at',
  total_price: 'o.total_price',
  status: 'o.status',
  id: 'o.id',
};

/**
 * Orders: placing them, reading them for their owner and staff, and the manual moves of goods.
 * Every status change goes through OrderMovesService.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moves: OrderMovesService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly events: OrderEvents,
    private readonly openPayments: OpenPayments,
  ) {}

  /**
   * Inserts the order, its lines and first history row inside the checkout's transaction, and `kept` (the
   * checkout's Idempotency-Key) with them; answers the order as the API shows it, built from what was written
   * (nothing is read back), and whether `kept` wrote its row. On PostgreSQL all of it is one statement.
   */
  async place(manager: EntityManager, draft: OrderDraft, customer: OrderCustomer, kept?: KeptWithOrder): Promise<{ order: OrderView; kept: boolean }> {
    const [placed] = await this.placeAll(manager, [{ draft, customer, kept }]);
    return placed;
  }

  /** place for several orders (a checkout group), on PostgreSQL in one statement; answers each as place does, in order. */
  async placeAll(manager: EntityManager, drafts: { draft: OrderDraft; customer: OrderCustomer; kept?: KeptWithOrder }[]): Promise<{ order: OrderView; kept: boolean }[]> {
    const orders = drafts.map((one) => ({ ...one, ...this.rowsOf(manager, one.draft, one.customer) }));
    const kept = manager.connection.options.type === 'postgres' ? await insertedInOneStatement(manager, orders) : await insertedInTurn(manager, orders);
    for (const { order } of orders) await this.events.announce(manager, { type: 'placed', orderId: order.id });
    return orders.map((one, index) => ({ order: this.placedView(manager, one), kept: kept[index] }));
  }

  /** A new order's rows, not yet written. */
  private rowsOf(manager: EntityManager, draft: OrderDraft, customer: OrderCustomer): { order: Order; items: OrderItem[]; placed: OrderStatusChange } {
    const order = manager.create(Order, {
      reference: newOrderReference(),
      userId: customer.id,
      status: 'pending',
      ...deliverySnapshot(draft.delivery),
      clientName: draft.clientName,
      clientEmail: draft.clientEmail,
      clientPhone: draft.clientPhone,
      language: draft.language,
      productTotal: draft.productTotal,
      deliveryFee: draft.deliveryFee,
      totalPrice: draft.productTotal + draft.deliveryFee - (draft.discount?.amount ?? 0),
      discountCode: draft.discount?.code ?? null,
      discountAmount: draft.discount?.amount ?? 0,
      paymentDueAt: new Date(Date.now() + this.config.orderPaymentTimeoutMs),
      stockHeld: true,
    });
    const items = draft.lines.map(({ productId: _product, ...line }) => manager.create(OrderItem, { ...line, subtotal: line.unitPrice * line.quantity }));
    const placed = manager.create(OrderStatusChange, { fromStatus: null, toStatus: 'pending', actor: customer.username, note: 'Order placed' });
    return { order, items, placed };
  }

  /** A just-written order as the API shows it, built from what was written (nothing is read back). */
  private placedView(manager: EntityManager, { draft, customer, order, items, placed }: { draft: OrderDraft; customer: OrderCustomer; order: Order; items: OrderItem[]; placed: OrderStatusChange }): OrderView {
    const row = columnsOf(manager.connection, order);
    return toOrderView(
      { ...row, customer_username: customer.username, customer_email: customer.email, customer_first_name: customer.firstName, customer_last_name: customer.lastName },
      items,
      draft.lines.map((line) => line.productId),
      [placed],
      [],
    );
  }

  /**
   * After the checkout commits: a timer to expire the unpaid order on time. Only the fast path: the
   * order's stored deadline lets the sweeper expire it when the timer is lost, so a queue that is down
   * does not stop the checkout.
   */
  async scheduleExpiry(orderId: number): Promise<void> {
    try {
      await this.queue.add('orders', EXPIRE_UNPAID_JOB, { orderId }, { delayMs: this.config.orderPaymentTimeoutMs, jobId: jobId('expire-order', orderId) });
    } catch (error) {
      this.logger.warn(`No expiry timer for order ${orderId} (${(error as Error).message}); the sweeper will expire it`);
    }
  }

  async view(id: number): Promise<OrderView> {
    const [view] = await this.views(this.baseQuery().where('o.id = :id', { id }));
    if (!view) throw notFound();
    return view;
  }

  /** The order for its owner or staff; anyone else gets the same 404 as for a missing order. */
  async getFor(user: User, id: number): Promise<OrderView> {
    const order = await this.visible(user, id);
    return this.view(order.id);
  }

  async getByReference(user: User, reference: string): Promise<OrderView> {
    const order = await this.findByReference(reference);
    if (!order) throw notFound();
    return this.getFor(user, order.id);
  }

  /** The order a reference (as typed) names; no access check, for payments (Pesapal's callbacks carry no user). */
  async findByReference(reference: string): Promise<Order | null> {
    const stored = readOrderReference(reference);
    return stored ? this.dataSource.manager.findOne(Order, { where: { reference: stored } }) : null;
  }

  findById(id: number): Promise<Order | null> {
    return this.dataSource.manager.findOne(Order, { where: { id } });
  }

  async findOwned(user: User, id: number): Promise<Order> {
    return this.visible(user, id, true);
  }

  /** The order for its owner or staff (404 for anyone else). */
  async findVisible(user: User, id: number): Promise<Order> {
    return this.visible(user, id);
  }

  async list(user: User, query: ListQuery<OrderFilter>): Promise<[OrderView[], number]> {
    const qb = this.baseQuery();
    const staff = hasRole(user.role, 'staff');
    const { q, status, user_id: userId, discount_code: discountCode, delivery_county: county } = query.filter;
    if (!staff) qb.andWhere('o.user_id = :self', { self: user.id });
    else if (userId !== undefined && userId !== null && userId !== '') qb.andWhere('o.user_id = :userId', { userId: filterIds('filter.user_id', userId)[0] });
    const statuses = (Array.isArray(status) ? status : status === undefined || status === '' ? [] : [status]).map(String);
    if (statuses.some((value) => !ORDER_STATUSES.includes(value as OrderStatus))) {
      throw new BadRequestException({ filter: [`Status must be one of: ${ORDER_STATUSES.join(', ')}.`] });
    }
    if (statuses.length) qb.andWhere('o.status IN (:...statuses)', { statuses });
    if (typeof q === 'string' && q.trim()) this.whereText(qb, q.trim());
    if (typeof discountCode === 'string' && discountCode.trim()) qb.andWhere('o.discount_code = :discountCode', { discountCode: discountCode.trim().toUpperCase() });
    if (county !== undefined && county !== '') {
      if (typeof county !== 'string' || !/^KE-\d{2}$/.test(county)) throw new BadRequestException({ filter: ['delivery_county must be a county code such as KE-30.'] });
      qb.andWhere('o.delivery_county = :county', { county });
    }
    const total = await qb.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>();
    const sort = query.sort ?? { field: 'created_at', order: 'DESC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('o.id', sort.order);
    qb.offset(query.offset).limit(query.limit);
    return [await this.views(qb), Number(total?.total ?? 0)];
  }

  /** The newest orders of the shop (staff overview). */
  recent(limit: number): Promise<OrderView[]> {
    return this.views(this.baseQuery().orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC').limit(limit));
  }

  /** The manual moves the order allows now (the console offers only these as status buttons). */
  async transitions(user: User, id: number): Promise<OrderStatus[]> {
    const order = await this.visible(user, id);
    return [...OrderStateMachine.manualMoves(order.status, deliveryKindOf(order), !!(await this.openPayments.heldBy(order)))];
  }

  /** Staff move the goods on (ready for collection or shipped, with the tracking id when they ship); an illegal move is a 409 in the console's words. */
  async changeStatus(user: User, id: number, to: OrderStatus, note = '', trackingId?: string): Promise<OrderView> {
    await this.moves.changeStatus(user, id, to, note, trackingId);
    return this.view(id);
  }

  /**
   * Keeps the Pesapal session of a pending order, one per order (a retry answers the same page).
   * Answers false when another request stored one first or the order is no longer pending.
   */
  async setPaymentSession(orderId: number, trackingId: string, redirectUrl: string): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(Order)
      .set({ paymentTrackingId: trackingId, paymentRedirectUrl: redirectUrl, paymentStatus: 'PENDING' })
      .where("id = :orderId AND payment_tracking_id IS NULL AND status = 'pending'", { orderId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** A receipt that came after the payment was recorded without one (the provider's query won the race with its callback). */
  async recordLateReceipt(orderId: number, provider: PaymentMethod, receipt: string): Promise<void> {
    await this.dataSource.manager.update(Order, { id: orderId, paymentProvider: provider, paymentConfirmationCode: IsNull() }, { paymentConfirmationCode: receipt });
  }

  /** Orders whose refund Pesapal has received but not yet reported done (checked by the sweeper). */
  async refundsInFlight(limit: number): Promise<Order[]> {
    return this.dataSource.manager.find(Order, { where: { status: 'refund_requested' }, order: { updatedAt: 'ASC' }, take: limit });
  }

  /** An order, its lines and the newest refund's amount (cents), read inside `manager`'s transaction (order notices). */
  /** The newest order paid or placed with `phone` (2547XXXXXXXX) as its contact: whom a WhatsApp message is about. */
  async latestWithPhone(phone: string): Promise<Pick<Order, 'id' | 'userId' | 'reference'> | null> {
    return this.dataSource.manager.findOne(Order, { where: { clientPhone: phone }, select: { id: true, userId: true, reference: true }, order: { id: 'DESC' } });
  }

  async noticeFacts(manager: EntityManager, orderId: number): Promise<{ order: Order; items: OrderItem[]; productIds: (number | null)[]; refunded: number | null }> {
    // One after the other: a transaction's statements share its one connection.
    const order = await manager.findOneOrFail(Order, { where: { id: orderId } });
    const items = await manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
    const refund = await manager.findOne(OrderRefund, { where: { orderId }, order: { id: 'DESC' } });
    return { order, items, productIds: await this.productsOf(manager, items), refunded: refund?.amount ?? (order.status === 'refunded' ? (order.paymentAmount ?? order.totalPrice) : null) };
  }

  /** Each line's product (its review form), null once its variant left the catalog. */
  private async productsOf(manager: EntityManager, items: OrderItem[]): Promise<(number | null)[]> {
    const variantIds = items.map((item) => item.variantId).filter((id): id is number => id !== null);
    const rows: { id: number; product_id: number }[] = variantIds.length ? await manager.createQueryBuilder().from('variants', 'v').select('v.id', 'id').addSelect('v.product_id', 'product_id').where('v.id IN (:...variantIds)', { variantIds }).getRawMany() : [];
    const productOf = new Map(rows.map((row) => [Number(row.id), Number(row.product_id)]));
    return items.map((item) => (item.variantId === null ? null : (productOf.get(item.variantId) ?? null)));
  }

  refundsOf(orderId: number): Promise<OrderRefund[]> {
    return this.dataSource.manager.find(OrderRefund, { where: { orderId }, order: { id: 'ASC' } });
  }

  private async visible(user: User, id: number, ownerOnly = false): Promise<Order> {
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    const order = await this.dataSource.manager.findOne(Order, { where: { id } });
    const allowed = order && (order.userId === user.id || (!ownerOnly && hasRole(user.role, 'staff')));
    if (!allowed) throw notFound();
    return order;
  }

  private baseQuery(): SelectQueryBuilder<Record<string, unknown>> {
    return this.dataSource.createQueryBuilder().from('orders', 'o').leftJoin('users', 'u', 'u.id = o.user_id');
  }

  private whereText(qb: SelectQueryBuilder<Record<string, unknown>>, text: string): void {
    const id = /^\d+$/.test(text) ? Number(text) : null;
    const reference = readOrderReference(text);
    const pattern = likePattern(text.toLowerCase());
    const tests = ['LOWER(o.client_name) LIKE :q', 'LOWER(o.client_email) LIKE :q', 'LOWER(u.username) LIKE :q', 'LOWER(u.email) LIKE :q', "LOWER(u.first_name || ' ' || u.last_name) LIKE :q"];
    if (isId(id)) tests.push('o.id = :qid');
    if (reference) tests.push('o.reference = :qref');
    qb.andWhere(`(${tests.map((test) => (test.includes('LIKE') ? `${test} ESCAPE '\\'` : test)).join(' OR ')})`, { q: pattern, qid: id, qref: reference });
  }

  /** Orders of a query with their lines, history and refunds: four statements whatever the page size. */
  private async views(qb: SelectQueryBuilder<Record<string, unknown>>): Promise<OrderView[]> {
    const rows = await qb
      .select('o.*')
      .addSelect('u.username', 'customer_username')
      .addSelect('u.email', 'customer_email')
      .addSelect('u.first_name', 'customer_first_name')
      .addSelect('u.last_name', 'customer_last_name')
      .getRawMany<Record<string, unknown>>();
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const [items, history, refunds] = await Promise.all([
      this.dataSource.manager.find(OrderItem, { where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.dataSource.manager.find(OrderStatusChange, { where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.dataSource.manager.find(OrderRefund, { where: { orderId: In(ids) }, order: { id: 'ASC' } }),
    ]);
    const products = await this.productsOf(this.dataSource.manager, items);
    const productOfItem = new Map(items.map((item, index) => [item.id, products[index]]));
    const of = <T extends { orderId: number }>(list: T[], id: number) => list.filter((entry) => entry.orderId === id);
    return rows.map((row) => {
      const lines = of(items, Number(row.id));
      return toOrderView(row, lines, lines.map((line) => productOfItem.get(line.id) ?? null), of(history, Number(row.id)), of(refunds, Number(row.id)));
    });
  }
}
