import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** sitemap.xml and robots.txt for search engines. */
@Module({ controllers: [SeoController], providers: [SeoService] })
export class SeoModule {}
