import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { robotsTxt, sitemapXml } from './sitemap';
import { SeoService } from './seo.service';

/** What search engines read at the shop's root: not part of the JSON API, so not in its document. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly seo: SeoService,
    private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    return sitemapXml(this.config.shopperUrl, await this.seo.sitemapEntries());
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.shopperUrl);
  }
}
