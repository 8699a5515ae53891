import type { WhatsAppConversation, WhatsAppEvent, WhatsAppMessage, WhatsAppTemplate } from '@shop/api-client';
import { phoneText } from '../layout/phone';
import { EVENT_CHOICES, eventLabel, LANGUAGE_CHOICES, languageLabel } from '../notifications/notificationText';

/** The order updates WhatsApp carries (a Record, so a new one cannot go unlisted). */
const WHATSAPP_EVENTS: Record<WhatsAppEvent, true> = {
  order_paid: true,
  order_ready: true,
  order_shipped: true,
  order_completed: true,
  order_cancelled: true,
  order_expired: true,
  order_refunded: true,
};

export const WHATSAPP_EVENT_CHOICES = EVENT_CHOICES.filter(choice => choice.id in WHATSAPP_EVENTS);

/** A template mapping by name, as the list, its editor and the overview say it: 'Order shipped · Kiswahili'. */
export const whatsAppTemplateName = (template: Pick<WhatsAppTemplate, 'event' | 'language'>) => `${eventLabel(template.event)} · ${languageLabel(template.language)}`;

/** An `event.language` id the overview names ('order_shipped.sw') in staff words: 'Order shipped (Kiswahili)'; an unknown one as it is. */
export const unmappedWords = (id: string): string => {
  const [event, language] = id.split('.');
  const known = LANGUAGE_CHOICES.find(choice => choice.id === language);
  const words = eventLabel(event as WhatsAppTemplate['event']);
  return known && words !== event ? `${words} (${known.name})` : id;
};

/** The {{n}} a body needs filled: its highest number (as WhatsApp counts them), 0 when it has none. */
export const placeholderCount = (body: string): number => Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map(match => Number(match[1])));

/** The 24-hour window of a conversation as a chip says it; open until `closesAt` (read against `now`, as it closes while the page is open). */
export interface AnswerWindow {
  open: boolean;
  text: string;
  /** '14:05' or '09:30 tomorrow' while open, else ''. */
  until: string;
  /** Less than an hour left. */
  closing: boolean;
}

const ONE_HOUR_MS = 3_600_000;

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** '14:05' — a time of day in the console's 24-hour style. */
export const clock = (date: Date) => date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** When a message came, as short as a phone's row needs: '14:05' today, else '28 Nov'. */
export const shortWhen = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  return sameDay(date, now) ? clock(date) : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
};

/** 'Answer before 14:05' (or '… 09:30 tomorrow'), or 'Window closed' when WhatsApp takes only a template now. */
export const answerWindow = (closesAt: string | null, now: Date = new Date()): AnswerWindow => {
  const closes = closesAt === null ? null : new Date(closesAt);
  if (!closes || closes.getTime() <= now.getTime()) return { open: false, text: 'Window closed', until: '', closing: false };
  const until = sameDay(closes, now) ? clock(closes) : `${clock(closes)} tomorrow`;
  return { open: true, text: `Answer before ${until}`, until, closing: closes.getTime() - now.getTime() < ONE_HOUR_MS };
};

/** What the reply box says while the window is closed (the API's 409 says the same). */
export const WINDOW_CLOSED_WORDS =
  'More than 24 hours have passed since the customer last wrote: WhatsApp now takes only an approved template. Call or SMS them, or wait for them to write again.';

/** A conversation's number (WhatsApp's '254712345678') as the console writes phones: '+254 712 345 678'. */
export const whatsAppPhone = (phone: string) => phoneText(`+${phone}`);

/** Who the conversation is with: their WhatsApp name, else their number. */
export const conversationName = (conversation: Pick<WhatsAppConversation, 'name' | 'phone'>) => conversation.name.trim() || whatsAppPhone(conversation.phone);

/** The last message in a row of the inbox: one line, at most `length` characters, staff's answer marked as theirs. */
export const snippet = (message: Pick<WhatsAppMessage, 'direction' | 'body' | 'sent_by'>, length = 80): string => {
  const line = message.body.replace(/\s+/g, ' ').trim();
  const short = line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
  return message.direction === 'out' ? `${message.sent_by ?? 'Staff'}: ${short}` : short;
};

const DELIVERY_WORDS: Record<string, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Not delivered' };

/** An answer's delivery in staff words ('Read'); an unknown one as WhatsApp said it. */
export const deliveryWords = (status: string | null): string => (status ? (DELIVERY_WORDS[status] ?? status) : '');
