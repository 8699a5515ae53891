import { duration } from '../common/duration';
import { deliveryKindOf, type DeliveryKind } from '../delivery/delivery.entities';
import { withoutWebAddresses } from '../common/web-address';
import { DEFAULT_LANGUAGE, Language, LOCALES, shopPageUrl } from '../i18n/languages';
import { Order, OrderItem } from '../orders/order.entities';
import { consoleUrl } from './console-links';
import { escapeHtml, Value, Variables } from './render';
import { SHOP_PHONE } from './shop-contact';

export const SHOP_NAME = 'Kenyan Crafts';

/** "KSh 2,400" (cents in), in the language's Kenyan locale; whole shillings unless there are cents. */
export const ksh = (cents: number, language: Language = DEFAULT_LANGUAGE): string =>
  `KSh ${(cents / 100).toLocaleString(LOCALES[language], { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** The words an order message is filled with, in each language (the templates hold the rest). */
interface OrderWords {
  /** What the customer should expect after paying, by how the order is handed over; `point` is where it is collected, `days` how soon. Says "message", not SMS: the news may come by WhatsApp. */
  nextStep: Record<DeliveryKind, (point: string | null, days: string | null) => string>;
  /** "1-3 days", for the days an order is expected in. */
  days: (min: number, max: number) => string;
  /** The four methods the shop had before methods were data: older orders name only these codes. */
  method: Record<string, string>;
  /** The shop's counter, for older pickup orders that name no point. */
  pickupPlace: string;
  /** That counter as short as an SMS needs it (the full address is pickupPlace). */
  pickupPoint: string;
  /** When that counter is open. */
  openingHours: string;
  rider: (phone: string) => string;
  trackingNumber: (id: string) => string;
  each: (price: string) => string;
  subtotal: string;
  delivery: string;
  free: string;
  discount: (code: string) => string;
  total: string;
  /** How long an order may stay unpaid, as said to people. */
  duration: (ms: number) => string;
  /** The greeting's name when the order's has none to show. */
  customer: string;
  /** The payment's method and its receipt (the M-Pesa code). */
  payment: (method: string, receipt: string | null) => string;
  /** The receipt as a sentence of its own, for an SMS. */
  receipt: (method: string, receipt: string) => string;
  /** How to reach the shop about an order. */
  help: { ask: string; call: string; whatsapp: string; reply: string };
  review: string;
}

const ORDER_WORDS: Record<Language, OrderWords> = {
  en: {
    nextStep: {
      shop_pickup: (point) => `We will message you when it is ready to collect at ${point}.`,
      door: (_point, days) => `We bring it to your door${days ? ` within ${days}` : ''}; we message you the rider's phone when it leaves.`,
      agent_pickup: (point, days) => `We send it to ${point ?? 'your Pickup Mtaani agent'}${days ? ` within ${days}` : ''} and message you when it leaves.`,
      courier_office: (_point, days) => `We send it by courier${days ? ` within ${days}` : ''} and message you the tracking number.`,
    },
    days: (min, max) => (max === 0 ? 'the day' : min === 0 || min === max ? `${max} day${max === 1 ? '' : 's'}` : `${min}-${max} days`),
    method: { pickup: 'Pick up in store', rider: 'Rider delivery (Nairobi)', mtaani: 'Pickup Mtaani (Nairobi)', courier: 'Courier (outside Nairobi)' },
    pickupPlace: 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor',
    pickupPoint: 'Kimathi Chambers 2nd Floor, Kimathi St',
    openingHours: 'Mon-Fri 9am-6pm, Sat 10am-4pm',
    rider: (phone) => `Your rider: ${phone}.`,
    trackingNumber: (id) => `Tracking number: ${id}.`,
    each: (price) => `${price} each`,
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'Free',
    discount: (code) => `Discount (${code})`,
    total: 'Total',
    duration,
    customer: 'customer',
    payment: (method, receipt) => (receipt ? `${method}, receipt ${receipt}` : method),
    receipt: (method, receipt) => `${method} receipt ${receipt}.`,
    help: { ask: 'Questions about your order?', call: 'Call', whatsapp: 'WhatsApp us', reply: 'or reply to this e-mail.' },
    review: 'Review',
  },
  sw: {
    nextStep: {
      shop_pickup: (point) => `Tutakutumia ujumbe likiwa tayari kuchukuliwa ${point}.`,
      door: (_point, days) => `Tutakuletea mlangoni${days ? ` ndani ya ${days}` : ''}; tutakutumia ujumbe wenye namba ya mpeleka mizigo likiondoka.`,
      agent_pickup: (point, days) => `Tutalipeleka kwa ${point ?? 'wakala wako wa Pickup Mtaani'}${days ? ` ndani ya ${days}` : ''} na kukutumia ujumbe likiondoka.`,
      courier_office: (_point, days) => `Tutalituma kwa kampuni ya usafirishaji${days ? ` ndani ya ${days}` : ''} na kukutumia ujumbe wenye namba ya kufuatilia.`,
    },
    days: (min, max) => (max === 0 ? 'siku hiyo hiyo' : min === 0 || min === max ? `siku ${max}` : `siku ${min}-${max}`),
    method: {
      pickup: 'Kuchukua dukani',
      rider: 'Mpeleka mizigo (Nairobi)',
      mtaani: 'Pickup Mtaani (Nairobi)',
      courier: 'Kampuni ya usafirishaji (nje ya Nairobi)',
    },
    pickupPlace: 'Nairobi CBD, Kimathi Street, Kimathi Chambers ghorofa ya 2',
    pickupPoint: 'Kimathi Chambers ghorofa ya 2, Kimathi St',
    // Kiswahili time: saa 3 asubuhi is 9 am, saa 12 jioni 6 pm.
    openingHours: 'Jumatatu-Ijumaa saa 3-12, Jumamosi 4-10',
    rider: (phone) => `Mpeleka mizigo wako: ${phone}.`,
    trackingNumber: (id) => `Namba ya kufuatilia: ${id}.`,
    each: (price) => `${price} kila moja`,
    subtotal: 'Jumla ndogo',
    delivery: 'Usafirishaji',
    free: 'Bure',
    discount: (code) => `Punguzo (${code})`,
    total: 'Jumla',
    duration: (ms) => (ms >= 60_000 ? `dakika ${Math.round(ms / 60_000)}` : `sekunde ${Math.round(ms / 1000)}`),
    customer: 'mteja',
    payment: (method, receipt) => (receipt ? `${method}, risiti ${receipt}` : method),
    receipt: (method, receipt) => `Risiti ${method} ${receipt}.`,
    help: { ask: 'Una swali kuhusu agizo lako?', call: 'Piga simu', whatsapp: 'tuandikie WhatsApp', reply: 'au jibu barua pepe hii.' },
    review: 'Andika maoni',
  },
};

export interface OrderFacts {
  order: Order;
  items: OrderItem[];
  /** Each line's product, null once it left the catalog (noticeFacts). */
  productIds: (number | null)[];
  /** What was refunded, in cents (refund notices). */
  refunded: number | null;
  shopUrl: string;
  /** How long an order may stay unpaid. */
  paymentTimeoutMs: number;
  /** The shop's WhatsApp number (WHATSAPP_NUMBER), as wa.me takes it. */
  whatsapp: string;
}

/** A product's review form on the storefront; the shop's home when the product left the catalog. */
export const reviewUrl = (shopUrl: string, productId: number | null, language: Language): string =>
  shopPageUrl(shopUrl, productId === null ? '/' : `/product/${productId}#write-review`, language);

/** A rider's phone or a courier's tracking number, as the customer reads it. */
function trackingLine(order: Order, words: OrderWords): string {
  const id = order.trackingId;
  if (!id) return '';
  return /^\+?\d{9,15}$/.test(id) ? words.rider(id) : words.trackingNumber(id);
}

/** The placeholders of every order message (customer and staff), in `language`. */
export function orderVariables({ order, items, productIds, refunded, shopUrl, paymentTimeoutMs, whatsapp }: OrderFacts, language: Language = DEFAULT_LANGUAGE): Variables {
  const reference = order.reference;
  const words = ORDER_WORDS[language];
  const money = (cents: number) => ksh(cents, language);
  const customerName = withoutWebAddresses(order.clientName);
  return {
    shop_name: SHOP_NAME,
    shop_url: shopPageUrl(shopUrl, '/', language),
    name: customerName.split(' ')[0] || words.customer,
    reference,
    total: money(order.totalPrice),
    ...deliveryVariables(order, words),
    tracking_id: order.trackingId ?? '',
    tracking_line: trackingLine(order, words),
    track_url: shopPageUrl(shopUrl, `/track?ref=${reference}`, language),
    review_url: reviewUrl(shopUrl, productIds.find((id) => id !== null) ?? null, language),
    refund_amount: refunded === null ? '' : money(refunded),
    payment_timeout: words.duration(paymentTimeoutMs),
    order_lines: orderLines(order, items, words, money),
    order_date: order.createdAt.toLocaleDateString(LOCALES[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }),
    payment: order.paymentMethod ? words.payment(paymentMethodName(order.paymentMethod), order.paymentConfirmationCode) : '',
    receipt_line: order.paymentMethod && order.paymentConfirmationCode ? words.receipt(paymentMethodName(order.paymentMethod), order.paymentConfirmationCode) : '',
    help: helpLines(words, whatsapp),
    review_lines: reviewLines(items, productIds, (id) => reviewUrl(shopUrl, id, language), words),
    customer_name: customerName,
    customer_phone: `+${order.clientPhone}`,
    customer_email: order.clientEmail,
    order_url: consoleUrl(shopUrl, 'order', order.id),
  };
}

/**
 * How the order is delivered, in the customer's words: the method and point as the order was priced (an older
 * order, placed before methods were data, by its code and the shop's counter).
 */
function deliveryVariables(order: Order, words: OrderWords): Variables {
  const kind = deliveryKindOf(order);
  const atCounter = kind === 'shop_pickup' && !order.pickupPointName;
  const point = order.pickupPointName ?? (atCounter ? words.pickupPlace : null);
  const days = order.deliveryDaysMin !== null && order.deliveryDaysMax !== null ? words.days(order.deliveryDaysMin, order.deliveryDaysMax) : null;
  return {
    delivery_method: order.deliveryMethodName ?? words.method[order.deliveryMethod] ?? order.deliveryMethod,
    delivery_address: order.deliveryAddress ?? (atCounter ? words.pickupPlace : ''),
    next_step: words.nextStep[kind](point && order.pickupPointAddress ? `${point}, ${order.pickupPointAddress}` : point, days),
    pickup_point: order.pickupPointName ?? words.pickupPoint,
    opening_hours: order.pickupPointHours ?? words.openingHours,
  };
}

/** Orders are dated in the shop's own time (a payment at 1 am in Nairobi is that day's). */
const SHOP_TIME_ZONE = 'Africa/Nairobi';

/** Pesapal's names of the ways to pay, as customers know them. */
const PAYMENT_METHODS: Record<string, string> = { MpesaKE: 'M-Pesa', AirtelKE: 'Airtel Money' };
export const paymentMethodName = (method: string): string => PAYMENT_METHODS[method] ?? method;

/** The shop's phone (a call) and WhatsApp, and the reply that reaches staff (MAIL_REPLY_TO). */
function helpLines(words: OrderWords, number: string): Value {
  const { ask, call, whatsapp, reply } = words.help;
  const wa = `https://wa.me/${number}`;
  const link = (href: string, text: string) => `<a href="${href}" style="color:#8d4b1f;font-weight:bold;white-space:nowrap">${escapeHtml(text)}</a>`;
  return {
    text: `${ask} ${call} ${SHOP_PHONE}, ${whatsapp} (${wa}) ${reply}`,
    html: `<p style="margin:0 0 16px;color:#6b5d50;font-size:14px">${escapeHtml(ask)} ${escapeHtml(call)} ${link(`tel:${SHOP_PHONE.replace(/ /g, '')}`, SHOP_PHONE)}, ${link(wa, whatsapp)} ${escapeHtml(reply)}</p>`,
  };
}

/** One "Review" link per item still in the catalog (its product's review form). */
function reviewLines(items: OrderItem[], productIds: (number | null)[], urlOf: (productId: number) => string, words: OrderWords): Value {
  const reviewable = items.flatMap((item, index) => (productIds[index] === null || productIds[index] === undefined ? [] : [{ name: item.name, url: urlOf(productIds[index]) }]));
  if (!reviewable.length) return '';
  const cell = 'padding:8px 0;border-bottom:1px solid #eee';
  return {
    text: reviewable.map(({ name, url }) => `${name} (${words.review}): ${url}`).join('\n'),
    html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
${reviewable.map(({ name, url }) => `<tr><td style="${cell}">${escapeHtml(name)}</td><td style="${cell};text-align:right;white-space:nowrap"><a href="${escapeHtml(url)}" style="color:#8d4b1f;font-weight:bold">${escapeHtml(words.review)}</a></td></tr>`).join('\n')}
</table>`,
  };
}

/** The order's lines, delivery fee and total: aligned text, and a table for the e-mail's HTML. */
function orderLines(order: Order, items: OrderItem[], words: OrderWords, money: (cents: number) => string): { text: string; html: string } {
  const rows = items.map((item) => ({ label: `${item.quantity} x ${item.name}`, detail: words.each(money(item.unitPrice)), amount: money(item.subtotal) }));
  const totals = [
    { label: words.subtotal, amount: money(order.productTotal) },
    // A pickup order is collected, so it has no delivery line (not a "Delivery: Free").
    ...(deliveryKindOf(order) === 'shop_pickup' ? [] : [{ label: words.delivery, amount: order.deliveryFee ? money(order.deliveryFee) : words.free }]),
    ...(order.discountAmount ? [{ label: words.discount(order.discountCode ?? ''), amount: `-${money(order.discountAmount)}` }] : []),
    { label: words.total, amount: money(order.totalPrice) },
  ];
  const text = [...rows.map((row) => `${row.label} (${row.detail}): ${row.amount}`), ...totals.map((row) => `${row.label}: ${row.amount}`)].join('\n');
  const cell = 'padding:6px 0;border-bottom:1px solid #eee';
  const html = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
${rows.map((row) => `<tr><td style="${cell}">${escapeHtml(row.label)}<br><span style="color:#6b5d50;font-size:13px">${escapeHtml(row.detail)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`).join('\n')}
${totals.map((row, index) => { const bold = index === totals.length - 1 ? ';font-weight:bold' : ''; return `<tr><td style="padding:6px 0${bold}">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right${bold}">${escapeHtml(row.amount)}</td></tr>`; }).join('\n')}
</table>`;
  return { text, html };
}
