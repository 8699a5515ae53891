import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import { Response } from 'express';
import { CachedForShoppers } from '../catalog-cache/cached-for-shoppers.interceptor';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { uploadOptions } from '../media/upload-options';
import { User } from '../users/user.entity';
import { PatchProductDto, ProductFormDto, SetWeightsDto, VariantInput } from './dto/product.dto';
import { isStaff, OptionalAuthGuard } from '../auth/optional-auth.guard';
import { PRODUCT_FILTER_KEYS, parseProductFilter } from './product-filter';
import { PRODUCT_SORTABLE, ProductReader } from './product-reader';
import { ProductsService } from './products.service';
import { ProductStatsView, ProductView, WeightsUpdatedView } from './views';

export const PRODUCT_PAGE_SIZE = 24;

/**
 * POST and PUT bodies: multipart (the spec's form, every field text) or JSON (variants an array,
 * is_active a boolean); one schema names what either may carry (ProductFormDto reads both).
 */
const PRODUCT_FORM_SCHEMA = {
  type: 'object',
  required: ['name', 'category_id', 'variants'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    category_id: { type: 'integer', minimum: 1 },
    description: { type: 'string', maxLength: 5000 },
    is_active: { oneOf: [{ type: 'string', enum: ['true', 'false'] }, { type: 'boolean' }], default: true, description: '"true" or "false" in a form' },
    variants: {
      oneOf: [
        { type: 'string', description: 'A JSON array of variants (multipart)' },
        { type: 'array', items: { $ref: getSchemaPath(VariantInput) }, minItems: 1, maxItems: 50 },
      ],
      description: 'Variants: saved ones by id, new ones by a temporary id such as "new-1"',
      example: '[{"id":"new-1","price":2500,"stock":10,"is_active":true,"attributes":[{"type":1,"value":2}]}]',
    },
    main_image: { type: 'string', format: 'binary', description: 'multipart only' },
    'variant_{id}_images': { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Images of the variant with that id (repeat the field; multipart only)' },
  },
};

/** Staff see how many active variants have no weight yet (their delivery is priced as weighing nothing). */
const withMissingWeights = (product: ProductView): ProductView => ({
  ...product,
  missing_weights: product.variants.filter((variant) => variant.is_active && variant.weight_grams === null).length,
});

/** Products with variants and images; public reads see active products in active categories only. */
@ApiTags('catalog')
@ApiExtraModels(VariantInput)
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly reader: ProductReader,
  ) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  @CachedForShoppers()
  @ApiListQuery(PRODUCT_SORTABLE, PRODUCT_FILTER_KEYS)
  @ApiOkResponse({ type: [ProductView], description: `A page (default ${PRODUCT_PAGE_SIZE}) with Content-Range` })
  async list(@Query() query: Record<string, unknown>, @CurrentUser() user: User | undefined, @Res({ passthrough: true }) res: Response): Promise<ProductView[]> {
    const list = parseListQuery(query, PRODUCT_SORTABLE, PRODUCT_PAGE_SIZE);
    const staff = isStaff(user);
    const [rows, total] = await this.reader.list(list, parseProductFilter(list.filter), staff);
    setContentRange(res, list.offset, rows.length, total);
    return staff ? rows.map(withMissingWeights) : rows;
  }

  /** Declared before `:id` so `stats` is not read as a product id. */
  @Get('stats')
  @Roles('staff')
  @ApiQuery({ name: 'filter', required: false, type: String, description: `JSON object, as for the list; keys: ${PRODUCT_FILTER_KEYS}` })
  @ApiOkResponse({ type: ProductStatsView, description: 'Counts over every product matching the filter, variants per product-page stock band' })
  async stats(@Query() query: Record<string, unknown>): Promise<ProductStatsView> {
    const { filter } = parseListQuery(query, PRODUCT_SORTABLE);
    return this.reader.stats(parseProductFilter(filter));
  }

  @Get(':id')
  @UseGuards(OptionalAuthGuard)
  @CachedForShoppers()
  @ApiOkResponse({ type: ProductView })
  @ApiNotFoundResponse({ description: 'No such product (or not for sale, for shoppers)' })
  async get(@Param('id', IdPipe) id: number, @CurrentUser() user: User | undefined): Promise<ProductView> {
    const staff = isStaff(user);
    const product = await this.reader.getOne(id, staff);
    return staff ? withMissingWeights(product) : product;
  }

  @Post()
  @Roles('staff')
  @UseInterceptors(AnyFilesInterceptor(uploadOptions()))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ schema: PRODUCT_FORM_SCHEMA })
  @ApiCreatedResponse({ type: ProductView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"category_id": ["This category does not exist."], "variants.0.price": ["…"]}' })
  create(@Body() dto: ProductFormDto, @CurrentUser() user: User, @UploadedFiles() files: Express.Multer.File[] = []): Promise<ProductView> {
    return this.products.create(dto, files, user.id);
  }

  @Put(':id')
  @Roles('staff')
  @UseInterceptors(AnyFilesInterceptor(uploadOptions()))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ schema: PRODUCT_FORM_SCHEMA })
  @ApiOkResponse({ type: ProductView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such product' })
  replace(
    @Param('id', IdPipe) id: number,
    @Body() dto: ProductFormDto,
    @CurrentUser() user: User,
    @UploadedFiles() files: Express.Multer.File[] = [],
  ): Promise<ProductView> {
    return this.products.replace(id, dto, files, user.id);
  }

  @Patch(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ProductView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  patch(@Param('id', IdPipe) id: number, @Body() dto: PatchProductDto): Promise<ProductView> {
    return this.products.patch(id, dto);
  }

  @Post(':id/weights')
  @Roles('staff')
  @HttpCode(200)
  @ApiOkResponse({ type: WeightsUpdatedView, description: 'Every variant of the product (active or not) now weighs this' })
  @ApiBadRequestResponse({ description: '{"weight_grams": ["Enter the weight in whole grams, from 0 to 100,000."]}' })
  @ApiNotFoundResponse({ description: 'No such product' })
  async setWeights(@Param('id', IdPipe) id: number, @Body() dto: SetWeightsDto): Promise<WeightsUpdatedView> {
    return { updated: await this.products.setWeights(id, dto.weight_grams) };
  }

  @Delete(':id')
  @Roles('staff')
  @ApiOkResponse({ type: ProductView, description: 'Deleted with its variants, images and logs; answers the deleted product' })
  @ApiNotFoundResponse({ description: 'No such product' })
  remove(@Param('id', IdPipe) id: number): Promise<ProductView> {
    return this.products.remove(id);
  }
}
