import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles, SignedIn } from '../common/roles';
import { User } from '../users/user.entity';
import { ChangeStatusDto } from './dto/change-status.dto';
import { OrderStatus } from './order-state-machine';
import { OrderView } from './order.views';
import { ORDER_SORTABLE, OrderFilter, OrdersService } from './orders.service';

/** A customer's own orders; staff see and move every order. Anyone else's order is a 404. */
@ApiTags('orders')
@Controller('api/orders')
@SignedIn()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiListQuery(ORDER_SORTABLE, 'q (reference, customer name or e-mail), status (one or an array), user_id (staff), discount_code, delivery_county (KE-30)')
  @ApiOkResponse({ type: [OrderView], description: "Newest first. A customer sees only their own orders." })
  async list(@CurrentUser() user: User, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<OrderView[]> {
    const list = parseListQuery<OrderFilter>(query, ORDER_SORTABLE);
    const [orders, total] = await this.orders.list(user, list);
    setContentRange(res, list.offset, orders.length, total);
    return orders;
  }

  @Get('by-reference/:reference')
  @ApiOkResponse({ type: OrderView })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  byReference(@CurrentUser() user: User, @Param('reference') reference: string): Promise<OrderView> {
    return this.orders.getByReference(user, reference);
  }

  @Get(':id')
  @ApiOkResponse({ type: OrderView })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  get(@CurrentUser() user: User, @Param('id', IdPipe) id: number): Promise<OrderView> {
    return this.orders.getFor(user, id);
  }

  @Get(':id/transitions')
  // OrderStatus is the enum schema the order views name (enumName).
  @ApiOkResponse({ schema: { type: 'array', items: { $ref: getSchemaPath('OrderStatus') }, example: ['shipped'] }, description: 'The manual moves the order allows now (the console offers only these as status buttons)', example: ['shipped'] })
  transitions(@CurrentUser() user: User, @Param('id', IdPipe) id: number): Promise<OrderStatus[]> {
    return this.orders.transitions(user, id);
  }

  @Patch(':id')
  @Roles('staff')
  @ApiOkResponse({ type: OrderView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"tracking_id": ["Give the courier\'s tracking number or the rider\'s phone."]} when shipping an order that is delivered' })
  @ApiConflictResponse({ description: 'Not a manual move from the current status and delivery: a sent order is shipped after paid, a pickup order ready_for_collection after paid; either is completed after (completed is "collected" for a pickup order)' })
  changeStatus(@CurrentUser() user: User, @Param('id', IdPipe) id: number, @Body() dto: ChangeStatusDto): Promise<OrderView> {
    return this.orders.changeStatus(user, id, dto.status, dto.note, dto.tracking_id);
  }
}
