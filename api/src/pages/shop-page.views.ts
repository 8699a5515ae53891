import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../i18n/languages';
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from './page-slugs';
import { ShopPage } from './shop-page.entity';

/** A page as staff edit it: its Markdown in both languages. */
export class ShopPageView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SHOP_PAGE_SLUGS, enumName: 'ShopPageSlug', description: 'Its storefront address: /privacy, /sw/privacy…' }) slug: ShopPageSlug;
  @ApiProperty({ example: 'Privacy Policy' }) title_en: string;
  @ApiProperty({ description: 'Markdown' }) body_en: string;
  @ApiProperty({ example: 'Sera ya Faragha' }) title_sw: string;
  @ApiProperty({ description: 'Markdown' }) body_sw: string;
  @ApiProperty() updated_at: Date;
  @ApiProperty({ description: 'Who saved it last; empty for the seeded draft' }) updated_by: string;

  static of(page: ShopPage): ShopPageView {
    return { id: page.id, slug: page.slug, title_en: page.titleEn, body_en: page.bodyEn, title_sw: page.titleSw, body_sw: page.bodySw, updated_at: page.updatedAt, updated_by: page.updatedBy };
  }
}

/** A page as a shopper reads it, in one language, with its HTML made on the server. */
export class PublishedPageView {
  @ApiProperty({ enum: SHOP_PAGE_SLUGS, enumName: 'ShopPageSlug' }) slug: ShopPageSlug;
  @ApiProperty({ enum: LANGUAGES, enumName: 'PageLanguage' }) language: Language;
  @ApiProperty({ example: 'Privacy Policy' }) title: string;
  @ApiProperty({ description: 'The Markdown as staff wrote it' }) markdown: string;
  @ApiProperty({ description: 'The Markdown as HTML, safe to insert: raw HTML is written as text, links are http(s), mailto, tel or relative' }) html: string;
  @ApiProperty() updated_at: Date;
}
