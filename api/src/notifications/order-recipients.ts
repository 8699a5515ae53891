import { normaliseKenyanMobile } from '../checkout/phone';
import type { Order } from '../orders/order.entities';
import type { User } from '../users/user.entity';
import type { NotificationEvent } from './notification-events';

/** News of an order nobody paid for: cancelled (by anyone) or expired. */
const UNPAID_ORDER_EVENTS: readonly NotificationEvent[] = ['order_cancelled', 'order_expired'];

export interface CustomerContacts {
  email: string | null;
  /** +2547XXXXXXXX. */
  phone: string | null;
}

/**
 * Where the customer hears of an order move. The order's e-mail and phone are whatever was typed at
 * checkout, so until a payment confirms them the shop writes only to the account's own (when it has
 * them): otherwise anyone could make the shop message strangers by placing orders in their names and
 * cancelling them (issue 28). From the payment on, the order's contacts are used.
 */
export function customerContacts(event: NotificationEvent, order: Pick<Order, 'clientEmail' | 'clientPhone'>, account: Pick<User, 'email' | 'phone'> | null): CustomerContacts {
  if (!UNPAID_ORDER_EVENTS.includes(event)) return { email: order.clientEmail, phone: `+${order.clientPhone}` };
  const phone = account && normaliseKenyanMobile(account.phone);
  return { email: account?.email || null, phone: phone ? `+${phone}` : null };
}
