import { createHmac, randomBytes } from 'node:crypto';
import { placeholderCount, TEMPLATE_NAME } from '../whatsapp-template-defaults';
import type { WhatsAppWebhookBody, WhatsAppWebhookValue } from '../whatsapp-webhook.types';

// Meta's side of the WhatsApp Business Cloud API (WHATSAPP.md), as its stand-ins answer it: the built-in one at
// /whatsapp-sandbox and the tests' (api/test/whatsapp-stand-in.ts).

/** What a stand-in answers: the HTTP status and Meta's JSON body. */
export interface CloudApiAnswer {
  status: number;
  body: object;
}

/** A message the send call accepted, as a stand-in keeps it. */
export type SentWhatsApp = { to: string; type: 'template'; template: { name: string; language: string; parameters: string[] } } | { to: string; type: 'text'; text: string };

/** Meta's longest free-form text body. */
const TEXT_LIMIT = 4096;
/** Meta refuses a template parameter with a new line, a tab or more than four spaces in a row (and an empty one). */
const BAD_PARAMETER = /[\n\t]| {5,}/;

/** Meta's error answer: `{error: {message, type, code, error_subcode?, error_data?, fbtrace_id}}`. */
export function cloudApiError(status: number, code: number, message: string, extra: { subcode?: number; details?: string } = {}): CloudApiAnswer {
  return {
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(extra.subcode !== undefined ? { error_subcode: extra.subcode } : {}),
        ...(extra.details ? { error_data: { messaging_product: 'whatsapp', details: extra.details } } : {}),
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    },
  };
}

const invalidParameter = (details: string): CloudApiAnswer => cloudApiError(400, 100, '(#100) Invalid parameter', { details });

/** 190 for any Authorization but `Bearer <token>`, else null. */
export function tokenRefusal(authorization: string | undefined, token: string): CloudApiAnswer | null {
  if (authorization === `Bearer ${token}`) return null;
  return cloudApiError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
}

/** A POST to another number's id than the app's (or another path) is Meta's "object does not exist". */
export function phoneNumberIdRefusal(given: string, phoneNumberId: string): CloudApiAnswer | null {
  if (given === phoneNumberId) return null;
  return cloudApiError(400, 100, `Unsupported post request. Object with ID '${given}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { subcode: 33 });
}

/** The send call's body, read as Meta reads it: the message it makes, or the refusal of a body it cannot send. */
export function readMessage(contentType: string | undefined, body: unknown): { message: SentWhatsApp } | { refusal: CloudApiAnswer } {
  const refuse = (details: string) => ({ refusal: invalidParameter(details) });
  if (!contentType?.startsWith('application/json') || !body || typeof body !== 'object' || Array.isArray(body)) return refuse('The body must be a JSON object.');
  const { messaging_product: product, to: rawTo, type = 'text', template, text } = body as Record<string, unknown>;
  if (product !== 'whatsapp') return refuse('messaging_product must be "whatsapp".');
  const to = typeof rawTo === 'string' ? rawTo : '';
  // The shop sends Kenyan numbers in international form without + (2547…); anything else is a bug of its own.
  if (!/^254\d{9}$/.test(to)) return refuse('to must be the number in international form without +, e.g. 254712345678.');
  if (type === 'text') {
    const bodyText = (text as { body?: unknown } | undefined)?.body;
    if (typeof bodyText !== 'string' || !bodyText.trim()) return refuse('text.body is required.');
    if (bodyText.length > TEXT_LIMIT) return refuse(`text.body is longer than ${TEXT_LIMIT} characters.`);
    return { message: { to, type: 'text', text: bodyText } };
  }
  if (type !== 'template') return refuse(`type "${String(type)}" is not one the shop sends (template or text).`);
  const { name, language, components = [] } = (template ?? {}) as { name?: unknown; language?: { code?: unknown }; components?: unknown };
  if (typeof name !== 'string' || !TEMPLATE_NAME.test(name)) return refuse('template.name is required: lower-case letters, digits and _.');
  if (typeof language?.code !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language.code)) return refuse('template.language.code is required (en, sw …).');
  if (!Array.isArray(components)) return refuse('template.components must be a list.');
  const parameters: string[] = [];
  for (const component of components as { type?: unknown; parameters?: unknown }[]) {
    if (component?.type !== 'body' || !Array.isArray(component.parameters)) return refuse('Each component must be {type: "body", parameters: [...]}.');
    for (const parameter of component.parameters as { type?: unknown; text?: unknown }[]) {
      if (parameter?.type !== 'text' || typeof parameter.text !== 'string') return refuse('Each body parameter must be {type: "text", text: "..."}.');
      if (!parameter.text.trim() || BAD_PARAMETER.test(parameter.text)) return refuse('Param text cannot be empty, have new-line/tab characters or more than 4 consecutive spaces');
      parameters.push(parameter.text);
    }
  }
  return { message: { to, type: 'template', template: { name, language: language.code, parameters } } };
}

/**
 * A template message against the approved template's body (null: none by that name and language): 132001 for a
 * template Meta does not have, 132000 when the parameters are not as many as the body's {{n}}.
 */
export function templateRefusal(parameters: readonly string[], approvedBody: string | null): CloudApiAnswer | null {
  if (approvedBody === null) return cloudApiError(404, 132001, '(#132001) Template name does not exist in the translation', { details: 'No approved template has this name and language.' });
  const expected = placeholderCount(approvedBody);
  if (parameters.length !== expected) return cloudApiError(400, 132000, `(#132000) Number of parameters does not match the expected number of params (${expected})`);
  return null;
}

/** Free text is allowed only within 24 hours of the customer's last message (null: they never wrote). */
export function windowRefusal(lastFromCustomer: Date | null, now = new Date()): CloudApiAnswer | null {
  if (lastFromCustomer && now.getTime() - lastFromCustomer.getTime() < 24 * 3_600_000) return null;
  return cloudApiError(400, 131047, 'Re-engagement message', { details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' });
}

/** A new message id in Meta's shape (wamid. and base64). */
export const waMessageId = (): string => `wamid.${randomBytes(24).toString('base64')}`;

/** The send call's answer for an accepted message. */
export const acceptedAnswer = (to: string, id: string): CloudApiAnswer => ({
  status: 200,
  body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
});

const unixTime = (at: Date) => String(Math.floor(at.getTime() / 1000));

const event = (phoneNumberId: string, value: WhatsAppWebhookValue): WhatsAppWebhookBody => ({
  object: 'whatsapp_business_account',
  entry: [{ id: phoneNumberId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: phoneNumberId }, ...value } }] }],
});

/** The webhook event of a message's new status (sent, delivered, read). */
export const statusEvent = (phoneNumberId: string, status: { id: string; status: string; recipient: string; at?: Date }): WhatsAppWebhookBody =>
  event(phoneNumberId, { statuses: [{ id: status.id, status: status.status, timestamp: unixTime(status.at ?? new Date()), recipient_id: status.recipient }] });

/** The webhook event of a customer's text message to the business. */
export const messageEvent = (phoneNumberId: string, message: { id: string; from: string; name: string; text: string; at?: Date }): WhatsAppWebhookBody =>
  event(phoneNumberId, {
    contacts: [{ profile: { name: message.name }, wa_id: message.from }],
    messages: [{ from: message.from, id: message.id, timestamp: unixTime(message.at ?? new Date()), type: 'text', text: { body: message.text } }],
  });

/** X-Hub-Signature-256 of a webhook body: the HMAC-SHA256 of its bytes with the app secret. */
export const hubSignature = (secret: string, raw: string | Buffer): string => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
