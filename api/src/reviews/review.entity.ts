import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product } from '../catalog/product.entities';
import { User } from '../users/user.entity';
import type { ReviewStatus } from './review-rules';

/** A verified buyer's stars and words on a product: one per customer and product, shown once staff approve it. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** 1-5 stars. */
  @Column({ type: 'integer' })
  rating: number;

  /** Plain text as typed (never HTML); empty when not given. */
  @Column({ type: 'varchar', default: '' })
  title: string;

  @Column({ type: 'varchar', default: '' })
  text: string;

  @Column({ type: 'varchar', default: 'pending' })
  status: ReviewStatus;

  /** The shop's public answer, shown under the review. */
  @Column({ type: 'varchar', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_at', type: Date, nullable: true })
  repliedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
