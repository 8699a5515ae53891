import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogCache } from '../catalog-cache/catalog-cache';
import { markCatalogChanged } from '../catalog-cache/catalog-changes';
import type { ListQuery } from '../common/list-query';
import type { Language } from '../i18n/languages';
import { SavePageDto } from './dto/save-page.dto';
import { pageHtml } from './markdown';
import { pageDraft } from './page-drafts';
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from './page-slugs';
import { ShopPage } from './shop-page.entity';
import { PublishedPageView, ShopPageView } from './shop-page.views';

export const PAGE_SORTABLE = ['id', 'slug', 'updated_at'] as const;
const COLUMNS: Record<(typeof PAGE_SORTABLE)[number], keyof ShopPage> = { id: 'id', slug: 'slug', updated_at: 'updatedAt' };

/** The policy pages: staff edit their Markdown, shoppers read it as HTML made here. */
@Injectable()
export class ShopPagesService {
  constructor(
    @InjectRepository(ShopPage) private readonly pages: Repository<ShopPage>,
    private readonly cache: CatalogCache,
  ) {}

  async list({ sort, offset, limit }: ListQuery): Promise<[ShopPageView[], number]> {
    const order = sort ? { [COLUMNS[sort.field as keyof typeof COLUMNS]]: sort.order, id: 'ASC' as const } : { id: 'ASC' as const };
    const [rows, total] = await this.pages.findAndCount({ order, skip: offset, take: limit });
    return [rows.map(ShopPageView.of), total];
  }

  async get(id: number): Promise<ShopPageView> {
    return ShopPageView.of(await this.found(id));
  }

  async save(id: number, dto: SavePageDto, username: string): Promise<ShopPageView> {
    const page = await this.found(id);
    Object.assign(page, { titleEn: dto.title_en, bodyEn: dto.body_en, titleSw: dto.title_sw, bodySw: dto.body_sw, updatedBy: username });
    const saved = await this.pages.save(page);
    // Its storefront page (and head) are kept rendered with the catalog's: both go stale now.
    markCatalogChanged();
    return ShopPageView.of(saved);
  }

  /** The page as a shopper of `language` reads it; kept until a page or the catalog changes. */
  published(slug: ShopPageSlug, language: Language): Promise<PublishedPageView> {
    return this.cache.remember(`shop page ${slug} ${language}`, async () => {
      const page = await this.pages.findOneBy({ slug });
      if (!page) throw new NotFoundException({ detail: 'Not found.' });
      const [title, markdown] = language === 'sw' ? [page.titleSw, page.bodySw] : [page.titleEn, page.bodyEn];
      return { slug, language, title, markdown, html: pageHtml(markdown), updated_at: page.updatedAt };
    });
  }

  /** Writes the draft of each page not stored yet (the owner reviews and edits them in the console). */
  async seedDrafts(): Promise<ShopPageSlug[]> {
    const stored = new Set((await this.pages.find({ select: { slug: true } })).map((page) => page.slug));
    const missing = SHOP_PAGE_SLUGS.filter((slug) => !stored.has(slug));
    for (const slug of missing) {
      const [en, sw] = [pageDraft(slug, 'en'), pageDraft(slug, 'sw')];
      await this.pages.insert({ slug, titleEn: en.title, bodyEn: en.body, titleSw: sw.title, bodySw: sw.body, updatedBy: '' });
    }
    return missing;
  }

  private async found(id: number): Promise<ShopPage> {
    const page = await this.pages.findOneBy({ id });
    if (!page) throw new NotFoundException({ detail: 'Page not found.' });
    return page;
  }
}
