import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../../common/list-query';
import { Roles } from '../../common/roles';
import { CreateDeliveryMethodDto, UpdateDeliveryMethodDto } from './methods.dto';
import { DeliveryMethodsService, METHOD_SORTABLE } from './methods.service';
import { DeliveryMethodView } from './staff.views';

/** Staff set the ways to deliver; one that past orders used is deactivated (`active: false`), never deleted. */
@ApiTags('delivery')
@Controller('api/delivery/methods')
@Roles('staff')
export class DeliveryMethodsController {
  constructor(private readonly methods: DeliveryMethodsService) {}

  @Get()
  @ApiListQuery(METHOD_SORTABLE, 'q (code or name), active, kind, id (list)')
  @ApiOkResponse({ type: [DeliveryMethodView], description: 'In sort order, with Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DeliveryMethodView[]> {
    const list = parseListQuery(query, METHOD_SORTABLE);
    const [methods, total] = await this.methods.list(list);
    setContentRange(res, list.offset, methods.length, total);
    return methods;
  }

  @Get(':id')
  @ApiOkResponse({ type: DeliveryMethodView })
  @ApiNotFoundResponse({ description: 'No such method' })
  get(@Param('id', IdPipe) id: number): Promise<DeliveryMethodView> {
    return this.methods.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: DeliveryMethodView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"code": ["A delivery method with this code already exists."]}' })
  create(@Body() dto: CreateDeliveryMethodDto): Promise<DeliveryMethodView> {
    return this.methods.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: DeliveryMethodView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"code": ["3 orders used this code: it cannot change. Add a new method instead."]}' })
  @ApiNotFoundResponse({ description: 'No such method' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateDeliveryMethodDto): Promise<DeliveryMethodView> {
    return this.methods.update(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: DeliveryMethodView, description: 'Deleted with its rates and pickup points; answers the deleted method' })
  @ApiNotFoundResponse({ description: 'No such method' })
  @ApiConflictResponse({ description: '{"detail": "Method \\"Rider delivery (Nairobi)\\" was used by 3 orders: deactivate it instead."}' })
  remove(@Param('id', IdPipe) id: number): Promise<DeliveryMethodView> {
    return this.methods.remove(id);
  }
}
