import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../catalog-cache/catalog-cache';
import { rememberShopperAnswer } from '../catalog-cache/cached-for-shoppers.interceptor';
import { Category } from '../catalog/category.entity';
import { ProductReader } from '../catalog/product-reader';
import { isId } from '../common/ids';
import { AppConfig } from '../config/app-config';
import { isShopPageSlug } from '../pages/page-slugs';
import { ShopPagesService } from '../pages/shop-pages.service';
import { ReviewsService } from '../reviews/reviews.service';
import { splitLanguage, type ShopLanguage } from './head-language';
import { homeHead, notFoundHead, PageHead, policyPageHead, productHead, shopHead, staticPageHead } from './page-head';

/** What the storefront's page answer carries: its head, and whether the thing it shows exists (else a 404). */
export interface PageHeadAnswer {
  head: PageHead;
  missing?: true;
}

/** The newest approved reviews a product page's JSON-LD carries. */
const HEAD_REVIEWS = 5;
const missingProduct = (language: ShopLanguage): PageHeadAnswer => ({ head: notFoundHead('productNotFound', language), missing: true });

/**
 * The head of each public storefront page, from the same catalog the page shows, so search engines and
 * link previews read the product's name, price and picture without running the app. Pages of a
 * shopper's own (cart, account, payment) keep the generic head. Kept in the catalog cache.
 */
@Injectable()
export class PageHeadsService {
  constructor(
    @InjectDataSource() private readonly data: DataSource,
    private readonly products: ProductReader,
    private readonly cache: CatalogCache,
    private readonly config: AppConfig,
    private readonly reviews: ReviewsService,
    private readonly shopPages: ShopPagesService,
  ) {}

  /** `pathname` in either language: `/sw/…` answers the Kiswahili head of the page. */
  async headOf(pathname: string, category: unknown): Promise<PageHeadAnswer | undefined> {
    const base = this.config.shopperUrl;
    const { language, path: bare } = splitLanguage(pathname);
    const path = bare.replace(/\/+$/, '') || '/';
    if (path === '/') return { head: homeHead(base, language) };
    if (path === '/about' || path === '/contact') return { head: staticPageHead(base, path, language) };
    const slug = path.slice(1);
    if (isShopPageSlug(slug)) return { head: policyPageHead(base, path, await this.shopPages.published(slug, language), language) };
    if (path === '/shop') return this.cache.remember(`head ${base} ${language} shop ${String(category)}`, () => this.shop(base, category, language));
    const product = /^\/product\/([^/]+)$/.exec(path);
    if (product) return this.cache.remember(`head ${base} ${language} product ${product[1]}`, () => this.product(base, product[1], language));
    return undefined;
  }

  private async shop(base: string, category: unknown, language: ShopLanguage): Promise<PageHeadAnswer> {
    const name = typeof category === 'string' ? category.trim().toLowerCase() : '';
    const found = name
      ? await this.data.getRepository(Category).createQueryBuilder('c').where('LOWER(c.name) = :name AND c.isActive = :yes', { name, yes: true }).getOne()
      : null;
    return { head: shopHead(base, found ?? undefined, language) };
  }

  private async product(base: string, id: string, language: ShopLanguage): Promise<PageHeadAnswer> {
    if (!isId(id)) return missingProduct(language);
    try {
      // As a shopper's GET of the product answers it: the page's render reads it from the cache.
      const product = await rememberShopperAnswer(this.cache, `/api/products/${Number(id)}/`, '/api/products/:id', () => this.products.getOne(Number(id), false));
      const reviews = product.rating_count ? await this.reviews.latestApproved(product.id, HEAD_REVIEWS) : [];
      return { head: productHead(base, product, reviews, language) };
    } catch (error) {
      if (error instanceof NotFoundException) return missingProduct(language);
      throw error;
    }
  }
}
