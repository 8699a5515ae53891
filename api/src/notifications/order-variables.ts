import { deliveryMethod } from '../checkout/delivery';
import { Order, OrderItem } from '../orders/order.entities';
import { orderReference } from '../orders/reference';
import { escapeHtml, Variables } from './render';

export const SHOP_NAME = 'Kenyan Crafts';

/** "KSh 2,400" (cents in); whole shillings unless there are cents. */
export const ksh = (cents: number): string =>
  `KSh ${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** What the customer should expect after paying, by delivery method. */
const NEXT_STEP: Record<Order['deliveryMethod'], string> = {
  pickup: 'We will SMS you when it is ready to collect at Kimathi Chambers, Kimathi Street, Nairobi.',
  rider: 'A rider brings it to you within 1-2 days; we SMS you the rider\'s phone when it leaves.',
  mtaani: 'We send it to your Pickup Mtaani agent within 1-2 days and SMS you when it leaves.',
  courier: 'We send it by courier within 1-3 days and SMS you the tracking number.',
};

export interface OrderFacts {
  order: Order;
  items: OrderItem[];
  /** What was refunded, in cents (refund notices). */
  refunded: number | null;
  shopUrl: string;
  paymentTimeout: string;
}

/** A rider's phone or a courier's tracking number, as the customer reads it. */
function trackingLine(order: Order): string {
  const id = order.trackingId;
  if (!id) return '';
  return /^\+?\d{9,15}$/.test(id) ? `Your rider: ${id}.` : `Tracking number: ${id}.`;
}

/** The placeholders of every order message (customer and staff). */
export function orderVariables({ order, items, refunded, shopUrl, paymentTimeout }: OrderFacts): Variables {
  const reference = orderReference(order.id);
  const method = deliveryMethod(order.deliveryMethod);
  return {
    shop_name: SHOP_NAME,
    shop_url: shopUrl,
    name: order.clientName.split(/\s+/)[0] || order.clientName,
    reference,
    total: ksh(order.totalPrice),
    delivery_method: method.label,
    delivery_address: order.deliveryAddress ?? (order.deliveryMethod === 'pickup' ? method.description : ''),
    next_step: NEXT_STEP[order.deliveryMethod],
    tracking_id: order.trackingId ?? '',
    tracking_line: trackingLine(order),
    track_url: `${shopUrl}/track?ref=${reference}`,
    refund_amount: refunded === null ? '' : ksh(refunded),
    payment_timeout: paymentTimeout,
    order_lines: orderLines(order, items),
    customer_name: order.clientName,
    customer_phone: `+${order.clientPhone}`,
    customer_email: order.clientEmail,
    order_url: `${shopUrl}/dashboard#/orders/${order.id}/show`,
  };
}

/** The order's lines, delivery fee and total: aligned text, and a table for the e-mail's HTML. */
function orderLines(order: Order, items: OrderItem[]): { text: string; html: string } {
  const rows = items.map((item) => ({ label: `${item.quantity} x ${item.name}`, detail: `${ksh(item.unitPrice)} each`, amount: ksh(item.subtotal) }));
  const totals = [
    { label: 'Goods', amount: ksh(order.productTotal) },
    { label: 'Delivery', amount: order.deliveryFee ? ksh(order.deliveryFee) : 'Free' },
    ...(order.discountAmount ? [{ label: `Discount (${order.discountCode})`, amount: `-${ksh(order.discountAmount)}` }] : []),
    { label: 'Total', amount: ksh(order.totalPrice) },
  ];
  const text = [...rows.map((row) => `${row.label} (${row.detail}): ${row.amount}`), ...totals.map((row) => `${row.label}: ${row.amount}`)].join('\n');
  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const html = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
${rows.map((row) => `<tr><td style="${cell}">${escapeHtml(row.label)}<br><span style="color:#6b5d50;font-size:13px">${escapeHtml(row.detail)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`).join('\n')}
${totals.map((row, index) => { const bold = index === totals.length - 1 ? ';font-weight:bold' : ''; return `<tr><td style="padding:6px 0${bold}">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right${bold}">${escapeHtml(row.amount)}</td></tr>`; }).join('\n')}
</table>`;
  return { text, html };
}
