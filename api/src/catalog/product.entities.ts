import { Column, CreateDateColumn, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AttributeValue } from './attribute.entities';
import { Category } from './category.entity';
import type { StockBand } from './stock';

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'main_image', type: 'varchar', nullable: true })
  mainImage: string | null;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category: Category | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  // The list columns below are derived from the variants; only ProductSummary writes them.
  @Column({ name: 'shown_price', type: 'integer', nullable: true })
  shownPrice: number | null;

  @Column({ name: 'shown_old_price', type: 'integer', nullable: true })
  shownOldPrice: number | null;

  @Column({ name: 'total_stock', type: 'integer', default: 0 })
  totalStock: number;

  @Column({ name: 'stock_band', type: 'varchar', default: 'out' })
  stockBand: StockBand;

  @Column({ name: 'on_sale', type: 'boolean', default: false })
  onSale: boolean;

  @Column({ name: 'search_text', type: 'varchar', default: '' })
  searchText: string;

  // Derived from the approved reviews; only RatingSummary (reviews/review-rows.ts) writes them.
  /** Average rating of the approved reviews in tenths (43 is 4.3); 0 when there are none. */
  @Column({ name: 'rating_tenths', type: 'integer', default: 0 })
  ratingTenths: number;

  @Column({ name: 'rating_count', type: 'integer', default: 0 })
  ratingCount: number;

  @OneToMany(() => Variant, (variant) => variant.product)
  variants: Variant[];
}

@Entity('variants')
export class Variant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'varchar', unique: true })
  sku: string;

  /** Cents (KSh × 100). */
  @Column({ type: 'integer' })
  price: number;

  /** The price before the last price change, in cents; the storefront's discount badge. */
  @Column({ name: 'old_price', type: 'integer', nullable: true })
  oldPrice: number | null;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  /** Staff hear once when a sale (or a count) takes the stock below this. */
  @Column({ name: 'low_stock_threshold', type: 'integer', default: 5 })
  lowStockThreshold: number;

  /** Grams, for the delivery fee; null when staff have not weighed it (counts as 0, flagged in the console). */
  @Column({ name: 'weight_grams', type: 'integer', nullable: true })
  weightGrams: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @ManyToMany(() => AttributeValue)
  @JoinTable({ name: 'variant_attribute_values', joinColumn: { name: 'variant_id' }, inverseJoinColumn: { name: 'attribute_value_id' } })
  attributeValues: AttributeValue[];

  @OneToMany(() => VariantImage, (image) => image.variant)
  images: VariantImage[];
}

@Entity('variant_images')
export class VariantImage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'variant_id', type: 'integer' })
  variantId: number;

  @ManyToOne(() => Variant, (variant) => variant.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'variant_id' })
  variant: Variant;

  @Column({ type: 'varchar' })
  image: string;

  @Column({ name: 'alt_text', type: 'varchar', default: '' })
  altText: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
