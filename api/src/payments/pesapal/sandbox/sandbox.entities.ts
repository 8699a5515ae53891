import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An IPN URL registered with the built-in sandbox. */
@Entity('pesapal_sandbox_ipns')
export class SandboxIpn {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'ipn_id', type: 'varchar', unique: true })
  ipnId: string;

  @Column({ type: 'varchar' })
  url: string;

  /** GET or POST. */
  @Column({ name: 'notification_type', type: 'varchar' })
  notificationType: 'GET' | 'POST';

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}

/**
 * An order submitted to the built-in sandbox and what the shopper did on its hosted page. Kept in the
 * database (not memory) so it works with several API replicas, like the real service.
 */
@Entity('pesapal_sandbox_transactions')
export class SandboxTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tracking_id', type: 'varchar', unique: true })
  trackingId: string;

  @Column({ name: 'merchant_reference', type: 'varchar' })
  merchantReference: string;

  /** Cents, as everywhere in the shop's database. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar' })
  currency: string;

  @Column({ type: 'varchar' })
  description: string;

  @Column({ name: 'callback_url', type: 'varchar' })
  callbackUrl: string;

  @Column({ name: 'notification_id', type: 'varchar' })
  notificationId: string;

  @Column({ type: 'varchar', default: '' })
  phone: string;

  @Column({ type: 'varchar', default: '' })
  email: string;

  /** Pesapal's status_code: 0 pending, 1 completed, 2 failed, 3 reversed. */
  @Column({ name: 'status_code', type: 'integer', default: 0 })
  statusCode: number;

  @Column({ name: 'payment_method', type: 'varchar', default: '' })
  paymentMethod: string;

  @Column({ name: 'confirmation_code', type: 'varchar', default: '' })
  confirmationCode: string;

  @Column({ name: 'payment_account', type: 'varchar', default: '' })
  paymentAccount: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
