import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { OptionalAuthGuard } from '../auth/optional-auth.guard';
import { CartService } from '../cart/cart.service';
import { rememberShopperAnswer } from '../catalog-cache/cached-for-shoppers.interceptor';
import { CatalogCache } from '../catalog-cache/catalog-cache';
import { toCents } from '../catalog/money';
import { setContentRange } from '../common/list-query';
import { Language } from '../i18n/languages';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { User } from '../users/user.entity';
import { DeliveryQuotes, ParcelBasis } from './delivery-quotes';
import { CountyView, DeliveryMethodLabelView, DeliveryOptionView } from './delivery.views';
import { DeliveryOptionsQuery } from './dto/delivery-options-query.dto';

const NOTHING: ParcelBasis = { grams: 0, goods: 0, freeDelivery: false };

/** What shoppers read of delivery: the counties, and the methods offered in one with their fees. */
@ApiTags('delivery')
@Controller('api')
export class DeliveryController {
  constructor(
    private readonly quotes: DeliveryQuotes,
    private readonly cart: CartService,
    private readonly cache: CatalogCache,
  ) {}

  @Get('counties')
  @ApiOkResponse({ type: [CountyView], description: 'The 47 counties by name, with Content-Range' })
  async counties(@Res({ passthrough: true }) res: Response): Promise<CountyView[]> {
    const counties = (await this.quotes.counties()).map(CountyView.of);
    setContentRange(res, 0, counties.length, counties.length);
    return counties;
  }

  /**
   * Priced for `weight_grams` and `goods_total` when given (a guest's cart, the console's preview), else for the
   * signed-in customer's cart with its code, else for an empty parcel.
   */
  @Get('delivery/options')
  @UseGuards(OptionalAuthGuard)
  @ApiOkResponse({ type: [DeliveryOptionView], description: "The methods offered in the county, in the shop's order" })
  @ApiBadRequestResponse({ description: 'A county code that does not exist, or bad numbers: {"county": ["There is no county with code KE-99."]}' })
  @ApiNotFoundResponse({ description: 'No method serves the county: {"detail": "We do not deliver to Turkana yet."}' })
  async options(@Query() query: DeliveryOptionsQuery, @CurrentUser() user: User | undefined, @RequestLanguage() language: Language, @Req() req: Request): Promise<DeliveryOptionView[]> {
    if (query.goods_total === undefined) return this.offered(query.county, user ? await this.cart.parcel(user) : NOTHING, language);
    const parcel = { grams: query.weight_grams ?? 0, goods: toCents(query.goods_total), freeDelivery: false };
    // The same for every visitor asking it: kept with the catalog, so the next one is answered before routing.
    return rememberShopperAnswer(this.cache, req.originalUrl, '/api/delivery/options', () => this.offered(query.county, parcel, language), language);
  }

  private async offered(county: string, parcel: ParcelBasis, language: Language): Promise<DeliveryOptionView[]> {
    const [offers, names] = await Promise.all([this.quotes.offers(county, parcel), this.quotes.countyNames()]);
    return offers.map((offer) => DeliveryOptionView.of(offer, parcel.freeDelivery, language, (code) => names.get(code) ?? code));
  }

  /** Every method by code, for the labels of orders (an order names its method by code). */
  @Get('delivery-methods')
  @ApiOkResponse({ type: [DeliveryMethodLabelView] })
  async methods(@RequestLanguage() language: Language): Promise<DeliveryMethodLabelView[]> {
    return (await this.quotes.methods()).map((method) => DeliveryMethodLabelView.of(method, language));
  }
}
