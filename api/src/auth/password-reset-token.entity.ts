import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One password reset: the e-mailed link's token and the SMS code, both kept only as hashes. Single use
 * (`used_at`), an hour long, dead after too many wrong codes; asking again ends the account's earlier ones.
 * A row without a user is the decoy an unknown account's request writes (used from the start).
 */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'token_hash', type: 'varchar' })
  tokenHash: string;

  @Column({ name: 'code_hash', type: 'varchar' })
  codeHash: string;

  @Column({ name: 'code_attempts', type: 'integer', default: 0 })
  codeAttempts: number;

  @Column({ name: 'expires_at', type: Date })
  expiresAt: Date;

  @Column({ name: 'used_at', type: Date, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
