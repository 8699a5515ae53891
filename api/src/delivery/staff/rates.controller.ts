import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../../common/list-query';
import { Roles } from '../../common/roles';
import { DeliveryRateView } from './staff.views';
import { CreateDeliveryRateDto, UpdateDeliveryRateDto } from './rates.dto';
import { DeliveryRatesService, RATE_SORTABLE } from './rates.service';

/** Staff set what each method costs in each zone (KSh, grams); orders keep their own snapshot, so any rate may change or go. */
@ApiTags('delivery')
@Controller('api/delivery/rates')
@Roles('staff')
export class DeliveryRatesController {
  constructor(private readonly rates: DeliveryRatesService) {}

  @Get()
  @ApiListQuery(RATE_SORTABLE, 'method_id (id or list), zone_id (id or list), active, id (list)')
  @ApiOkResponse({ type: [DeliveryRateView], description: 'With Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DeliveryRateView[]> {
    const list = parseListQuery(query, RATE_SORTABLE);
    const [rates, total] = await this.rates.list(list);
    setContentRange(res, list.offset, rates.length, total);
    return rates;
  }

  @Get(':id')
  @ApiOkResponse({ type: DeliveryRateView })
  @ApiNotFoundResponse({ description: 'No such rate' })
  get(@Param('id', IdPipe) id: number): Promise<DeliveryRateView> {
    return this.rates.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: DeliveryRateView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"zone_id": ["This method already has a rate for this zone: edit that one."]} or {"weight_bands": ["Each band must reach more grams than the one before it."]}' })
  create(@Body() dto: CreateDeliveryRateDto): Promise<DeliveryRateView> {
    return this.rates.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: DeliveryRateView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such rate' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateDeliveryRateDto): Promise<DeliveryRateView> {
    return this.rates.update(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: DeliveryRateView, description: 'Answers the deleted rate' })
  @ApiNotFoundResponse({ description: 'No such rate' })
  remove(@Param('id', IdPipe) id: number): Promise<DeliveryRateView> {
    return this.rates.remove(id);
  }
}
