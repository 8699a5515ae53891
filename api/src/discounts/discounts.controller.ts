import { Body, Controller, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { DISCOUNT_SORTABLE, DiscountFilter, DiscountsService } from './discounts.service';
import { DiscountCodeView } from './discounts.views';
import { CreateDiscountDto, UpdateDiscountDto } from './dto/discount.dto';

/** Staff set up discount codes; a code is retired with `is_active: false` (its orders keep it). */
@ApiTags('discounts')
@Controller('api/discount-codes')
@Roles('staff')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  @ApiListQuery(DISCOUNT_SORTABLE, 'q (code), is_active, type')
  @ApiOkResponse({ type: [DiscountCodeView], description: 'Newest first, with Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DiscountCodeView[]> {
    const list = parseListQuery<DiscountFilter>(query, DISCOUNT_SORTABLE);
    const [codes, total] = await this.discounts.list(list);
    setContentRange(res, list.offset, codes.length, total);
    return codes;
  }

  @Get(':id')
  @ApiOkResponse({ type: DiscountCodeView, description: 'With its orders and the KSh given away' })
  @ApiNotFoundResponse({ description: 'No such code' })
  get(@Param('id', IdPipe) id: number): Promise<DiscountCodeView> {
    return this.discounts.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: DiscountCodeView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"code": ["A discount code with this code already exists."]} or {"value": ["Enter a whole percent from 1 to 100."]}' })
  create(@Body() dto: CreateDiscountDto): Promise<DiscountCodeView> {
    return this.discounts.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: DiscountCodeView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such code' })
  replace(@Param('id', IdPipe) id: number, @Body() dto: UpdateDiscountDto): Promise<DiscountCodeView> {
    return this.discounts.update(id, dto);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DiscountCodeView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such code' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateDiscountDto): Promise<DiscountCodeView> {
    return this.discounts.update(id, dto);
  }
}
