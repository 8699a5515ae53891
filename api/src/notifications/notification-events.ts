import { DEFAULT_LANGUAGE, Language, LANGUAGES } from '../i18n/languages';

/** What the shop tells whom (issue "The shop speaks to its customers"); pure data, no I/O. */

export const CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';

export const NOTIFICATION_EVENTS = [
  'order_paid',
  'order_ready',
  'order_shipped',
  'order_completed',
  'order_cancelled',
  'order_expired',
  'order_refunded',
  'payment_review',
  'stock_low',
  'password_reset',
  'password_changed',
  'newsletter_welcome',
  'account_exists',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export type Audience = 'customer' | 'staff';

/** The data a template may use: each group's placeholders, `{{name}}` in a template. */
const ORDER_VARIABLES = ['shop_name', 'shop_url', 'name', 'reference', 'total', 'delivery_method', 'delivery_address', 'next_step', 'tracking_id', 'tracking_line', 'track_url', 'review_url', 'refund_amount', 'payment_timeout', 'pickup_point', 'opening_hours', 'receipt_line'] as const;
const VARIABLES = {
  order: ORDER_VARIABLES,
  order_email: [...ORDER_VARIABLES, 'order_lines', 'order_date', 'payment', 'help', 'review_lines'],
  staff_order: [...ORDER_VARIABLES, 'order_lines', 'order_date', 'payment', 'customer_name', 'customer_phone', 'customer_email', 'order_url'],
  stock: ['shop_name', 'shop_url', 'product', 'variant', 'sku', 'stock', 'threshold', 'inventory_url'],
  reset: ['shop_name', 'shop_url', 'name', 'username', 'reset_url', 'code', 'minutes'],
  newsletter: ['shop_name', 'shop_url', 'unsubscribe_url'],
  account: ['shop_name', 'shop_url', 'name', 'username', 'login_url', 'forgot_url'],
} as const;
type VariableGroup = keyof typeof VARIABLES;

/**
 * Placeholders whose value opens something for whoever reads it (a reset link or code, the signed leave
 * link); any future one-time token joins this list. They go only into a message's body, reach only its
 * recipient, and the outbox keeps them sealed (outbox.service.ts).
 */
export const SECRET_VARIABLES: readonly string[] = ['reset_url', 'code', 'unsubscribe_url'];
export const isSecretVariable = (name: string): boolean => SECRET_VARIABLES.includes(name);

interface TemplateSpec {
  event: NotificationEvent;
  audience: Audience;
  channel: Channel;
  variables: VariableGroup;
  /** What staff see in the console's template list. */
  description: string;
  /** Only an admin changes it: it carries a secret (or guards an account), so its words could hand one over. */
  security?: true;
}

/** Every template by key (`<event>.<channel>`, `<event>_staff.email`); each event's messages are these rows. */
export const TEMPLATES = {
  'order_paid.sms': { event: 'order_paid', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when the payment arrives' },
  'order_paid.email': { event: 'order_paid', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when the payment arrives' },
  'order_paid_staff.email': { event: 'order_paid', audience: 'staff', channel: 'email', variables: 'staff_order', description: 'To staff for each paid order' },
  'order_ready.sms': { event: 'order_ready', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when a pickup order is ready to collect' },
  'order_ready.email': { event: 'order_ready', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when a pickup order is ready to collect' },
  'order_shipped.sms': { event: 'order_shipped', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when the order leaves' },
  'order_shipped.email': { event: 'order_shipped', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when the order leaves' },
  'order_completed.sms': { event: 'order_completed', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when the order is complete' },
  'order_completed.email': { event: 'order_completed', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when the order is complete' },
  'order_cancelled.sms': { event: 'order_cancelled', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when the order is cancelled' },
  'order_cancelled.email': { event: 'order_cancelled', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when the order is cancelled' },
  'order_expired.sms': { event: 'order_expired', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when an unpaid order expires' },
  'order_expired.email': { event: 'order_expired', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when an unpaid order expires' },
  'order_refunded.sms': { event: 'order_refunded', audience: 'customer', channel: 'sms', variables: 'order', description: 'To the customer when the money is refunded' },
  'order_refunded.email': { event: 'order_refunded', audience: 'customer', channel: 'email', variables: 'order_email', description: 'To the customer when the money is refunded' },
  'payment_review_staff.email': { event: 'payment_review', audience: 'staff', channel: 'email', variables: 'staff_order', description: 'To staff when a payment does not match its order' },
  'stock_low_staff.email': { event: 'stock_low', audience: 'staff', channel: 'email', variables: 'stock', description: 'To staff when a variant falls below its alert threshold' },
  'password_reset.email': { event: 'password_reset', audience: 'customer', channel: 'email', variables: 'reset', description: 'The password reset link', security: true },
  'password_reset.sms': { event: 'password_reset', audience: 'customer', channel: 'sms', variables: 'reset', description: 'The password reset code', security: true },
  'password_changed.email': { event: 'password_changed', audience: 'customer', channel: 'email', variables: 'account', description: "To an account's owner when its password is changed", security: true },
  'password_changed.sms': { event: 'password_changed', audience: 'customer', channel: 'sms', variables: 'account', description: "To an account's owner when its password is changed", security: true },
  'newsletter_welcome.email': { event: 'newsletter_welcome', audience: 'customer', channel: 'email', variables: 'newsletter', description: 'To a new newsletter subscriber, with the leave link', security: true },
  'account_exists.email': { event: 'account_exists', audience: 'customer', channel: 'email', variables: 'account', description: "To an account's owner when someone signs up with its e-mail", security: true },
} as const satisfies Record<string, TemplateSpec>;

export type TemplateKey = keyof typeof TEMPLATES;
/** The templates a customer reads: each is written in every language. */
export type CustomerTemplateKey = { [K in TemplateKey]: (typeof TEMPLATES)[K]['audience'] extends 'customer' ? K : never }[TemplateKey];
export const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[];

export const templateSpec = (key: TemplateKey): TemplateSpec => TEMPLATES[key];
export const isTemplateKey = (value: string): value is TemplateKey => Object.prototype.hasOwnProperty.call(TEMPLATES, value);
export const templateVariables = (key: TemplateKey): readonly string[] => VARIABLES[TEMPLATES[key].variables];
export const isSecurityTemplate = (key: TemplateKey): boolean => templateSpec(key).security === true;

/** A customer's message is written in every language of the shop; staff read theirs in English. */
export const templateLanguages = (key: TemplateKey): readonly Language[] => (TEMPLATES[key].audience === 'customer' ? LANGUAGES : [DEFAULT_LANGUAGE]);

/** The language `key` is sent in when its reader's is `language`. */
export const spokenLanguage = (key: TemplateKey, language: Language): Language => (templateLanguages(key).includes(language) ? language : DEFAULT_LANGUAGE);

/** The templates of one event for one audience (an event's customer SMS and e-mail, or its staff e-mail). */
export const templatesOf = (event: NotificationEvent, audience: Audience): TemplateKey[] =>
  TEMPLATE_KEYS.filter((key) => TEMPLATES[key].event === event && TEMPLATES[key].audience === audience);

/**
 * Which event an order's move announces, or null when nobody is told. An unpaid order cancelled by the
 * shop's own timer (actor `system`) has expired; anything else cancelled it.
 */
export function orderEventOf(to: string, actor: string): NotificationEvent | null {
  switch (to) {
    case 'paid':
      return 'order_paid';
    case 'ready_for_collection':
      return 'order_ready';
    case 'shipped':
      return 'order_shipped';
    case 'completed':
      return 'order_completed';
    case 'cancelled':
      return actor === 'system' ? 'order_expired' : 'order_cancelled';
    case 'refunded':
      return 'order_refunded';
    case 'payment_review':
      return 'payment_review';
    default:
      return null;
  }
}
