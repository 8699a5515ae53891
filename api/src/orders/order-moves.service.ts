import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProductReader } from '../catalog/product-reader';
import { InventoryService } from '../inventory/inventory.service';
import { User } from '../users/user.entity';
import { OpenPayments } from './open-payments';
import { OrderEvents } from './order-events';
import { Order, OrderItem, OrderRefund, OrderStatusChange } from './order.entities';
import { OrderStateMachine, OrderStatus, statusWords } from './order-state-machine';
import { PaymentMethod, paymentOutcome, PaymentStatus } from './payment-outcome';
import { currencyLabel, RefundStatus } from './refund-rules';
import { shippingTrackingId } from './tracking';
import { deliveryKindOf } from '../delivery/delivery.entities';

/** A payment as its provider reports it, written onto the order (money in cents). */
export interface PaymentFacts {
  status: PaymentStatus;
  method: string | null;
  confirmationCode: string | null;
  account: string | null;
  amount: number | null;
  currency: string | null;
}

/** A refund about to be sent to Pesapal. */
export interface RefundDraft {
  amount: number;
  remarks: string;
  requestedBy: string;
  confirmationCode: string;
}

const notFound = () => new NotFoundException({ detail: 'Order not found.' });
const changedMeanwhile = () => new ConflictException({ detail: 'The order changed meanwhile; reload it and try again.' });

/**
 * Every status change of an order. Each is a conditional UPDATE (`… WHERE status = from`) in one
 * transaction with its history row and, when the goods stay in the shop, the stock release: a change
 * (and its release) happens once however many workers, callbacks, sweepers or staff clicks race for it.
 */
@Injectable()
export class OrderMovesService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly catalog: ProductReader,
    private readonly events: OrderEvents,
    private readonly openPayments: OpenPayments,
  ) {}

  /**
   * Applies what Pesapal says of an order's payment, as `paymentOutcome` decides: records the facts
   * unless they are older or weaker than what is known, and makes the move they call for. Answers the
   * order's status afterwards.
   */
  async applyPayment(orderId: number, facts: PaymentFacts, matches: boolean, provider: PaymentMethod): Promise<OrderStatus> {
    return this.transaction((manager) => this.recordPayment(manager, orderId, facts, matches, provider));
  }

  /**
   * An order its discount left nothing to pay for, inside the checkout's transaction: its payment of KSh 0 is
   * complete as it is placed, and `paymentOutcome` moves it to paid like any payment (notices, stock, history).
   */
  async payNothingDue(manager: EntityManager, orderId: number): Promise<void> {
    await this.recordPayment(manager, orderId, { status: 'COMPLETED', method: 'Discount', confirmationCode: null, account: null, amount: 0, currency: 'KES' }, true, null);
  }

  /** `provider` null: nothing was due, no provider took part (the history says "system"). */
  private async recordPayment(manager: EntityManager, orderId: number, facts: PaymentFacts, matches: boolean, provider: PaymentMethod | null): Promise<OrderStatus> {
    const order = await manager.findOneOrFail(Order, { where: { id: orderId } });
    const outcome = paymentOutcome(order, { status: facts.status, matches });
    if (!outcome.record) return order.status;
    const actor = provider ?? 'system';
    await manager.update(Order, { id: orderId }, {
      paymentStatus: outcome.record,
      paymentProvider: provider ?? order.paymentProvider,
      paymentMethod: facts.method ?? order.paymentMethod,
      paymentConfirmationCode: facts.confirmationCode ?? order.paymentConfirmationCode,
      paymentAccount: facts.account ?? order.paymentAccount,
      paymentAmount: facts.amount ?? order.paymentAmount,
      paymentCurrency: facts.currency ?? order.paymentCurrency,
    });
    if (outcome.move && (await this.move(manager, order, outcome.move, actor, `${outcome.note}${paymentDetails(facts)}`))) {
      if (outcome.move === 'refund_due' || outcome.move === 'payment_review') this.logger.warn(`Order ${order.reference} is ${outcome.move}: ${outcome.note}`);
      return outcome.move;
    }
    return order.status;
  }

  /** Cancels the order if it is still pending; answers false otherwise (paid, failed or cancelled meanwhile). */
  async cancelPending(orderId: number, actor: string, note: string, userId: number | null = null): Promise<boolean> {
    return this.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id: orderId } });
      return order?.status === 'pending' && (await this.move(manager, order, 'cancelled', actor, note, userId));
    });
  }

  /**
   * Staff's hand moves (paid outside the providers, ready for collection or shipped, completed); refunds and
   * accepting a payment under review have their own actions. Shipping keeps the courier's tracking number or the rider's phone (a pickup
   * order is never shipped), written before the move so that what the move announces carries it.
   */
  async changeStatus(user: User, id: number, to: OrderStatus, note: string, trackingId = ''): Promise<void> {
    if (trackingId && to !== 'shipped') throw new BadRequestException({ tracking_id: ['A tracking id is given only when the order is marked shipped.'] });
    await this.transaction(async (manager) => {
      const order = await this.find(manager, id);
      const openWith = await this.openPayments.heldBy(order);
      if (!OrderStateMachine.manualMoves(order.status, deliveryKindOf(order), !!openWith).includes(to)) {
        if (to === 'paid' && openWith) throw new ConflictException({ detail: `This order has a payment open with ${openWith}: it becomes paid when ${openWith} reports it.` });
        throw new ConflictException({ detail: OrderStateMachine.refusal(order.status, to, deliveryKindOf(order)) ?? `Use the order's ${statusWords(to)} action instead.` });
      }
      if (to === 'shipped') {
        if (!trackingId) throw new BadRequestException({ tracking_id: ["Give the courier's tracking number or the rider's phone."] });
        order.trackingId = shippingTrackingId(trackingId);
        await manager.update(Order, { id }, { trackingId: order.trackingId });
      }
      if (!(await this.move(manager, order, to, user.username, note || `Marked ${to}`, user.id))) throw changedMeanwhile();
    });
  }

  /** Staff accept a payment whose amount or currency differed from the order: it counts as paid. */
  async acceptPayment(user: User, id: number, note: string): Promise<void> {
    await this.transaction(async (manager) => {
      const order = await this.find(manager, id);
      if (order.status !== 'payment_review') throw new ConflictException({ detail: 'Only a payment under review can be accepted.' });
      if (!(await this.move(manager, order, 'paid', user.username, note || 'Payment accepted by staff', user.id))) throw changedMeanwhile();
    });
  }

  /** The order moves to refund_requested with the refund's record, before Pesapal is asked (only one request wins). */
  async startRefund(orderId: number, from: OrderStatus, draft: RefundDraft, userId: number): Promise<OrderRefund> {
    return this.transaction(async (manager) => {
      const order = await this.find(manager, orderId);
      if (order.status !== from) throw changedMeanwhile();
      let fromStatus = from;
      if (from === 'refund_requested') {
        // Sending again a request Pesapal never answered: a refusal still returns the order to where it was first.
        const unanswered = await manager.findOneOrFail(OrderRefund, { where: { orderId }, order: { id: 'DESC' } });
        fromStatus = unanswered.fromStatus;
        await manager.insert(OrderStatusChange, { orderId, fromStatus: from, toStatus: from, actor: draft.requestedBy, note: `Sent again. ${refundNote(draft, order.paymentCurrency)}`.slice(0, 300) });
      } else if (!(await this.move(manager, order, 'refund_requested', draft.requestedBy, refundNote(draft, order.paymentCurrency), userId))) {
        throw changedMeanwhile();
      }
      return manager.save(manager.create(OrderRefund, { orderId, ...draft, fromStatus, status: 'sent', answer: null }));
    });
  }

  /** Records Pesapal's answer to a refund request; a refusal puts the order back where it was. */
  async finishRefund(refund: OrderRefund, status: Exclude<RefundStatus, 'sent'>, answer: string, actor: string): Promise<void> {
    await this.transaction(async (manager) => {
      await manager.update(OrderRefund, { id: refund.id }, { status, answer: answer.slice(0, 500) });
      if (status !== 'refused') return;
      const order = await this.find(manager, refund.orderId);
      if (order.status === 'refund_requested') await this.move(manager, order, refund.fromStatus, actor, `Refund refused by Pesapal: ${answer}`);
    });
  }

  /**
   * Claims up to `limit` unpaid orders whose deadline has passed, for this process alone: each claim
   * pushes the deadline `leaseMs` ahead with a conditional UPDATE, so two sweepers never take the same
   * order, and one that dies mid-way leaves it to the next sweep.
   */
  async claimOverdue(limit: number, leaseMs: number, onlyId?: number, now = new Date()): Promise<number[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(Order, 'o')
      .select('o.id', 'id')
      .where("o.status = 'pending' AND o.payment_due_at <= :now", { now });
    if (onlyId !== undefined) query.andWhere('o.id = :onlyId', { onlyId });
    const due = await query.orderBy('o.payment_due_at', 'ASC').limit(limit).getRawMany<{ id: number }>();
    const claimed: number[] = [];
    for (const { id } of due) {
      const result = await this.dataSource.manager
        .createQueryBuilder()
        .update(Order)
        .set({ paymentDueAt: new Date(now.getTime() + leaseMs) })
        .where("id = :id AND status = 'pending' AND payment_due_at <= :now", { id, now })
        .execute();
      if (result.affected) claimed.push(Number(id));
    }
    return claimed;
  }

  /** Gives back a claim whose expiry failed (Pesapal unreachable, the shop still starting): the next sweep tries again. */
  async releaseClaim(orderId: number): Promise<void> {
    await this.dataSource.manager.update(Order, { id: orderId, status: 'pending' }, { paymentDueAt: new Date() });
  }

  private transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.inventory.transaction(work);
  }

  private async find(manager: EntityManager, id: number): Promise<Order> {
    const order = await manager.findOne(Order, { where: { id } });
    if (!order) throw notFound();
    return order;
  }

  /**
   * The one place a status changes: `UPDATE … WHERE status = from` (so only one racer wins), its history
   * row, and the stock: back on the shelf when an order ends without handing its goods over, handed over when
   * it ships or is collected; each exactly once (`stock_held`). Answers false when the order was no longer in `order.status`.
   */
  private async move(manager: EntityManager, order: Order, to: OrderStatus, actor: string, note: string, userId: number | null = null): Promise<boolean> {
    if (!OrderStateMachine.canMove(order.status, to, deliveryKindOf(order))) return false;
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({ status: to })
      .where('id = :id AND status = :from', { id: order.id, from: order.status })
      .execute();
    if (!result.affected) return false;
    await manager.insert(OrderStatusChange, { orderId: order.id, fromStatus: order.status, toStatus: to, actor, note: note.slice(0, 300) });
    await this.events.announce(manager, { type: 'status-changed', orderId: order.id, from: order.status, to, actor });
    if (OrderStateMachine.releasesStock(to) && (await this.letGoOfStock(manager, order.id))) {
      await this.releaseStock(manager, order.id, `Order ${order.reference} ${to}`, userId);
    }
    if (OrderStateMachine.handsOverStock(to)) await this.letGoOfStock(manager, order.id);
    return true;
  }

  /** Marks the order as holding no stock; answers true for the one caller that did it. */
  private async letGoOfStock(manager: EntityManager, orderId: number): Promise<boolean> {
    const result = await manager.createQueryBuilder().update(Order).set({ stockHeld: false }).where('id = :orderId AND stock_held = :held', { orderId, held: true }).execute();
    return !!result.affected;
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
}

function paymentDetails(facts: PaymentFacts): string {
  const how = [facts.method, facts.confirmationCode].filter(Boolean).join(' ');
  const amount = facts.amount === null ? '' : `${facts.currency ?? ''} ${(facts.amount / 100).toFixed(2)}`.trim();
  const details = [how, amount].filter(Boolean).join(', ');
  return details ? ` (${details})` : '';
}

function refundNote(draft: RefundDraft, currency: string | null): string {
  return `Refund of ${currencyLabel(currency)} ${(draft.amount / 100).toLocaleString('en-KE')} requested: ${draft.remarks}`;
}
