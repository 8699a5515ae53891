import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One message of a WhatsApp conversation with a customer: one they sent the shop, or a staff member's answer. */
@Entity('whatsapp_messages')
export class WhatsAppMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 3 })
  direction: 'in' | 'out';

  /** The customer's number, 2547XXXXXXXX (as WhatsApp gives it). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** WhatsApp's id of the message (wamid…): a webhook delivered twice keeps one row. */
  @Column({ name: 'wa_message_id', type: 'varchar', length: 128, nullable: true, unique: true })
  waMessageId: string | null;

  /** The customer's WhatsApp profile name, as their message came with it. */
  @Column({ type: 'varchar', length: 100, default: '' })
  name: string;

  /** The text; for a picture, voice note or other kind, what it was ("[image]"). */
  @Column({ type: 'text' })
  body: string;

  /** The customer's account and latest order with that number, when the shop knows them. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  /** Who answered (staff username), for an answer. */
  @Column({ name: 'sent_by', type: 'varchar', length: 150, nullable: true })
  sentBy: string | null;

  /** An answer's delivery as WhatsApp reports it: sent, delivered, read or failed. */
  @Column({ name: 'delivery_status', type: 'varchar', length: 16, nullable: true })
  deliveryStatus: string | null;

  /** When the customer sent it (WhatsApp's time), or when staff answered. */
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
