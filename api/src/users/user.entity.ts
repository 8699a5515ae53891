import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '../common/roles';
import { DEFAULT_LANGUAGE, Language } from '../i18n/languages';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ unique: true })
  username: string;

  @Column({ unique: true })
  email: string;

  @Column({ name: 'password_hash' })
  passwordHash: string;

  @Column({ name: 'first_name', default: '' })
  firstName: string;

  @Column({ name: 'last_name', default: '' })
  lastName: string;

  @Column({ default: '' })
  phone: string;

  @Column({ default: '' })
  address: string;

  @Column({ name: 'profile_image', type: 'varchar', nullable: true })
  profileImage: string | null;

  @Column({ type: 'varchar', default: 'customer' })
  role: Role;

  @CreateDateColumn({ name: 'date_joined' })
  dateJoined: Date;

  /** Tokens issued before this are refused: changing the password ends every other session. */
  @Column({ name: 'password_changed_at', type: Date, nullable: true })
  passwordChangedAt: Date | null;

  /** The language the shop speaks to this customer in (issue 21). */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  /** When and where (checkout, account) the customer asked for order updates on WhatsApp (issue 33). */
  @Column({ name: 'whatsapp_opt_in_at', type: Date, nullable: true })
  whatsappOptInAt: Date | null;

  @Column({ name: 'whatsapp_opt_in_via', type: 'varchar', length: 16, nullable: true })
  whatsappOptInVia: WhatsAppConsentPlace | null;

  /** When and how (account, or a STOP reply) they withdrew it; asking again clears it. */
  @Column({ name: 'whatsapp_opt_out_at', type: Date, nullable: true })
  whatsappOptOutAt: Date | null;

  @Column({ name: 'whatsapp_opt_out_via', type: 'varchar', length: 16, nullable: true })
  whatsappOptOutVia: WhatsAppConsentPlace | null;

  /** Whether the shop's order updates go to this customer by WhatsApp (instead of SMS). */
  get whatsappUpdates(): boolean {
    return this.whatsappOptInAt !== null && this.whatsappOptOutAt === null;
  }
}

/** Where a WhatsApp opt-in was given or withdrawn: the checkout's box, the account page, or a STOP reply. */
export type WhatsAppConsentPlace = 'checkout' | 'account' | 'reply';
