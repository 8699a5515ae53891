// A message of the outbox and a template as the API sends them, for the console's component tests.
import type { Notification, NotificationTemplate } from '@shop/api-client';

export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 5,
  event: 'order_shipped',
  channel: 'sms',
  recipient: '+254712345678',
  template: 'order_shipped.sms',
  language: 'en',
  status: 'sent',
  order_id: 123,
  subject: '',
  text: 'Kenyan Crafts: order KC-000123 is on its way. Tracking number: G4S-88120045.',
  html: null,
  attempts: 1,
  provider: 'stand-in',
  provider_message_id: 'ATXid_5b0c',
  delivery_status: 'Success',
  error: null,
  fallback_of: null,
  sent_at: '2025-05-01T09:05:00Z',
  created_at: '2025-05-01T09:00:00Z',
  updated_at: '2025-05-01T09:05:00Z',
  ...overrides,
});

export const aTemplate = (overrides: Partial<NotificationTemplate> = {}): NotificationTemplate => ({
  id: 'order_shipped.sms.en',
  template: 'order_shipped.sms',
  event: 'order_shipped',
  audience: 'customer',
  channel: 'sms',
  language: 'en',
  description: 'To the customer when the order leaves the shop',
  subject: '',
  body: '{{shop_name}}: order {{reference}} is on its way.',
  variables: ['shop_name', 'reference', 'tracking_line'],
  security: false,
  edited: false,
  updated_by: null,
  updated_at: null,
  ...overrides,
});
