import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Channel, Language, NotificationEvent, NotificationStatus, TemplateKey } from './notification-events';

/**
 * One message in the outbox: written in the transaction of the change that causes it, then sent by a
 * worker (or the sweeper) with retries. `(event_key, channel, recipient)` is unique, so one occurrence
 * can never make a second row however often it is reported.
 */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  event: NotificationEvent;

  /** The occurrence: `order/12/paid`, `variant/7/low/90` (the inventory log of the crossing)… */
  @Column({ name: 'event_key', type: 'varchar' })
  eventKey: string;

  @Column({ type: 'varchar' })
  channel: Channel;

  /** `+2547XXXXXXXX` for SMS, an address for e-mail. */
  @Column({ type: 'varchar' })
  recipient: string;

  @Column({ type: 'varchar' })
  template: TemplateKey;

  @Column({ type: 'varchar' })
  language: Language;

  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ type: 'varchar', default: '' })
  subject: string;

  /** The text as sent (the SMS, or the e-mail's text part); a secret in it reads [hidden]. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  /** The message with its secrets, sealed (sealed-message.ts) until it is sent; null when it carries none. */
  @Column({ type: 'text', nullable: true })
  sealed: string | null;

  @Column({ type: 'varchar' })
  status: NotificationStatus;

  /** Tries made so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** A queued row is sent no earlier; a row being sent is held until then (a lease), so a crashed sender's row comes back. */
  @Column({ name: 'due_at', type: Date })
  dueAt: Date;

  /** `africastalking`, `stand-in` or `smtp`. */
  @Column({ type: 'varchar', nullable: true })
  provider: string | null;

  @Column({ name: 'provider_message_id', type: 'varchar', nullable: true })
  providerMessageId: string | null;

  /** What the SMS provider's delivery report last said (Success, Failed…), a hint only. */
  @Column({ name: 'delivery_status', type: 'varchar', nullable: true })
  deliveryStatus: string | null;

  /** Why the last try failed, or why the row was skipped. */
  @Column({ type: 'varchar', nullable: true })
  error: string | null;

  /** WhatsApp: the template message as sent, and the SMS that replaces it should WhatsApp not deliver (whatsapp-payload.ts). */
  @Column({ type: 'text', nullable: true })
  payload: string | null;

  /** The WhatsApp row this SMS replaces, when WhatsApp could not deliver it. */
  @Column({ name: 'fallback_of', type: 'integer', nullable: true })
  fallbackOf: number | null;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** A template staff changed; templates nobody changed are the shop's defaults (default-templates.ts). */
@Entity('notification_templates')
export class NotificationTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  template: TemplateKey;

  @Column({ type: 'varchar' })
  language: Language;

  @Column({ type: 'varchar', default: '' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'updated_by', type: 'varchar', default: '' })
  updatedBy: string;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
