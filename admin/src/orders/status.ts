// Order states (DESIGN.md "Orders, stock and payments") and how the console shows them.
// Which moves are legal is the server's call (GET /api/orders/{id}/transitions/ for the manual
// moves, `actions` on the order for the money ones); this file only decides labels, badge
// styles and the order of the buttons. A state this build does not know (a newer API) still
// shows, by its own name.
import type { Order, OrderStatus } from '@shop/api-client';

/**
 * How an order is handed over, as the API decides it: by its method's kind (issue 30: a shop counter's orders are
 * collected, whatever staff named the method), else by the code of the first methods ('pickup'). A bare string is a code.
 */
export type Handover = Order['delivery_method'] | { delivery_method: Order['delivery_method']; delivery_kind?: string | null };

/** Whether the order is collected at the shop's counter: ready for collection, then collected, never shipped. */
export const collectedAtShop = (handover?: Handover): boolean => {
  if (handover === undefined) return false;
  if (typeof handover === 'string') return handover === 'pickup';
  return handover.delivery_kind ? handover.delivery_kind === 'shop_pickup' : handover.delivery_method === 'pickup';
};

/** The list as given, if it names every OrderStatus: a state the API adds fails the build until it is placed. */
const everyStatus = <T extends readonly OrderStatus[]>(list: T & ([Exclude<OrderStatus, T[number]>] extends [never] ? unknown : never)): T =>
  list;

/** Every state, in the order an order meets them (the status filter's order). */
export const ORDER_STATUSES = everyStatus([
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
] as const);

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * SPEC.md's badge styles (Paid and Completed default, Shipped secondary, Pending outline,
 * Cancelled destructive), plus one for money that waits on staff.
 */
export type BadgeStyle = 'default' | 'secondary' | 'outline' | 'destructive' | 'attention';

export const STATUS_BADGES: Record<OrderStatus, BadgeStyle> = {
  paid: 'default',
  completed: 'default',
  shipped: 'secondary',
  // Waiting at the pickup point, like a shipped order waits on the road.
  ready_for_collection: 'secondary',
  pending: 'outline',
  cancelled: 'destructive',
  // Not in the spec's sample data: a failed payment reads like a cancellation, a refund like a past sale.
  failed: 'destructive',
  refunded: 'secondary',
  // Money received that does not fit the order, or is owed back: staff must act.
  payment_review: 'attention',
  refund_due: 'attention',
  // Waiting for Pesapal to pay the refund out, like a pending order waits for its payment.
  refund_requested: 'outline',
};

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  payment_review: 'Payment review',
  paid: 'Paid',
  ready_for_collection: 'Ready for collection',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refund_due: 'Paid after cancel — refund due',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
};

/** The states staff must resolve: a payment to accept or refund, a refund owed, a refund Pesapal has not paid out yet. */
export const ATTENTION_STATUSES: readonly OrderStatus[] = ['payment_review', 'refund_due', 'refund_requested'];

/** A pickup order is completed by its collection (the API keeps it `completed`), so staff read "Collected". */
export const statusLabel = (status: string, delivery?: Handover): string =>
  status === 'completed' && collectedAtShop(delivery)
    ? 'Collected'
    : isOrderStatus(status)
      ? STATUS_LABELS[status]
      : status
        ? status.charAt(0).toUpperCase() + status.slice(1)
        : '-';

export const badgeStyle = (status: string): BadgeStyle => (isOrderStatus(status) ? STATUS_BADGES[status] : 'outline');

export const statusChoices = ORDER_STATUSES.map(status => ({ id: status, name: statusLabel(status) }));

/**
 * The moves staff make by hand (PATCH {status}); money moves through Pesapal have their own actions.
 * The server offers "paid" only while no Pesapal payment is open (paid in cash at the pickup point),
 * "ready_for_collection" only for a pickup order and "shipped" only for the others.
 */
const MANUAL_MOVES = ['paid', 'ready_for_collection', 'shipped', 'completed'] as const;

type ManualMove = (typeof MANUAL_MOVES)[number];

export interface StatusAction {
  status: ManualMove;
  label: string;
  confirmTitle: string;
  confirmContent: string;
}

type Action = { label: string; consequence: string };

const ACTIONS: Record<ManualMove, Action> = {
  paid: { label: 'Mark as paid', consequence: 'Only do this when the customer has paid outside Pesapal, for example in cash at the pickup point.' },
  ready_for_collection: {
    label: 'Mark ready for collection',
    consequence: 'The order is packed at the pickup point. The customer gets an SMS and an e-mail saying where, when, and to bring the order reference.',
  },
  shipped: { label: 'Mark as shipped', consequence: 'The order has left the shop for the customer.' },
  completed: { label: 'Mark as completed', consequence: 'The customer has received the order.' },
};

/** Completing a pickup order is handing it over at the counter. */
const COLLECTED: Action = { label: 'Mark as collected', consequence: 'The customer has collected the order at the pickup point.' };

const actionOf = (status: ManualMove, delivery: Handover): Action =>
  status === 'completed' && collectedAtShop(delivery) ? COLLECTED : ACTIONS[status];

/**
 * The buttons for the manual moves the server says an order may make now, in the words of its
 * delivery (a pickup order is collected). Other states (payments, refunds, cancelling) are reached
 * through the money actions, never by a plain status change, so they are dropped here rather than
 * guessed at; duplicates collapse.
 */
export const statusActions = (
  transitions: readonly string[],
  order: { reference: string; status: string; delivery_method: Order['delivery_method']; delivery_kind?: string | null },
): StatusAction[] =>
  MANUAL_MOVES.filter(status => transitions.includes(status)).map(status => {
    const action = actionOf(status, order);
    return {
      status,
      label: action.label,
      confirmTitle: `${action.label}: ${order.reference}?`,
      confirmContent: `The order moves from ${statusLabel(order.status, order)} to ${statusLabel(status, order)}. ${action.consequence}`,
    };
  });
