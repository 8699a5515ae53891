/** Order states (DESIGN.md "Orders, stock and payments"). */
export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'failed' | 'refunded';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'shipped', 'completed', 'cancelled', 'failed', 'refunded'];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'failed'],
  paid: ['shipped', 'refunded'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
  failed: [],
  refunded: [],
};

/** Moves that give the order's stock back: the goods never left the shop. */
const RELEASES_STOCK: ReadonlySet<OrderStatus> = new Set(['cancelled', 'failed', 'refunded']);

/** States counted as sales (money received). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

export const OrderStateMachine = {
  next(from: OrderStatus): readonly OrderStatus[] {
    return NEXT[from];
  },

  canMove(from: OrderStatus, to: OrderStatus): boolean {
    return NEXT[from].includes(to);
  },

  /** Why a move is refused, in the words the console shows; null when it is legal. */
  refusal(from: OrderStatus, to: OrderStatus): string | null {
    return this.canMove(from, to) ? null : `An order that is ${from} cannot become ${to}.`;
  },

  releasesStock(to: OrderStatus): boolean {
    return RELEASES_STOCK.has(to);
  },
};
