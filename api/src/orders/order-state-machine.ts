/** Order states (DESIGN.md "Orders, stock and payments"). */
export const ORDER_STATUSES = [
  'pending',
  'payment_review',
  'paid',
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
const REFUNDABLE: readonly OrderStatus[] = ['payment_review', 'paid', 'shipped', 'completed', 'refund_due'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['payment_review', 'paid', 'cancelled', 'failed'],
  // A payment that does not match the order: staff accept it or refund it; Pesapal may reverse it.
  payment_review: ['paid', 'refund_requested', 'refunded'],
  paid: ['shipped', 'refund_requested', 'refunded'],
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
  paid: ['shipped'],
  shipped: ['completed'],
};

/** States counted as sales (money received and kept). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

/** States staff must act on: money received that does not fit the order, or is owed back. */
export const ATTENTION_STATUSES: readonly OrderStatus[] = ['payment_review', 'refund_due', 'refund_requested'];

export const OrderStateMachine = {
  next(from: OrderStatus): readonly OrderStatus[] {
    return NEXT[from];
  },

  canMove(from: OrderStatus, to: OrderStatus): boolean {
    return NEXT[from].includes(to);
  },

  /** The moves the console offers as plain status buttons. */
  manualMoves(from: OrderStatus, pesapalPaymentOpen = false): readonly OrderStatus[] {
    return from === 'pending' && pesapalPaymentOpen ? [] : (MANUAL[from] ?? []);
  },

  /** Why a move is refused, in the words the console shows; null when it is legal. */
  refusal(from: OrderStatus, to: OrderStatus): string | null {
    return this.canMove(from, to) ? null : `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`;
  },

  refundable(status: OrderStatus): boolean {
    return REFUNDABLE.includes(status);
  },

  /**
   * Whether the goods are back on the shelf once the order reaches `to`: an order that ends without
   * shipping. Whether stock is still held at all is kept on the order (`stock_held`), so each unit
   * goes back exactly once whatever path the order took.
   */
  releasesStock(to: OrderStatus): boolean {
    return to === 'cancelled' || to === 'failed' || to === 'refunded';
  },

  /** Shipping hands the goods over: the order holds no more stock, and none comes back on a refund. */
  handsOverStock(to: OrderStatus): boolean {
    return to === 'shipped';
  },
};
