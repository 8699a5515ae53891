import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ShopPagesModule } from '../pages/shop-pages.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { PageHeadsService } from './page-heads.service';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** What search engines read: sitemap.xml, robots.txt and the head of each public page. */
@Module({ imports: [CatalogModule, ReviewsModule, ShopPagesModule], controllers: [SeoController], providers: [SeoService, PageHeadsService], exports: [PageHeadsService] })
export class SeoModule {}
