import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PhoneAnswerName } from './phone-answers';
import type { PromptRecord } from './daraja-contract';

/**
 * A prompt the built-in M-Pesa stand-in received, and what the shopper answered on its phone page. Kept in the
 * database, not in memory, so any API replica answers its query, like the real service.
 */
@Entity('mpesa_sandbox_prompts')
export class MpesaSandboxPrompt implements PromptRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'checkout_request_id', type: 'varchar', length: 64, unique: true })
  checkoutRequestId: string;

  @Column({ name: 'merchant_request_id', type: 'varchar', length: 64 })
  merchantRequestId: string;

  /** Whole shillings, as Daraja takes them. */
  @Column({ type: 'integer' })
  amount: number;

  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  @Column({ type: 'varchar', length: 12 })
  phone: string;

  @Column({ name: 'account_reference', type: 'varchar', length: 12 })
  accountReference: string;

  @Column({ name: 'callback_url', type: 'varchar', length: 500 })
  callbackUrl: string;

  /** The button pressed on the phone page; null while the prompt waits. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  answer: PhoneAnswerName | null;

  @Column({ name: 'result_code', type: 'integer', nullable: true })
  resultCode: number | null;

  @Column({ name: 'result_desc', type: 'varchar', length: 255, nullable: true })
  resultDesc: string | null;

  /** The M-Pesa receipt of a paid prompt. */
  @Column({ type: 'varchar', length: 10, nullable: true, unique: true })
  receipt: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'answered_at', type: Date, nullable: true })
  answeredAt: Date | null;
}
