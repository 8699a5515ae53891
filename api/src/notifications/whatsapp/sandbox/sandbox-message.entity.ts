import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** How far a message to the phone has come, as its status webhooks tell the shop; a customer's message is `to-shop`. */
export type SandboxMessageStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'to-shop';

/**
 * A message through the built-in WhatsApp stand-in: one the shop sent a customer's number (`out`), or one typed on its
 * phone page for the shop (`in`). Kept in the database, not in memory, so every API replica and worker sees the same
 * phones, as with Meta's own.
 */
@Entity('whatsapp_sandbox_messages')
export class WhatsAppSandboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  /** Meta's id of the message (wamid…), the one its status webhooks name. */
  @Column({ name: 'wa_message_id', type: 'varchar', length: 128, unique: true })
  waMessageId: string;

  /** Seen from the shop: `out` it sent to the phone, `in` the phone sent it. */
  @Column({ type: 'varchar', length: 3 })
  direction: 'out' | 'in';

  /** The customer's number, 2547XXXXXXXX. */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 8 })
  kind: 'template' | 'text';

  /** A template message's name, language and body parameters (JSON list). */
  @Column({ name: 'template_name', type: 'varchar', length: 512, nullable: true })
  templateName: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  language: string | null;

  @Column({ type: 'text', nullable: true })
  parameters: string | null;

  /** What the phone shows: the text, or a template's body filled as the shop maps it (empty when the shop has no such mapping). */
  @Column({ type: 'text' })
  body: string;

  /** A message to the phone: accepted, then sent, delivered and read as its webhooks go out. A customer's: to-shop. */
  @Column({ type: 'varchar', length: 16 })
  status: SandboxMessageStatus;

  /** A customer's message: how the shop's webhook answered it (null: 200); shown on the phone page. */
  @Column({ name: 'webhook_error', type: 'varchar', length: 255, nullable: true })
  webhookError: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
