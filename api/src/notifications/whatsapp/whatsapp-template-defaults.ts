import type { Language } from '../notification-events';

/**
 * The customer events WhatsApp may carry instead of SMS: the order updates, each a `utility` template at Meta (one the
 * customer's own order calls for). Password messages stay on SMS: a code by WhatsApp is Meta's `authentication`
 * kind, with its own copy-code button, and a reset must not wait on an opt-in.
 */
export const WHATSAPP_EVENTS = ['order_paid', 'order_ready', 'order_shipped', 'order_completed', 'order_cancelled', 'order_expired', 'order_refunded'] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];
export const isWhatsAppEvent = (event: string): event is WhatsAppEvent => (WHATSAPP_EVENTS as readonly string[]).includes(event);

/** One approved template as the shop fills it: Meta's name, its body as approved ({{1}}, {{2}} …), and what fills each number. */
export interface WhatsAppTemplateMapping {
  /** The template's name at Meta (lower case, digits and _); empty when staff keep this event on SMS. */
  name: string;
  /** The body as Meta approved it, for the console's preview and the outbox's copy of what was sent. */
  body: string;
  /** The order variable each {{n}} takes, in order (order_variables: name, reference, total …). */
  variables: string[];
}

const template = (body: string, variables: string[]) => ({ body, variables });

/**
 * A fresh shop's mapping: every event to a template named after it, with bodies to submit to Meta for approval as
 * they stand. No variable here can be empty (Meta refuses an empty parameter), unlike the SMS's receipt or tracking
 * lines, which are left out; and no body ends with a variable (Meta refuses that too), hence the signature.
 */
const BODIES: Record<Language, Record<WhatsAppEvent, Omit<WhatsAppTemplateMapping, 'name'>>> = {
  en: {
    order_paid: template('Asante {{1}}! We received {{2}} for order {{3}}. {{4}} Track it: {{5}} - Kenyan Crafts', ['name', 'total', 'reference', 'next_step', 'track_url']),
    order_ready: template('Hello {{1}}, order {{2}} is ready to collect at {{3}} ({{4}}). Bring the order reference. Track it: {{5}} - Kenyan Crafts', ['name', 'reference', 'pickup_point', 'opening_hours', 'track_url']),
    order_shipped: template('Hello {{1}}, order {{2}} is on its way. Tracking: {{3}}. Track it: {{4}} - Kenyan Crafts', ['name', 'reference', 'tracking_id', 'track_url']),
    order_completed: template('Hello {{1}}, order {{2}} is complete. Asante for shopping with us! Tell others what you think: {{3}} - Kenyan Crafts', ['name', 'reference', 'review_url']),
    order_cancelled: template('Hello {{1}}, order {{2}} has been cancelled. Questions? Reply to this message.', ['name', 'reference']),
    order_expired: template('Hello {{1}}, order {{2}} was not paid within {{3}}, so it has been cancelled. Shop again: {{4}} - Kenyan Crafts', ['name', 'reference', 'payment_timeout', 'shop_url']),
    order_refunded: template('Hello {{1}}, we have refunded {{2}} for order {{3}}. It may take a few days to reach you.', ['name', 'refund_amount', 'reference']),
  },
  sw: {
    order_paid: template('Asante {{1}}! Tumepokea {{2}} za agizo {{3}}. {{4}} Fuatilia: {{5}} - Kenyan Crafts', ['name', 'total', 'reference', 'next_step', 'track_url']),
    order_ready: template('Habari {{1}}, agizo {{2}} liko tayari kuchukuliwa {{3}} ({{4}}). Njoo na namba ya agizo. Fuatilia: {{5}} - Kenyan Crafts', ['name', 'reference', 'pickup_point', 'opening_hours', 'track_url']),
    order_shipped: template('Habari {{1}}, agizo {{2}} liko njiani. Namba ya ufuatiliaji: {{3}}. Fuatilia: {{4}} - Kenyan Crafts', ['name', 'reference', 'tracking_id', 'track_url']),
    order_completed: template('Habari {{1}}, agizo {{2}} limekamilika. Asante kwa kununua nasi! Tuambie maoni yako: {{3}} - Kenyan Crafts', ['name', 'reference', 'review_url']),
    order_cancelled: template('Habari {{1}}, agizo {{2}} limeghairiwa. Una swali? Jibu ujumbe huu.', ['name', 'reference']),
    order_expired: template('Habari {{1}}, agizo {{2}} halikulipwa ndani ya {{3}}, kwa hiyo limeghairiwa. Nunua tena: {{4}} - Kenyan Crafts', ['name', 'reference', 'payment_timeout', 'shop_url']),
    order_refunded: template('Habari {{1}}, tumerejesha {{2}} za agizo {{3}}. Huenda zikachukua siku chache kukufikia.', ['name', 'refund_amount', 'reference']),
  },
};

export const defaultWhatsAppTemplate = (event: WhatsAppEvent, language: Language): WhatsAppTemplateMapping => ({ name: event, ...BODIES[language][event] });

/** Meta's rule for a template name. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/** The body with each {{n}} filled from `values` (in order); a number without a value is left as it is. */
export const fillTemplate = (body: string, values: readonly string[]): string => body.replace(/\{\{(\d+)\}\}/g, (placeholder, n: string) => values[Number(n) - 1] ?? placeholder);

/** The highest {{n}} of a body: a mapping must name that many variables (Meta answers 132000 otherwise). */
export const placeholderCount = (body: string): number => Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])));
