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
}
