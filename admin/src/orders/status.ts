// Order states (DESIGN.md "Orders, stock and payments") and how the console shows them.
// Which moves are legal is the server's call (GET /api/orders/{id}/transitions/); this file
// only decides labels, badge styles and the order of the buttons.

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled', 'failed', 'refunded'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** SPEC.md's badge styles: Paid and Completed default, Shipped secondary, Pending outline, Cancelled destructive. */
export type BadgeStyle = 'default' | 'secondary' | 'outline' | 'destructive';

export const STATUS_BADGES: Record<OrderStatus, BadgeStyle> = {
  paid: 'default',
  completed: 'default',
  shipped: 'secondary',
  pending: 'outline',
  cancelled: 'destructive',
  // Not in the spec's sample data: a failed payment reads like a cancellation, a refund like a past sale.
  failed: 'destructive',
  refunded: 'secondary',
};

export const statusLabel = (status: string): string =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : '-';

export const badgeStyle = (status: string): BadgeStyle => (isOrderStatus(status) ? STATUS_BADGES[status] : 'outline');

export const statusChoices = ORDER_STATUSES.map(status => ({ id: status, name: statusLabel(status) }));

export interface StatusAction {
  status: OrderStatus;
  label: string;
  /** Moves that end an order or give money back are shown in the error colour. */
  destructive: boolean;
  confirmTitle: string;
  confirmContent: string;
}

const ACTIONS: Record<OrderStatus, { label: string; destructive: boolean; consequence: string }> = {
  paid: { label: 'Mark as paid', destructive: false, consequence: 'Only do this when the payment has been received outside Pesapal.' },
  shipped: { label: 'Mark as shipped', destructive: false, consequence: 'The order has left the shop for the customer.' },
  completed: { label: 'Mark as completed', destructive: false, consequence: 'The customer has received the order.' },
  refunded: {
    label: 'Mark as refunded',
    destructive: true,
    consequence: 'Its items go back into stock. Only do this once the money has been returned to the customer.',
  },
  cancelled: { label: 'Cancel order', destructive: true, consequence: 'Its items go back into stock.' },
  failed: { label: 'Mark payment failed', destructive: true, consequence: 'Its items go back into stock.' },
  pending: { label: 'Back to pending', destructive: false, consequence: 'The order waits for payment again.' },
};

/** Forward moves first, the ones that end an order last. */
const BUTTON_ORDER: OrderStatus[] = ['paid', 'shipped', 'completed', 'pending', 'refunded', 'failed', 'cancelled'];

/**
 * The buttons for the states the server says an order may move to now. Unknown states are
 * dropped rather than guessed at; duplicates collapse.
 */
export const statusActions = (transitions: readonly string[], reference: string, from: string): StatusAction[] =>
  BUTTON_ORDER.filter(status => transitions.includes(status)).map(status => ({
    status,
    label: ACTIONS[status].label,
    destructive: ACTIONS[status].destructive,
    confirmTitle: `${ACTIONS[status].label}: ${reference}?`,
    confirmContent: `The order moves from ${statusLabel(from)} to ${statusLabel(status)}. ${ACTIONS[status].consequence}`,
  }));
