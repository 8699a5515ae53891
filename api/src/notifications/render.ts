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

export const textOf = (value: Value | undefined): string => (value === undefined ? '' : typeof value === 'string' ? value : value.text);

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const LINK_COLOUR = '#8d4b1f';

/** Escaped text whose web addresses (typed into the template by staff) become links that wrap on a phone. */
const linked = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}" style="color:${LINK_COLOUR};word-break:break-all">${url}</a>`);

/** The shop's own addresses: the only values that become links (a customer's name or address is only ever text). */
export const LINK_PLACEHOLDERS: readonly string[] = ['shop_url', 'track_url', 'review_url', 'reset_url', 'unsubscribe_url', 'order_url', 'inventory_url', 'login_url', 'forgot_url'];
const isLink = (name: string): boolean => LINK_PLACEHOLDERS.includes(name);
/** A link's value that can be opened (the outbox's copy of a secret one is `[hidden]`: shown as text). */
const isAddress = (url: string): boolean => /^https?:\/\//.test(url);

/**
 * What a link reads in an e-mail when the template names none (`{{track_url}}` alone rather than
 * `[Track your order]({{track_url}})`): a few words, never the address itself. The shop's home shows its host.
 */
const LINK_LABELS: Record<Language, Record<string, string>> = {
  en: { track_url: 'Track your order', review_url: 'Write a review', reset_url: 'Choose a new password', unsubscribe_url: 'Leave the newsletter', order_url: 'Open the order', inventory_url: 'Open the inventory', login_url: 'Log in', forgot_url: 'Get a new password' },
  sw: { track_url: 'Fuatilia agizo lako', review_url: 'Andika maoni', reset_url: 'Chagua nenosiri jipya', unsubscribe_url: 'Jiondoe kwenye jarida', order_url: 'Fungua agizo', inventory_url: 'Fungua stoo', login_url: 'Ingia', forgot_url: 'Pata nenosiri jipya' },
};
const labelOf = (name: string, url: string, language: Language): string => LINK_LABELS[language][name] ?? (URL.canParse(url) ? new URL(url).host : url);

/** `[Track your order]({{track_url}})`: a labelled link to one of the shop's addresses. */
const LABELLED_LINK = /\[([^[\]\n]+)\]\(\s*\{\{\s*([a-z_]+)\s*\}\}\s*\)/g;
/** A labelled link, a placeholder, or a line's words between them. */
const PIECE = new RegExp(`${LABELLED_LINK.source}|${PLACEHOLDER.source}`, 'g');

/** In text (SMS, the e-mail's plain part) a labelled link reads "Track your order: https://…". */
const plainLinks = (source: string): string => source.replace(LABELLED_LINK, (whole, label: string, name: string) => (isLink(name) ? `${label}: {{${name}}}` : whole));

const button = (url: string, label: string): string =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;background:${LINK_COLOUR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a>`;
const inlineLink = (url: string, label: string): string => `<a href="${escapeHtml(url)}" style="color:${LINK_COLOUR};font-weight:bold">${escapeHtml(label)}</a>`;

/** Where the e-mail's frame comes from: the shop's public address (its logo). */
export interface EmailFrame {
  shopUrl: string;
}

/**
 * Fills a template. Text keeps the author's lines, with blank lines collapsed where an empty value left
 * them (an order without address); the HTML escapes every value (a customer's name is never markup)
 * and lays the text out in the shop's e-mail frame, its links as buttons or a few words.
 */
export function renderTemplate(template: TemplateText, variables: Variables, withHtml: boolean, language: Language = DEFAULT_LANGUAGE, frame?: EmailFrame): Rendered {
  const body = withoutEmptyFacts(template.body, variables);
  const fill = (source: string) => source.replace(PLACEHOLDER, (_, name: string) => textOf(variables[name]));
  // A subject never shows a secret, even from a template saved before they were refused there.
  const subject = template.subject.replace(PLACEHOLDER, (_, name: string) => (isSecretVariable(name) ? HIDDEN : textOf(variables[name])));
  const text = tidy(fill(plainLinks(body)));
  return { subject: tidy(subject).replace(/\s+/g, ' '), text, html: withHtml ? emailHtml(body, variables, subject, language, frame) : null };
}

/** A line that only names one value ("Paid with: {{payment}}") is left out when the value is empty (an order paid at the counter). */
const withoutEmptyFacts = (body: string, variables: Variables): string =>
  body
    .split('\n')
    .filter((line) => {
      const fact = /^[^{}[\]]+:\s*\{\{\s*([a-z_]+)\s*\}\}\s*$/.exec(line);
      return !fact || textOf(variables[fact[1]]).trim() !== '';
    })
    .join('\n');

const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/ {2,}/g, ' ')
    .trim();

/** One paragraph of the template in HTML: a table or a button when it holds only that, else words and short links. */
function paragraphHtml(paragraph: string, variables: Variables, language: Language): string {
  const only = new RegExp(`^\\s*(?:${PIECE.source})\\s*$`).exec(paragraph);
  if (only) {
    const [, label, linkName, name] = only;
    const value = variables[linkName ?? name];
    if (value !== undefined && typeof value !== 'string') return value.html;
    const url = textOf(value);
    if (isLink(linkName ?? name) && isAddress(url)) return `<p style="margin:0 0 16px">${button(url, label ?? labelOf(name, url, language))}</p>`;
  }
  // Piece by piece (the template's words are its author's; a value is only ever its own text or the shop's link), never once filled.
  let html = '';
  let from = 0;
  for (const match of paragraph.matchAll(PIECE)) {
    const [whole, label, linkName, name] = match;
    html += linked(paragraph.slice(from, match.index));
    from = match.index + whole.length;
    const key = linkName ?? name;
    const value = textOf(variables[key]);
    if (isLink(key) && isAddress(value)) html += inlineLink(value, label ?? labelOf(key, value, language));
    else html += label === undefined ? escapeHtml(value) : `${linked(`[${label}](`)}${escapeHtml(value)})`;
  }
  html += linked(paragraph.slice(from));
  const filled = tidy(html);
  return filled ? `<p style="margin:0 0 16px">${filled.split('\n').join('<br>')}</p>` : '';
}

/** The logo e-mails show, at the shop's public address (storefront/public/email-logo.png). */
export const EMAIL_LOGO_PATH = '/email-logo.png';

/** The shop's logo at its public address, or its name where none is known. */
const masthead = (shopName: string, frame: EmailFrame | undefined): string =>
  frame
    ? `<a href="${escapeHtml(frame.shopUrl)}/"><img src="${escapeHtml(frame.shopUrl)}${EMAIL_LOGO_PATH}" width="240" height="48" alt="${escapeHtml(shopName)}" style="display:block;border:0;max-width:100%;height:auto"></a>`
    : `<div style="font-size:20px;font-weight:bold;color:${LINK_COLOUR}">${escapeHtml(shopName)}</div>`;

function emailHtml(body: string, variables: Variables, subject: string, language: Language, frame: EmailFrame | undefined): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraphHtml(paragraph, variables, language))
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#2b2118;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:16px 12px">
<div style="margin:0 0 12px">${masthead(textOf(variables.shop_name) || 'Kenyan Crafts', frame)}</div>
<div style="background:#fff;border-radius:8px;padding:20px 16px;overflow-wrap:break-word">
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
