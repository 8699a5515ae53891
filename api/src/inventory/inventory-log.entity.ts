import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Why a variant's stock or price moved (DESIGN.md "Orders, stock and payments"). */
export type ChangeType = 'initial' | 'restock' | 'adjustment' | 'price_change' | 'order' | 'release' | 'return';
export const CHANGE_TYPES: readonly ChangeType[] = ['initial', 'restock', 'adjustment', 'price_change', 'order', 'release', 'return'];

/** One stock or price movement of one variant, written in the same transaction as the movement. */
@Entity('inventory_logs')
export class InventoryLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'variant_id', type: 'integer' })
  variantId: number;

  @Column({ name: 'change_type', type: 'varchar' })
  changeType: ChangeType;

  /** Signed stock movement; 0 for a pure price change. */
  @Column({ type: 'integer', default: 0 })
  quantity: number;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  /** Cents. */
  @Column({ name: 'old_price', type: 'integer', nullable: true })
  oldPrice: number | null;

  /** Cents. */
  @Column({ name: 'new_price', type: 'integer', nullable: true })
  newPrice: number | null;

  @Column({ type: 'varchar', default: '' })
  comment: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
