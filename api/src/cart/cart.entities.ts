import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A customer's server cart (one per user). */
@Entity('carts')
export class Cart {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  /** The discount code the customer applied; checked again whenever the cart is shown and at checkout. */
  @Column({ name: 'discount_code_id', type: 'integer', nullable: true })
  discountCodeId: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** One variant in a cart; the price is read from the catalog whenever the cart is shown. */
@Entity('cart_items')
export class CartItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'cart_id', type: 'integer' })
  cartId: number;

  @Column({ name: 'variant_id', type: 'integer' })
  variantId: number;

  @Column({ type: 'integer' })
  quantity: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
