// Order shapes as the API sends them (see the orders contract shared with the API).
import { formatKsh } from '../catalog/money';
import type { OrderStatus } from './status';
import { day } from './when';

export interface OrderLine {
  id: number;
  /** Snapshot of the variant at checkout: its name then, even if the product changed since (id null once deleted). */
  variant: { id: number | null; name: string };
  sku: string;
  quantity: number;
  unit_price: number;
  subtotal: number;
}

export interface OrderPayment {
  tracking_id: string;
  /** Pesapal's payment method, e.g. 'MpesaKE'. */
  method: string | null;
  confirmation_code: string | null;
  /** The paying M-Pesa number or masked card. */
  account: string | null;
  /** Pesapal's word: PENDING, COMPLETED, FAILED, REVERSED. */
  status: string;
  /** What Pesapal reported as paid, in units of `currency` (null until it reports an amount). */
  amount: number | null;
  currency: string | null;
}

/** A refund staff asked Pesapal for, with Pesapal's answer ('accepted' means received, not yet paid out). */
export interface OrderRefund {
  id: number;
  /** KSh. */
  amount: number;
  remarks: string;
  /** The staff member's username. */
  requested_by: string;
  status: 'sent' | 'accepted' | 'refused' | 'unanswered';
  answer: string | null;
  created_at: string;
}

/** How much may be refunded now; mobile money (M-Pesa, Airtel) only in full. */
export interface RefundTerms {
  max_amount: number;
  full_only: boolean;
}

/** The money moves staff may make now, as the server lists them. */
export type MoneyAction = 'accept_payment' | 'refund' | 'cancel';

export interface StatusChange {
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  /** Who moved the order: a staff member's username, or 'system' / 'pesapal'. */
  by: string;
  note: string;
}

export interface OrderCustomer {
  id: number;
  username: string;
  email: string;
  full_name: string;
}

export interface Order {
  id: number;
  reference: string;
  status: OrderStatus;
  items: OrderLine[];
  product_total: number;
  delivery_fee: number;
  total_price: number;
  delivery_method: string;
  delivery_address: string | null;
  client_name: string;
  client_email: string;
  client_phone: string;
  payment: OrderPayment | null;
  history: StatusChange[];
  customer: OrderCustomer | null;
  /** When an unpaid order is cancelled (null once paid or closed). */
  payment_due_at: string | null;
  refunds: OrderRefund[];
  /** Null when no refund may be asked now. */
  refund: RefundTerms | null;
  actions: MoneyAction[];
  created_at: string;
  updated_at: string;
}

/** Pieces in the order (a line of 3 scarves counts 3). */
export const itemCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce((pieces, line) => pieces + line.quantity, 0);

/** The name staff know the buyer by: the name given at checkout, else the account's. */
export const customerName = (order: Pick<Order, 'client_name' | 'customer'>): string =>
  order.client_name || order.customer?.full_name || order.customer?.username || '-';

/** An order in one line, for lists on a phone: who, how many pieces, how much, when. */
export const orderSummary = (order: Order, withCustomer = true): string =>
  [withCustomer && customerName(order), `${itemCount(order)} ${itemCount(order) === 1 ? 'item' : 'items'}`, formatKsh(order.total_price), day(order.created_at)]
    .filter(Boolean)
    .join(' · ');

const DELIVERY_LABELS: Record<string, string> = {
  pickup: 'Pickup (Nairobi CBD)',
  rider: 'Rider (Nairobi)',
  mtaani: 'Pickup Mtaani',
  courier: 'Courier (outside Nairobi)',
};

export const deliveryLabel = (method: string): string => DELIVERY_LABELS[method] ?? method;
