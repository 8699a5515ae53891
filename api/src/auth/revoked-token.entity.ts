import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Logged-out tokens, kept until they would have expired anyway (shared by every API replica). */
@Entity('revoked_tokens')
export class RevokedToken {
  @PrimaryColumn()
  jti: string;

  @Column({ name: 'expires_at' })
  expiresAt: Date;
}
