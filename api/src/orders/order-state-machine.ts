import type { DeliveryKind } from '../delivery/delivery.entities';

/**
 * Order states (DESIGN.md "Orders, stock and payments"). A sent order goes paid → shipped → completed; a
 * pickup order goes paid → ready_for_collection → completed, its completion being the collection (shown
 * as "Collected"). Collection ends at `completed` rather than a status of its own so that everything a
 * finished order means (reviews, refunds, sales, the completed message) holds for both without a twin.
 */
export const ORDER_STATUSES = [
  'pending',
  'payment_review',
  'paid',
  'ready_for_collection',
  'shipped',
  'completed',
  'cancelled',
  'failed',
  'refund_due',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States whose money has been received and may be (partly) given back. */
const REFUNDABLE: readonly OrderStatus[] = ['payment_review', 'paid', 'ready_for_collection', 'shipped', 'completed', 'refund_due'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['payment_review', 'paid', 'cancelled', 'failed'],
  // A payment that does not match the order: staff accept it or refund it; Pesapal may reverse it.
  payment_review: ['paid', 'refund_requested', 'refunded'],
  paid: ['ready_for_collection', 'shipped', 'refund_requested', 'refunded'],
  ready_for_collection: ['completed', 'refund_requested', 'refunded'],
  shipped: ['completed', 'refund_requested', 'refunded'],
  completed: ['refund_requested', 'refunded'],
  // Money that still arrives for a closed order is never dropped: it waits for a refund.
  cancelled: ['refund_due'],
  failed: ['refund_due'],
  refund_due: ['refund_requested', 'refunded'],
  // Pesapal reverses the payment, or refuses the request and the order goes back where it was.
  refund_requested: ['refunded', ...REFUNDABLE],
  refunded: [],
};

/**
 * Moves staff make by hand (PATCH); every other move follows a payment, a refund, a cancel or expiry.
 * Paid by hand means paid outside Pesapal (cash at the pickup point), so only while no Pesapal payment is open.
 */
const MANUAL: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid'],
  paid: ['ready_for_collection', 'shipped'],
  ready_for_collection: ['completed'],
  shipped: ['completed'],
};

/** How the goods leave the shop: the shopper collects them at the shop's own counter, or they are sent (an agent's point included). */
export type Handover = 'collect' | 'send';
export const handoverOf = (delivery: DeliveryKind): Handover => (delivery === 'shop_pickup' ? 'collect' : 'send');

/** The states only one way of handing over passes through: a pickup order is never shipped, a sent one never ready. */
const ONLY_FOR: Partial<Record<OrderStatus, Handover>> = { ready_for_collection: 'collect', shipped: 'send' };

/** States counted as sales (money received and kept). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['paid', 'ready_for_collection', 'shipped', 'completed'];

/** States staff must act on: money received that does not fit the order, or is owed back. */
export const ATTENTION_STATUSES: readonly OrderStatus[] = ['payment_review', 'refund_due', 'refund_requested'];

export const OrderStateMachine = {
  next(from: OrderStatus): readonly OrderStatus[] {
    return NEXT[from];
  },

  /** Whether an order delivered by `delivery` may go from `from` to `to`. */
  canMove(from: OrderStatus, to: OrderStatus, delivery: DeliveryKind): boolean {
    return NEXT[from].includes(to) && (ONLY_FOR[to] ?? handoverOf(delivery)) === handoverOf(delivery);
  },

  /** The moves the console offers as plain status buttons, for an order delivered by `delivery`. */
  manualMoves(from: OrderStatus, delivery: DeliveryKind, paymentOpen = false): readonly OrderStatus[] {
    if (from === 'pending' && paymentOpen) return [];
    return (MANUAL[from] ?? []).filter((to) => this.canMove(from, to, delivery));
  },

  /** Why a move is refused, in the words the console shows; null when it is legal. */
  refusal(from: OrderStatus, to: OrderStatus, delivery: DeliveryKind): string | null {
    if (this.canMove(from, to, delivery)) return null;
    if (NEXT[from].includes(to)) {
      return handoverOf(delivery) === 'collect'
        ? 'A pickup order is collected, not shipped: mark it ready for collection, then collected.'
        : 'Only a pickup order is made ready for collection: mark this one shipped.';
    }
    return `An order that is ${statusWords(from)} cannot become ${statusWords(to)}.`;
  },

  refundable(status: OrderStatus): boolean {
    return REFUNDABLE.includes(status);
  },

  /**
   * Whether the goods are back on the shelf once the order reaches `to`: an order that ends without
   * handing its goods over. Whether stock is still held at all is kept on the order (`stock_held`), so each unit
   * goes back exactly once whatever path the order took.
   */
  releasesStock(to: OrderStatus): boolean {
    return to === 'cancelled' || to === 'failed' || to === 'refunded';
  },

  /**
   * Shipping or collection hands the goods over: the order holds no more stock, and none comes back on a
   * refund. An order ready for collection still holds its goods; a sent one let go of them when it shipped.
   */
  handsOverStock(to: OrderStatus): boolean {
    return to === 'shipped' || to === 'completed';
  },
};

/** A status as words in a sentence ("ready for collection"). */
export const statusWords = (status: OrderStatus): string => status.replaceAll('_', ' ');
