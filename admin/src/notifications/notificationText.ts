import type { DeliveryChannels, Notification, NotificationTemplate } from '@shop/api-client';

type Choice<Id extends string> = { id: Id; name: string };

/** What happened, in staff words: the event a message tells of (a Record, so a new event cannot go unnamed). */
const EVENT_NAMES: Record<Notification['event'], string> = {
  order_paid: 'Order paid',
  order_ready: 'Order ready for collection',
  order_shipped: 'Order shipped',
  order_completed: 'Order completed',
  order_cancelled: 'Order cancelled',
  order_expired: 'Order expired',
  order_refunded: 'Order refunded',
  payment_review: 'Payment to check',
  stock_low: 'Stock low',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  newsletter_welcome: 'Newsletter welcome',
  account_exists: 'Sign-up with a taken e-mail',
};
export const EVENT_CHOICES: Choice<Notification['event']>[] = Object.entries(EVENT_NAMES).map(([id, name]) => ({ id: id as Notification['event'], name }));

export const CHANNEL_CHOICES: Choice<Notification['channel']>[] = [
  { id: 'sms', name: 'SMS' },
  { id: 'email', name: 'E-mail' },
  { id: 'whatsapp', name: 'WhatsApp' },
];

export const STATUS_CHOICES: Choice<Notification['status']>[] = [
  { id: 'queued', name: 'Queued' },
  { id: 'sent', name: 'Sent' },
  { id: 'failed', name: 'Failed' },
  { id: 'skipped', name: 'Skipped' },
];

export const AUDIENCE_CHOICES: Choice<NotificationTemplate['audience']>[] = [
  { id: 'customer', name: 'Customer' },
  { id: 'staff', name: 'Staff' },
];

/** The languages a customer's message is written in (staff messages are English only). */
export const LANGUAGE_CHOICES: Choice<NotificationTemplate['language']>[] = [
  { id: 'en', name: 'English' },
  { id: 'sw', name: 'Kiswahili' },
];

const nameOf = <Id extends string>(choices: Choice<Id>[], id: Id): string => choices.find(choice => choice.id === id)?.name ?? id;

export const eventLabel = (event: Notification['event']) => nameOf(EVENT_CHOICES, event);
export const channelLabel = (channel: Notification['channel']) => nameOf(CHANNEL_CHOICES, channel);
export const statusLabel = (status: Notification['status']) => nameOf(STATUS_CHOICES, status);
export const languageLabel = (language: NotificationTemplate['language']) => nameOf(LANGUAGE_CHOICES, language);

/** A template by name, as the list, its editor and every mention of it say it: 'Order shipped · SMS · English', '… · to staff'. */
export const templateName = (template: Pick<NotificationTemplate, 'event' | 'channel' | 'language' | 'audience'>) =>
  `${eventLabel(template.event)} · ${channelLabel(template.channel)} · ${languageLabel(template.language)}${template.audience === 'staff' ? ' · to staff' : ''}`;

/** Only a message that failed or was skipped can be sent again (the API answers 409 otherwise). */
export const canResend = (notification: Pick<Notification, 'status'>) =>
  notification.status === 'failed' || notification.status === 'skipped';

/** "#123": an order named by its id (its reference is random, so it cannot be made from the id). */
export const orderNumber = (orderId: number) => `#${orderId}`;

/** The console's list of messages, filtered: the overview's counts link here. */
export const notificationsFilteredBy = (filter: Partial<Pick<Notification, 'status' | 'channel' | 'event' | 'order_id'>>) =>
  `/notifications?filter=${encodeURIComponent(JSON.stringify(filter))}`;

type ChannelModes = Pick<DeliveryChannels, 'sms' | 'email' | 'whatsapp' | 'mpesa'>;

/** Each channel's modes in plain words (a Record per channel, so a new mode cannot go unnamed). */
const MODE_WORDS: { [Channel in keyof ChannelModes]: Record<ChannelModes[Channel], string> } = {
  sms: {
    africastalking: "SMS: Africa's Talking",
    'stand-in': 'SMS: development stand-in (nothing reaches phones)',
    off: 'SMS: OFF — AT_USERNAME and AT_API_KEY are not set',
  },
  email: {
    smtp: 'E-mail: sent through SMTP',
    outbox: 'E-mail: kept in the outbox (development)',
    off: 'E-mail: OFF — SMTP_URL is not set',
  },
  whatsapp: {
    cloud: 'WhatsApp: order updates through the Cloud API, to customers who asked',
    'stand-in': 'WhatsApp: development stand-in at /whatsapp-sandbox (nothing reaches phones)',
    off: 'WhatsApp: off — order updates go by SMS (WHATSAPP_TOKEN is not set)',
  },
  // How M-Pesa prompts reach the shoppers' phones, shown beside the messages: off means the payment page offers no M-Pesa.
  mpesa: {
    daraja: 'M-Pesa: prompts through Safaricom (Daraja)',
    'stand-in': 'M-Pesa: development stand-in at /mpesa-sandbox (no money moves)',
    off: 'M-Pesa: OFF — MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are not set',
  },
};

/** How a channel goes out, in plain words; `warning` when nothing reaches anyone (WhatsApp off is no warning: SMS carries its messages). */
export const channelWords = <Channel extends keyof ChannelModes>(channel: Channel, mode: ChannelModes[Channel]): { text: string; warning: boolean } => ({
  text: MODE_WORDS[channel][mode],
  warning: mode === 'off' && channel !== 'whatsapp',
});

/** '137 characters · 1 SMS part (GSM)' */
export const smsLength = ({ characters, parts, encoding }: { characters: number; parts: number; encoding: 'gsm' | 'unicode' }) =>
  `${characters} character${characters === 1 ? '' : 's'} · ${parts} SMS part${parts === 1 ? '' : 's'} (${encoding === 'gsm' ? 'GSM' : 'Unicode'})`;
