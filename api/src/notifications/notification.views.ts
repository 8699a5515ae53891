import { ApiProperty } from '@nestjs/swagger';
import { CHANNELS, type Channel, LANGUAGES, type Language, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, type NotificationEvent, type NotificationStatus, isSecurityTemplate, TEMPLATE_KEYS, type TemplateKey, templateSpec, templateVariables } from './notification-events';
import { Notification } from './notification.entities';
import { SmsLength } from './render';
import { TemplateEntry, templateId } from './templates.service';

/** A message of the outbox as staff see it in the console. */
export class NotificationView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_EVENTS, enumName: 'NotificationEvent' }) event: NotificationEvent;
  @ApiProperty({ enum: CHANNELS, enumName: 'NotificationChannel' }) channel: Channel;
  @ApiProperty({ example: '+254712345678' }) recipient: string;
  @ApiProperty({ enum: TEMPLATE_KEYS, enumName: 'NotificationTemplateKey' }) template: TemplateKey;
  @ApiProperty({ enum: LANGUAGES, enumName: 'NotificationLanguage' }) language: Language;
  @ApiProperty({ enum: NOTIFICATION_STATUSES, enumName: 'NotificationStatus' }) status: NotificationStatus;
  @ApiProperty({ type: Number, nullable: true }) order_id: number | null;
  @ApiProperty({ description: 'E-mail subject; empty for SMS' }) subject: string;
  @ApiProperty({ description: 'The text as sent (the SMS, or the e-mail text part), a reset link or code or a leave link shown as [hidden]' }) text: string;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail as sent, HTML, its secrets [hidden] too' }) html: string | null;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, example: 'stand-in' }) provider: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ATXid_5b0c…' }) provider_message_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The SMS provider's last delivery report", example: 'Success' }) delivery_status: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last try failed, or why the message was skipped' }) error: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The WhatsApp message this SMS replaces, which WhatsApp could not deliver' }) fallback_of: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: Date | null;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;

  /** The row as stored: it never holds a secret readable (outbox.service.ts seals them). */
  static of(row: Notification): NotificationView {
    return {
      id: row.id,
      event: row.event,
      channel: row.channel,
      recipient: row.recipient,
      template: row.template,
      language: row.language,
      status: row.status,
      order_id: row.orderId,
      subject: row.subject,
      text: row.body,
      html: row.html,
      attempts: row.attempts,
      provider: row.provider,
      provider_message_id: row.providerMessageId,
      delivery_status: row.deliveryStatus,
      error: row.error,
      fallback_of: row.fallbackOf,
      sent_at: row.sentAt,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  }
}

/** How SMS, e-mail and WhatsApp go out on this shop, and how M-Pesa prompts reach phones (console overview, health). */
export class DeliveryChannelsView {
  @ApiProperty({ enum: ['africastalking', 'stand-in', 'off'], description: "africastalking: real SMS; stand-in: the built-in stand-in receives them (development); off: no SMS is sent (production without keys)" })
  sms: 'africastalking' | 'stand-in' | 'off';
  @ApiProperty({ enum: ['smtp', 'outbox', 'off'], description: 'smtp: sent; outbox: kept in the outbox and shown in the console (development); off: no e-mail is sent (production without SMTP_URL)' })
  email: 'smtp' | 'outbox' | 'off';
  @ApiProperty({ enum: ['daraja', 'stand-in', 'off'], description: 'daraja: M-Pesa prompts go to phones through Safaricom; stand-in: the built-in stand-in at /mpesa-sandbox plays the phone (development); off: the payment page offers no M-Pesa (production without keys)' })
  mpesa: 'daraja' | 'stand-in' | 'off';
  @ApiProperty({
    enum: ['cloud', 'stand-in', 'off'],
    description: 'cloud: order updates go by WhatsApp (Cloud API) to customers who asked; stand-in: the built-in stand-in at /whatsapp-sandbox plays their phones (development); off: they go by SMS (production without WHATSAPP_TOKEN)',
  })
  whatsapp: 'cloud' | 'stand-in' | 'off';
  @ApiProperty({ type: [String], example: ['order_shipped.sw'], description: 'Order updates (event.language) staff keep on SMS: no WhatsApp template is named for them' })
  whatsapp_unmapped: string[];
  @ApiProperty({ description: 'Messages waiting to be sent' }) queued: number;
  @ApiProperty({ description: 'Messages that failed in the last 7 days' }) failed_recently: number;
}

export class SmsLengthView implements SmsLength {
  @ApiProperty() characters: number;
  @ApiProperty() parts: number;
  @ApiProperty({ enum: ['gsm', 'unicode'] }) encoding: 'gsm' | 'unicode';
}

/** A template in one language, as staff edit it. */
export class NotificationTemplateView {
  @ApiProperty({ example: 'order_paid.sms.en' }) id: string;
  @ApiProperty({ enum: TEMPLATE_KEYS, enumName: 'NotificationTemplateKey' }) template: TemplateKey;
  @ApiProperty({ enum: NOTIFICATION_EVENTS, enumName: 'NotificationEvent' }) event: NotificationEvent;
  @ApiProperty({ enum: ['customer', 'staff'] }) audience: 'customer' | 'staff';
  @ApiProperty({ enum: CHANNELS, enumName: 'NotificationChannel' }) channel: Channel;
  @ApiProperty({ enum: LANGUAGES, enumName: 'NotificationLanguage' }) language: Language;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'E-mail subject; empty for SMS' }) subject: string;
  @ApiProperty() body: string;
  @ApiProperty({ type: [String], description: 'Placeholders it may use, as {{name}}' }) variables: string[];
  @ApiProperty({ description: 'Carries a secret (reset link or code, leave link): only an admin may change it, and secrets stay out of its subject' }) security: boolean;
  @ApiProperty({ description: "Changed by staff (false: the shop's default words)" }) edited: boolean;
  @ApiProperty({ type: String, nullable: true }) updated_by: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated_at: Date | null;

  static of(entry: TemplateEntry): NotificationTemplateView {
    const spec = templateSpec(entry.key);
    return {
      id: templateId(entry.key, entry.language),
      template: entry.key,
      event: spec.event,
      audience: spec.audience,
      channel: spec.channel,
      language: entry.language,
      description: spec.description,
      subject: entry.subject,
      body: entry.body,
      variables: [...templateVariables(entry.key)],
      security: isSecurityTemplate(entry.key),
      edited: entry.edited,
      updated_by: entry.updatedBy,
      updated_at: entry.updatedAt,
    };
  }
}

/** A template filled with a real order's (or variant's, or account's) data, as it would be sent. */
export class TemplatePreviewView {
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) html: string | null;
  @ApiProperty({ type: SmsLengthView, nullable: true, description: 'SMS only: characters and parts (160 a part, 153 when split; 70/67 with Unicode)' }) sms: SmsLengthView | null;
  @ApiProperty({ description: 'What the preview is filled with, e.g. "order KC-000012"' }) sample: string;
}
