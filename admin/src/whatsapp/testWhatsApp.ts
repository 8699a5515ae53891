// WhatsApp conversations and template mappings as the API sends them, for the console's component tests.
import type { WhatsAppConversationDetail, WhatsAppMessage, WhatsAppTemplate } from '@shop/api-client';

const HOUR_MS = 3_600_000;

/** An ISO time `hours` from now (negative: ago). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

export const aMessage = (overrides: Partial<WhatsAppMessage> = {}): WhatsAppMessage => ({
  id: 1,
  direction: 'in',
  body: 'Does the Kiondo come in blue?',
  sent_by: null,
  delivery_status: null,
  created_at: hoursFromNow(-2),
  ...overrides,
});

/** A conversation whose customer wrote two hours ago (the window open for 22 more), with one answer from staff. */
export const aConversation = (overrides: Partial<WhatsAppConversationDetail> = {}): WhatsAppConversationDetail => {
  const messages = overrides.messages ?? [
    aMessage(),
    aMessage({ id: 2, direction: 'out', body: 'Karibu! Yes, in blue too.', sent_by: 'wanjiku', delivery_status: 'read', created_at: hoursFromNow(-1.5) }),
  ];
  return {
    id: '254712345678',
    phone: '254712345678',
    name: 'Achieng',
    user_id: 7,
    order_id: 123,
    last_message: messages[messages.length - 1],
    window_closes_at: hoursFromNow(22),
    messages,
    ...overrides,
  };
};

export const aWhatsAppTemplate = (overrides: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate => ({
  id: 'order_shipped.en',
  event: 'order_shipped',
  language: 'en',
  name: 'order_shipped',
  body: 'Habari {{1}}! Order {{2}} is on its way. Track it: {{3}} - Kenyan Crafts',
  variables: ['name', 'reference', 'track_url'],
  available_variables: ['name', 'reference', 'tracking_id', 'track_url', 'shop_name'],
  changed: false,
  ...overrides,
});
