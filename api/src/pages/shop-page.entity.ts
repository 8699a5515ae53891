import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShopPageSlug } from './page-slugs';

/** A policy page staff write in Markdown, in English and Kiswahili (the storefront shows it at `/<slug>`). */
@Entity('shop_pages')
export class ShopPage {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique (the migration's UQ_shop_pages_slug). */
  @Column({ type: 'varchar' })
  slug: ShopPageSlug;

  @Column({ name: 'title_en', type: 'varchar' })
  titleEn: string;

  @Column({ name: 'body_en', type: 'text' })
  bodyEn: string;

  @Column({ name: 'title_sw', type: 'varchar' })
  titleSw: string;

  @Column({ name: 'body_sw', type: 'text' })
  bodySw: string;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  /** The staff member who last saved it; empty for the seeded draft. */
  @Column({ name: 'updated_by', type: 'varchar', default: '' })
  updatedBy: string;
}
