import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { DeliveryChannelsView, NotificationView } from './notification.views';
import { NOTIFICATION_SORTABLE, NotificationFilter, NotificationsReader } from './notifications.reader';
import { OutboxService } from './outbox.service';

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null);

/** The outbox for staff: every SMS and e-mail the shop wrote, its state, and a resend for failed ones. */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly reader: NotificationsReader,
    private readonly outbox: OutboxService,
  ) {}

  @Get()
  @Roles('staff')
  @ApiListQuery(NOTIFICATION_SORTABLE, 'order_id, channel (sms, email), status (queued, sent, failed, skipped), event; each status, channel or event also a list')
  @ApiOkResponse({ type: [NotificationView], description: 'Newest first' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<NotificationView[]> {
    const list = parseListQuery<NotificationFilter>(query, NOTIFICATION_SORTABLE);
    const [rows, total] = await this.reader.list(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get('channels')
  @Roles('staff')
  @ApiOkResponse({ type: DeliveryChannelsView, description: 'How SMS and e-mail go out and M-Pesa prompts are sent (on, stand-in, off), and what waits or failed' })
  channels(): Promise<DeliveryChannelsView> {
    return this.reader.channels();
  }

  /**
   * Africa's Talking's delivery report (form-encoded, unsigned): matched by message id, it only ever moves
   * that message's delivery status, and always answers 200 so the provider does not resend it.
   */
  @Post('sms-delivery-report')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async deliveryReport(@Body() body: Record<string, unknown>): Promise<{ ok: true }> {
    const id = text(body?.id, 200);
    const status = text(body?.status, 30);
    if (id && status) await this.outbox.recordDeliveryReport(id, status, text(body?.failureReason, 60));
    return { ok: true };
  }

  @Get(':id')
  @Roles('staff')
  @ApiOkResponse({ type: NotificationView })
  @ApiNotFoundResponse({ description: 'No such message' })
  get(@Param('id', IdPipe) id: number): Promise<NotificationView> {
    return this.reader.get(id);
  }

  @Post(':id/resend')
  @Roles('staff')
  @HttpCode(200)
  @ApiOkResponse({ type: NotificationView, description: 'Queued again; its tries start over' })
  @ApiNotFoundResponse({ description: 'No such message' })
  @ApiConflictResponse({ description: 'Only a failed or skipped message can be sent again' })
  async resend(@Param('id', IdPipe) id: number): Promise<NotificationView> {
    await this.outbox.resend(id);
    return this.reader.get(id);
  }
}
