import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, Language } from '../i18n/languages';

export const CONTACT_SUBJECTS = ['general', 'order', 'product', 'wholesale', 'partnership', 'feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'varchar', default: '' })
  phone: string;

  @Column({ type: 'varchar' })
  subject: ContactSubject;

  @Column({ type: 'text' })
  message: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}

@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Trimmed and lower-case. */
  @Column({ type: 'varchar', unique: true })
  email: string;

  /** The language of the visit that subscribed: the welcome and newsletters are in it (issue 21). */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
