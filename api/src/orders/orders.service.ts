import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { asDate } from '../catalog/db-values';
import { toShillings } from '../catalog/money';
import { likePattern } from '../catalog/product-filter';
import { ProductReader } from '../catalog/product-reader';
import { DeliveryMethodCode } from '../checkout/delivery';
import { hasRole } from '../common/roles';
import { ListQuery } from '../common/list-query';
import { AppConfig } from '../config/app-config';
import { InventoryService } from '../inventory/inventory.service';
import { Job, JobQueue } from '../queue/job-queue';
import { User } from '../users/user.entity';
import { Order, OrderItem, OrderStatusChange, PaymentStatus } from './order.entities';
import { ORDER_STATUSES, OrderStateMachine, OrderStatus } from './order-state-machine';
import { OrderView } from './order.views';
import { orderIdFromReference, orderReference } from './reference';

export const ORDER_SORTABLE = ['created_at', 'total_price', 'status', 'id'] as const;
export interface OrderFilter {
  q?: unknown;
  status?: unknown;
  user_id?: unknown;
}

/** What checkout hands over to become an order (money in cents). */
export interface OrderDraft {
  userId: number;
  actor: string;
  deliveryMethod: DeliveryMethodCode;
  deliveryAddress: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  productTotal: number;
  deliveryFee: number;
  lines: { variantId: number; name: string; sku: string; unitPrice: number; quantity: number }[];
}

/** A payment as Pesapal reports it, written onto the order. */
export interface PaymentFacts {
  status: PaymentStatus;
  method: string | null;
  confirmationCode: string | null;
  account: string | null;
}

/** Jobs of the `orders` queue. */
export const EXPIRE_UNPAID_JOB = 'expire-unpaid';
/** Asked of the payments module when an unpaid order with a payment session runs out of time. */
export const SETTLE_EXPIRED_JOB = 'settle-expired';

const notFound = () => new NotFoundException({ detail: 'Order not found.' });
const SORT_COLUMNS: Record<(typeof ORDER_SORTABLE)[number], string> = {
  created_at: 'o.created_at',
  total_price: 'o.total_price',
  status: 'o.status',
  id: 'o.id',
};

/**
 * Orders and their one state machine. Every status change is a conditional UPDATE
 * (`… WHERE status = from`) in a transaction with its history row and, when the goods never left,
 * the stock release: a change (and its release) happens once however many workers, callbacks or
 * staff clicks race for it.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly catalog: ProductReader,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process('orders', EXPIRE_UNPAID_JOB, (job) => this.expireUnpaid((job as Job<{ orderId: number }>).data.orderId));
  }

  /** Inserts the order, its lines and first history row inside the checkout's transaction; answers its id. */
  async place(manager: EntityManager, draft: OrderDraft): Promise<number> {
    const order = await manager.save(
      manager.create(Order, {
        userId: draft.userId,
        status: 'pending',
        deliveryMethod: draft.deliveryMethod,
        deliveryAddress: draft.deliveryAddress,
        clientName: draft.clientName,
        clientEmail: draft.clientEmail,
        clientPhone: draft.clientPhone,
        productTotal: draft.productTotal,
        deliveryFee: draft.deliveryFee,
        totalPrice: draft.productTotal + draft.deliveryFee,
      }),
    );
    await manager.insert(
      OrderItem,
      draft.lines.map((line) => ({ orderId: order.id, ...line, subtotal: line.unitPrice * line.quantity })),
    );
    await manager.insert(OrderStatusChange, { orderId: order.id, fromStatus: null, toStatus: 'pending', actor: draft.actor, note: 'Order placed' });
    return order.id;
  }

  /** After the checkout commits: the unpaid order expires after ORDER_PAYMENT_TIMEOUT. */
  scheduleExpiry(orderId: number): Promise<void> {
    return this.queue.add('orders', EXPIRE_UNPAID_JOB, { orderId }, { delayMs: this.config.orderPaymentTimeoutMs, jobId: `expire-order-${orderId}` });
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
    const id = orderIdFromReference(reference);
    if (!id) throw notFound();
    return this.getFor(user, id);
  }

  /** Internal lookups for payments (no access check: Pesapal's callbacks carry no user). */
  async findByReference(reference: string): Promise<Order | null> {
    const id = orderIdFromReference(reference);
    return id ? this.dataSource.manager.findOne(Order, { where: { id } }) : null;
  }

  findById(id: number): Promise<Order | null> {
    return this.dataSource.manager.findOne(Order, { where: { id } });
  }

  async findOwned(user: User, id: number): Promise<Order> {
    return this.visible(user, id, true);
  }

  async list(user: User, query: ListQuery<OrderFilter>): Promise<[OrderView[], number]> {
    const qb = this.baseQuery();
    const staff = hasRole(user.role, 'staff');
    const { q, status, user_id: userId } = query.filter;
    if (!staff) qb.andWhere('o.user_id = :self', { self: user.id });
    else if (userId !== undefined && userId !== null && userId !== '') qb.andWhere('o.user_id = :userId', { userId: Number(userId) || 0 });
    const statuses = (Array.isArray(status) ? status : status === undefined || status === '' ? [] : [status]).map(String);
    if (statuses.some((value) => !ORDER_STATUSES.includes(value as OrderStatus))) {
      throw new BadRequestException({ filter: [`Status must be one of: ${ORDER_STATUSES.join(', ')}.`] });
    }
    if (statuses.length) qb.andWhere('o.status IN (:...statuses)', { statuses });
    if (typeof q === 'string' && q.trim()) this.whereText(qb, q.trim());
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

  /** The states the order may move to now (the console offers only these). */
  async transitions(user: User, id: number): Promise<OrderStatus[]> {
    const order = await this.visible(user, id);
    return [...OrderStateMachine.next(order.status)];
  }

  /** Staff move an order; an illegal move is a 409 in the console's words. */
  async changeStatus(user: User, id: number, to: OrderStatus, note = ''): Promise<OrderView> {
    await this.moveOrRefuse(id, to, user.username, note || `Marked ${to}`, user.id);
    return this.view(id);
  }

  /** The owner while it is pending, or staff: cancelled, stock released. */
  async cancel(user: User, id: number): Promise<OrderView> {
    const order = await this.visible(user, id);
    const staff = hasRole(user.role, 'staff');
    if (!staff && order.status !== 'pending') throw new ConflictException({ detail: OrderStateMachine.refusal(order.status, 'cancelled') ?? 'Only an unpaid order can be cancelled.' });
    await this.moveOrRefuse(id, 'cancelled', user.username, staff ? 'Cancelled by staff' : 'Cancelled by the customer', user.id);
    return this.view(id);
  }

  /**
   * Keeps the Pesapal session of a pending order, one per order (a retry answers the same page).
   * Answers false when another request stored one first.
   */
  async setPaymentSession(orderId: number, trackingId: string, redirectUrl: string): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(Order)
      .set({ paymentTrackingId: trackingId, paymentRedirectUrl: redirectUrl, paymentStatus: 'PENDING' })
      .where('id = :orderId AND payment_tracking_id IS NULL', { orderId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Applies what Pesapal says of an order's payment: writes the facts and makes the move they call
   * for (completed: paid; failed: failed; reversed: refunded or failed). A move that is no longer legal
   * (a repeated or late notification) changes nothing. Answers the order's status afterwards.
   */
  async applyPayment(orderId: number, facts: PaymentFacts): Promise<OrderStatus> {
    return this.transaction(async (manager) => {
      const order = await manager.findOneOrFail(Order, { where: { id: orderId } });
      const recorded = {
        paymentStatus: facts.status,
        paymentMethod: facts.method ?? order.paymentMethod,
        paymentConfirmationCode: facts.confirmationCode ?? order.paymentConfirmationCode,
        paymentAccount: facts.account ?? order.paymentAccount,
      };
      // A repeated notification writes nothing, not even updated_at.
      if (Object.entries(recorded).some(([key, value]) => order[key as keyof typeof recorded] !== value)) await manager.update(Order, { id: orderId }, recorded);
      const to = paymentMove(order.status, facts.status);
      const ref = orderReference(orderId);
      if (to && (await this.move(manager, order, to, 'pesapal', paymentNote(facts)))) return to;
      if (facts.status === 'COMPLETED' && order.status !== 'paid' && order.status !== 'shipped' && order.status !== 'completed') {
        // Paid after it was cancelled or failed: the money is in, the goods were released; staff must refund.
        this.logger.warn(`Order ${ref} is ${order.status} but Pesapal reports it paid (${facts.confirmationCode}); refund it`);
      }
      return order.status;
    });
  }

  /** Cancels an order that is still unpaid when its time is up (no-op otherwise). */
  async cancelUnpaid(orderId: number): Promise<void> {
    await this.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id: orderId } });
      if (order?.status !== 'pending') return;
      await this.move(manager, order, 'cancelled', 'system', `Not paid within ${this.config.ORDER_PAYMENT_TIMEOUT} minutes`);
    });
  }

  /**
   * The expiry job. An order with a Pesapal session may have been paid a moment ago, so the payments
   * module checks with Pesapal first and cancels it only if it is really unpaid.
   */
  private async expireUnpaid(orderId: number): Promise<void> {
    const order = await this.dataSource.manager.findOne(Order, { where: { id: orderId } });
    if (order?.status !== 'pending') return;
    if (order.paymentTrackingId && order.paymentStatus === 'PENDING') {
      await this.queue.add('payments', SETTLE_EXPIRED_JOB, { orderId }, { jobId: `settle-expired-${orderId}` });
      return;
    }
    await this.cancelUnpaid(orderId);
  }

  private transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.inventory.transaction(work);
  }

  private async moveOrRefuse(id: number, to: OrderStatus, actor: string, note: string, userId: number): Promise<void> {
    await this.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id } });
      if (!order) throw notFound();
      const refusal = OrderStateMachine.refusal(order.status, to);
      if (refusal) throw new ConflictException({ detail: refusal });
      if (!(await this.move(manager, order, to, actor, note, userId))) {
        throw new ConflictException({ detail: 'The order changed meanwhile; reload it and try again.' });
      }
    });
  }

  /**
   * The one place a status changes: `UPDATE … WHERE status = from` (so only one racer wins), its
   * history row and, for cancelled/failed/refunded, the stock going back with its inventory log.
   * Answers false when the order was no longer in `order.status`.
   */
  private async move(manager: EntityManager, order: Order, to: OrderStatus, actor: string, note: string, userId: number | null = null): Promise<boolean> {
    if (!OrderStateMachine.canMove(order.status, to)) return false;
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({ status: to })
      .where('id = :id AND status = :from', { id: order.id, from: order.status })
      .execute();
    if (!result.affected) return false;
    await manager.insert(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: to, actor, note: note.slice(0, 300) });
    if (OrderStateMachine.releasesStock(to)) await this.releaseStock(manager, order.id, `Order ${orderReference(order.id)} ${to}`, userId);
    return true;
  }

  private async releaseStock(manager: EntityManager, orderId: number, comment: string, userId: number | null): Promise<void> {
    const items = await manager.find(OrderItem, { where: { orderId } });
    const present = items.filter((item): item is OrderItem & { variantId: number } => item.variantId !== null);
    // Products are locked in id order, as checkout does, so two transactions never wait on each other in a circle.
    const productOf = new Map((await this.catalog.saleVariants(present.map((item) => item.variantId), manager)).map((v) => [v.id, v.productId]));
    const ordered = present
      .filter((item) => productOf.has(item.variantId))
      .sort((a, b) => productOf.get(a.variantId)! - productOf.get(b.variantId)! || a.variantId - b.variantId);
    for (const item of ordered) await this.inventory.releaseStock(manager, item.variantId, item.quantity, { userId, comment });
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
    const id = orderIdFromReference(text) ?? (/^\d+$/.test(text) ? Number(text) : null);
    const pattern = likePattern(text.toLowerCase());
    const tests = ['LOWER(o.client_name) LIKE :q', 'LOWER(o.client_email) LIKE :q', 'LOWER(u.username) LIKE :q', 'LOWER(u.email) LIKE :q', "LOWER(u.first_name || ' ' || u.last_name) LIKE :q"];
    if (id && Number.isSafeInteger(id)) tests.push('o.id = :qid');
    qb.andWhere(`(${tests.map((test) => (test.includes('LIKE') ? `${test} ESCAPE '\\'` : test)).join(' OR ')})`, { q: pattern, qid: id });
  }

  /** Orders of a query with their lines and history: three statements whatever the page size. */
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
    const [items, history] = await Promise.all([
      this.dataSource.manager.find(OrderItem, { where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.dataSource.manager.find(OrderStatusChange, { where: { orderId: In(ids) }, order: { id: 'ASC' } }),
    ]);
    return rows.map((row) => toView(row, items, history));
  }
}

/** The move a payment status calls for from the order's current state, if any. */
export function paymentMove(current: OrderStatus, payment: PaymentStatus): OrderStatus | null {
  if (payment === 'COMPLETED') return current === 'pending' ? 'paid' : null;
  if (payment === 'FAILED') return current === 'pending' ? 'failed' : null;
  if (payment === 'REVERSED') return current === 'pending' ? 'failed' : current === 'paid' ? 'refunded' : null;
  return null;
}

function paymentNote(facts: PaymentFacts): string {
  const how = [facts.method, facts.confirmationCode].filter(Boolean).join(' ');
  return `Payment ${facts.status.toLowerCase()}${how ? ` (${how})` : ''}`;
}

function toView(row: Record<string, unknown>, items: OrderItem[], history: OrderStatusChange[]): OrderView {
  const id = Number(row.id);
  const str = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const userId = row.user_id === null ? null : Number(row.user_id);
  return {
    id,
    reference: orderReference(id),
    status: row.status as OrderStatus,
    items: items
      .filter((item) => item.orderId === id)
      .map((item) => ({
        id: item.id,
        variant: { id: item.variantId, name: item.name },
        sku: item.sku,
        quantity: item.quantity,
        unit_price: toShillings(item.unitPrice),
        subtotal: toShillings(item.subtotal),
      })),
    product_total: toShillings(Number(row.product_total)),
    delivery_fee: toShillings(Number(row.delivery_fee)),
    total_price: toShillings(Number(row.total_price)),
    delivery_method: row.delivery_method as DeliveryMethodCode,
    delivery_address: str('delivery_address'),
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: String(row.client_phone),
    payment: row.payment_tracking_id
      ? {
          tracking_id: String(row.payment_tracking_id),
          method: str('payment_method'),
          confirmation_code: str('payment_confirmation_code'),
          account: str('payment_account'),
          status: String(row.payment_status ?? 'PENDING'),
        }
      : null,
    history: history
      .filter((change) => change.orderId === id)
      .map((change) => ({ from: change.fromStatus, to: change.toStatus, at: change.createdAt, by: change.actor, note: change.note })),
    customer:
      userId === null
        ? null
        : {
            id: userId,
            username: String(row.customer_username),
            email: String(row.customer_email),
            full_name: [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' '),
          },
    created_at: asDate(row.created_at),
    updated_at: asDate(row.updated_at),
  };
}
