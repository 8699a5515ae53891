import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintCents } from '../../orders/order.entities';

/**
 * Where one prompt stands: waiting for the shopper (and, until Daraja accepts it, for Daraja), paid, or not paid.
 * Only one prompt of an order waits at a time (a partial unique index).
 */
export type MpesaAttemptStatus = 'pending' | 'paid' | 'failed';

/** One M-Pesa Express prompt to a shopper's phone for an order: a retry or another phone is another attempt. */
@Entity('mpesa_attempts')
export class MpesaAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  /** The paying phone, 2547XXXXXXXX or 2541XXXXXXXX. */
  @Column({ type: 'varchar', length: 12 })
  phone: string;

  /** What the prompt asks, in cents (always whole shillings). */
  @Column({ type: 'bigint', transformer: bigintCents })
  amount: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MpesaAttemptStatus;

  /** Daraja's ids of the prompt, once it accepted it. */
  @Column({ name: 'merchant_request_id', type: 'varchar', length: 64, nullable: true })
  merchantRequestId: string | null;

  @Column({ name: 'checkout_request_id', type: 'varchar', length: 64, nullable: true, unique: true })
  checkoutRequestId: string | null;

  /** Daraja's result (0 paid, 1032 cancelled, 1037 unreachable, 2001 wrong PIN …), kept as it came. */
  @Column({ name: 'result_code', type: 'integer', nullable: true })
  resultCode: number | null;

  @Column({ name: 'result_desc', type: 'varchar', length: 255, nullable: true })
  resultDesc: string | null;

  /** The M-Pesa receipt of a payment (from the callback): one payment, one receipt. */
  @Column({ type: 'varchar', length: 20, nullable: true, unique: true })
  receipt: string | null;

  /** What the callback said was paid, in cents, when it said so. */
  @Column({ name: 'paid_amount', type: 'bigint', nullable: true, transformer: bigintCents })
  paidAmount: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Safaricom's callback as it came (unsigned: a hint, which a query confirms), kept before any work is done on it. */
@Entity('mpesa_callbacks')
export class MpesaCallback {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'checkout_request_id', type: 'varchar', length: 64, nullable: true })
  checkoutRequestId: string | null;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'received_at' })
  receivedAt: Date;
}
