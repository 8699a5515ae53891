import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DiscountType } from './discount-rules';

/** Ids kept as ",1,2," text: a handful per code, read with the code. */
const idList = {
  to: (ids: unknown) => (Array.isArray(ids) ? (ids.length ? `,${ids.join(',')},` : '') : ids),
  from: (text: unknown) => (Array.isArray(text) ? text : typeof text === 'string' && text ? text.split(',').filter(Boolean).map(Number) : []),
};

/** A discount code staff set up (money in cents). */
@Entity('discount_codes')
export class DiscountCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper-case; unique. */
  @Column({ type: 'varchar' })
  code: string;

  @Column({ type: 'varchar' })
  type: DiscountType;

  /** Whole percent, or cents off; 0 for free delivery. */
  @Column({ type: 'integer', default: 0 })
  value: number;

  @Column({ name: 'min_goods_total', type: 'integer', nullable: true })
  minGoodsTotal: number | null;

  @Column({ name: 'starts_at', type: Date, nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: Date, nullable: true })
  endsAt: Date | null;

  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  @Column({ name: 'product_ids', type: 'varchar', default: '', transformer: idList })
  productIds: number[];

  @Column({ name: 'category_ids', type: 'varchar', default: '', transformer: idList })
  categoryIds: number[];

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Orders holding the code now; counted up in the checkout transaction, down when such an order ends unpaid. */
  @Column({ name: 'times_used', type: 'integer', default: 0 })
  timesUsed: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** One order's use of a code; released (once) when the order is cancelled, expires or fails. */
@Entity('discount_redemptions')
export class DiscountRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'code_id', type: 'integer' })
  codeId: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  /** Cents. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'boolean', default: false })
  released: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
