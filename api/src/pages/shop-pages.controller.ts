import { Body, Controller, Get, NotFoundException, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdPipe } from '../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { isLanguage, LANGUAGES } from '../i18n/languages';
import { User } from '../users/user.entity';
import { SavePageDto } from './dto/save-page.dto';
import { isShopPageSlug, SHOP_PAGE_SLUGS } from './page-slugs';
import { PAGE_SORTABLE, ShopPagesService } from './shop-pages.service';
import { PublishedPageView, ShopPageView } from './shop-page.views';

/** Policy pages: staff edit them (react-admin simple REST); shoppers read one by its slug in their language. */
@ApiTags('pages')
@Controller('api/pages')
export class ShopPagesController {
  constructor(private readonly pages: ShopPagesService) {}

  @Get()
  @Roles('staff')
  @ApiListQuery(PAGE_SORTABLE, 'none')
  @ApiOkResponse({ type: [ShopPageView], description: 'Every page, with Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ShopPageView[]> {
    const list = parseListQuery(query, PAGE_SORTABLE);
    const [pages, total] = await this.pages.list(list);
    setContentRange(res, list.offset, pages.length, total);
    return pages;
  }

  @Get(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ShopPageView })
  @ApiNotFoundResponse({ description: 'No such page' })
  get(@Param('id', IdPipe) id: number): Promise<ShopPageView> {
    return this.pages.get(id);
  }

  @Put(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ShopPageView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"body_sw": ["This field is required."]}' })
  @ApiNotFoundResponse({ description: 'No such page' })
  save(@Param('id', IdPipe) id: number, @Body() dto: SavePageDto, @CurrentUser() user: User): Promise<ShopPageView> {
    return this.pages.save(id, dto, user.username);
  }

  /**
   * The language is in the address, not Accept-Language: the server renders English and Kiswahili pages
   * side by side, and an answer is kept (here and in browsers) by its address.
   */
  @Get(':slug/:language')
  @ApiParam({ name: 'slug', enum: SHOP_PAGE_SLUGS, enumName: 'ShopPageSlug' })
  @ApiParam({ name: 'language', enum: LANGUAGES, enumName: 'PageLanguage' })
  @ApiOkResponse({ type: PublishedPageView, description: "The page's title, Markdown and safe HTML in that language" })
  @ApiNotFoundResponse({ description: 'No such page or language' })
  published(@Param('slug') slug: string, @Param('language') language: string): Promise<PublishedPageView> {
    if (!isShopPageSlug(slug) || !isLanguage(language)) throw new NotFoundException({ detail: 'Not found.' });
    return this.pages.published(slug, language);
  }
}
