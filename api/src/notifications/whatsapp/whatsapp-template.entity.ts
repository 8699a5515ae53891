import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { Language } from '../notification-events';
import type { WhatsAppEvent } from './whatsapp-template-defaults';

/** The approved WhatsApp template staff mapped an event and language to; events nobody mapped use the shop's defaults. */
@Entity('whatsapp_templates')
@Unique(['event', 'language'])
export class WhatsAppTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  event: WhatsAppEvent;

  @Column({ type: 'varchar', length: 8 })
  language: Language;

  /** Meta's template name; empty keeps this event on SMS. */
  @Column({ type: 'varchar', length: 512, default: '' })
  name: string;

  @Column({ type: 'text' })
  body: string;

  /** The order variables that fill {{1}}, {{2}} …, as a JSON list. */
  @Column({ type: 'text' })
  variables: string;

  @Column({ name: 'updated_by', type: 'varchar', default: '' })
  updatedBy: string;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
