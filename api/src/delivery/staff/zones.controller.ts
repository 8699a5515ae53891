import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../../common/list-query';
import { Roles } from '../../common/roles';
import { DeliveryZoneView } from './staff.views';
import { CreateDeliveryZoneDto, UpdateDeliveryZoneDto } from './zones.dto';
import { DeliveryZonesService, ZONE_SORTABLE } from './zones.service';

/** Staff group counties into zones that rates are set for; one that past orders used is deactivated, never deleted. */
@ApiTags('delivery')
@Controller('api/delivery/zones')
@Roles('staff')
export class DeliveryZonesController {
  constructor(private readonly zones: DeliveryZonesService) {}

  @Get()
  @ApiListQuery(ZONE_SORTABLE, 'q (name), active, county (code: zones holding it), id (list)')
  @ApiOkResponse({ type: [DeliveryZoneView], description: 'With Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DeliveryZoneView[]> {
    const list = parseListQuery(query, ZONE_SORTABLE);
    const [zones, total] = await this.zones.list(list);
    setContentRange(res, list.offset, zones.length, total);
    return zones;
  }

  @Get(':id')
  @ApiOkResponse({ type: DeliveryZoneView })
  @ApiNotFoundResponse({ description: 'No such zone' })
  get(@Param('id', IdPipe) id: number): Promise<DeliveryZoneView> {
    return this.zones.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: DeliveryZoneView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"counties": ["Choose at least one county."]} or {"counties": ["Unknown county \\"KE-99\\"."]}' })
  create(@Body() dto: CreateDeliveryZoneDto): Promise<DeliveryZoneView> {
    return this.zones.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: DeliveryZoneView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such zone' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateDeliveryZoneDto): Promise<DeliveryZoneView> {
    return this.zones.update(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: DeliveryZoneView, description: 'Deleted with its rates; answers the deleted zone' })
  @ApiNotFoundResponse({ description: 'No such zone' })
  @ApiConflictResponse({ description: '{"detail": "Zone \\"Nairobi\\" was used by 3 orders: deactivate it instead."}' })
  remove(@Param('id', IdPipe) id: number): Promise<DeliveryZoneView> {
    return this.zones.remove(id);
  }
}
