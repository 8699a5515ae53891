import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Category } from '../catalog/category.entity';
import { asDate } from '../catalog/db-values';
import { Product } from '../catalog/product.entities';
import { SHOP_PAGE_SLUGS } from '../pages/page-slugs';
import { SitemapEntry } from './sitemap';

/** Pages that need no data: always listed. */
const FIXED_PAGES = ['/', '/shop', '/about', '/contact', ...SHOP_PAGE_SLUGS.map((slug) => `/${slug}`)];

const newest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** What the shop shows to anyone: active products in active categories, and those categories. */
@Injectable()
export class SeoService {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async sitemapEntries(): Promise<SitemapEntry[]> {
    const rows: { id: number; updated_at: Date | string; category: string }[] = await this.data
      .createQueryBuilder(Product, 'p')
      .innerJoin(Category, 'c', 'c.id = p.category_id')
      .select('p.id', 'id')
      .addSelect('p.updated_at', 'updated_at')
      .addSelect('c.name', 'category')
      .where('p.is_active = :yes AND c.is_active = :yes', { yes: true })
      .orderBy('p.id', 'ASC')
      .getRawMany();
    const products = rows.map((row) => ({ path: `/product/${row.id}`, lastModified: asDate(row.updated_at), category: row.category }));
    const categories = [...new Set(products.map((product) => product.category))].sort().map((name) => ({
      path: `/shop?category=${encodeURIComponent(name)}`,
      // A category page changes when one of its products does.
      lastModified: newest(products.filter((product) => product.category === name).map((product) => product.lastModified)),
    }));
    const shopChanged = newest(products.map((product) => product.lastModified));
    return [
      ...FIXED_PAGES.map((path) => ({ path, lastModified: path === '/' || path === '/shop' ? shopChanged : undefined })),
      ...categories,
      ...products.map(({ path, lastModified }) => ({ path, lastModified })),
    ];
  }
}
