import type { TemplateText } from './default-templates';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { isSecretVariable } from './notification-events';

/** A placeholder's value: plain text, or text with its own HTML (an order's lines as a table). */
export type Value = string | { text: string; html: string };
export type Variables = Record<string, Value>;

export interface Rendered {
  subject: string;
  text: string;
  /** E-mail only. */
  html: string | null;
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a subject or body uses, each once. */
export const placeholdersIn = (source: string): string[] => [...new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1]))];

/** The placeholders a subject or body uses that its event does not offer (staff are told before saving). */
export const unknownPlaceholders = (source: string, allowed: readonly string[]): string[] => placeholdersIn(source).filter((name) => !allowed.includes(name));

/** What the outbox shows in place of a secret (SECRET_VARIABLES): the copy anyone may read. */
const HIDDEN = '[hidden]';

/** `variables` with every secret value hidden. */
export const hideSecrets = (variables: Variables): Variables =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, isSecretVariable(name) ? HIDDEN : value]));

/** Whether any value of `variables` is a secret (the rendered message must then be sealed). */
export const carriesSecrets = (variables: Variables): boolean => Object.keys(variables).some(isSecretVariable);

const textOf = (value: Value | undefined): string => (value === undefined ? '' : typeof value === 'string' ? value : value.text);

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Escaped text whose web addresses become links. */
const linked = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}" style="color:#8d4b1f">${url}</a>`);

/** The shop's own addresses: the only values that become links (a customer's name or address is only ever text). */
const LINK_PLACEHOLDERS = new Set(['shop_url', 'track_url', 'reset_url', 'unsubscribe_url', 'order_url', 'inventory_url']);
const valueHtml = (name: string, value: Value | undefined): string => (LINK_PLACEHOLDERS.has(name) ? linked : escapeHtml)(textOf(value));

/**
 * Fills a template. Text keeps the author's lines, with blank lines collapsed where an empty value left
 * them (an order without address); the HTML escapes every value (a customer's name is never markup)
 * and lays the text out in the shop's e-mail frame.
 */
export function renderTemplate(template: TemplateText, variables: Variables, withHtml: boolean, language: Language = DEFAULT_LANGUAGE): Rendered {
  const fill = (source: string) => source.replace(PLACEHOLDER, (_, name: string) => textOf(variables[name]));
  // A subject never shows a secret, even from a template saved before they were refused there.
  const subject = template.subject.replace(PLACEHOLDER, (_, name: string) => (isSecretVariable(name) ? HIDDEN : textOf(variables[name])));
  const text = tidy(fill(template.body));
  return { subject: tidy(subject).replace(/\s+/g, ' '), text, html: withHtml ? emailHtml(template.body, variables, subject, language) : null };
}

const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/ {2,}/g, ' ')
    .trim();

function emailHtml(body: string, variables: Variables, subject: string, language: Language): string {
  // Paragraphs of the template, each filled: plain values escaped, the shop's links linked, HTML values (tables) kept as built.
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const only = /^\s*\{\{\s*([a-z_]+)\s*\}\}\s*$/.exec(paragraph);
      const value = only ? variables[only[1]] : undefined;
      if (value !== undefined && typeof value !== 'string') return value.html;
      // Linked piece by piece (split gives the template's words, then a placeholder's name, in turn), never once filled.
      const filled = tidy(paragraph.split(PLACEHOLDER).map((part, index) => (index % 2 ? valueHtml(part, variables[part]) : linked(part))).join(''));
      return filled ? `<p style="margin:0 0 16px">${filled.split('\n').join('<br>')}</p>` : '';
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#2b2118;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="font-size:20px;font-weight:bold;color:#8d4b1f;margin-bottom:16px">${escapeHtml(textOf(variables.shop_name) || 'Kenyan Crafts')}</div>
<div style="background:#fff;border-radius:8px;padding:20px">
${paragraphs}
</div>
</div>
</body></html>`;
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsLength {
  characters: number;
  parts: number;
  /** `gsm` fits 160 a part (153 when split); `unicode` 70 (67 when split). */
  encoding: 'gsm' | 'unicode';
}

/** How an SMS text is counted and billed (AFRICASTALKING.md: 160 GSM characters a part, 70 when it needs Unicode). */
export function smsLength(text: string): SmsLength {
  const chars = [...text];
  const gsm = chars.every((char) => GSM_BASIC.includes(char) || GSM_EXTENDED.includes(char));
  if (gsm) {
    const characters = chars.reduce((sum, char) => sum + (GSM_EXTENDED.includes(char) ? 2 : 1), 0);
    return { characters, parts: characters <= 160 ? 1 : Math.ceil(characters / 153), encoding: 'gsm' };
  }
  const characters = chars.reduce((sum, char) => sum + (char.codePointAt(0)! > 0xffff ? 2 : 1), 0);
  return { characters, parts: characters <= 70 ? 1 : Math.ceil(characters / 67), encoding: 'unicode' };
}
