import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { filterIds } from '../common/ids';
import { ListQuery } from '../common/list-query';
import { AppConfig } from '../config/app-config';
import { CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from './notification-events';
import { Notification } from './notification.entities';
import { DeliveryChannelsView, NotificationView } from './notification.views';
import { WhatsAppTemplates } from './whatsapp/whatsapp-templates.service';

export const NOTIFICATION_SORTABLE = ['id', 'created_at', 'status', 'event', 'channel'] as const;
export interface NotificationFilter {
  order_id?: unknown;
  channel?: unknown;
  status?: unknown;
  event?: unknown;
}

const SORT_COLUMNS: Record<(typeof NOTIFICATION_SORTABLE)[number], string> = { id: 'n.id', created_at: 'n.created_at', status: 'n.status', event: 'n.event', channel: 'n.channel' };

/** One value or a list of them, each one of `allowed`; a field error names what is allowed. */
function oneOf(name: string, value: unknown, allowed: readonly string[]): string[] {
  const values = (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(String);
  if (values.some((entry) => !allowed.includes(entry))) throw new BadRequestException({ [`filter.${name}`]: [`Must be one of: ${allowed.join(', ')}.`] });
  return values;
}

/** The outbox as staff read it (react-admin list conventions). */
@Injectable()
export class NotificationsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly whatsAppTemplates: WhatsAppTemplates,
  ) {}

  async list(query: ListQuery<NotificationFilter>): Promise<[NotificationView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Notification, 'n');
    const { order_id: orderId, channel, status, event } = query.filter;
    if (orderId !== undefined && orderId !== null && orderId !== '') qb.andWhere('n.order_id = :orderId', { orderId: filterIds('filter.order_id', orderId)[0] });
    for (const [name, value, allowed] of [
      ['channel', channel, CHANNELS],
      ['status', status, NOTIFICATION_STATUSES],
      ['event', event, NOTIFICATION_EVENTS],
    ] as const) {
      const values = oneOf(name, value, allowed);
      if (values.length) qb.andWhere(`n.${name} IN (:...${name})`, { [name]: values });
    }
    const sort = query.sort ?? { field: 'id', order: 'DESC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('n.id', sort.order).skip(query.offset).take(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map((row) => NotificationView.of(row)), total];
  }

  async get(id: number): Promise<NotificationView> {
    const row = await this.dataSource.manager.findOneBy(Notification, { id });
    if (!row) throw new NotFoundException({ detail: 'Notification not found.' });
    return NotificationView.of(row);
  }

  async channels(): Promise<DeliveryChannelsView> {
    const manager = this.dataSource.manager;
    const [queued, failed, unmapped] = await Promise.all([
      manager.countBy(Notification, { status: 'queued' }),
      manager.countBy(Notification, { status: 'failed', createdAt: MoreThan(new Date(Date.now() - 7 * 24 * 3600_000)) }),
      this.whatsAppTemplates.unmapped(),
    ]);
    return {
      sms: this.config.smsMode,
      email: this.config.emailMode,
      whatsapp: this.config.whatsappMode,
      whatsapp_unmapped: unmapped.map(({ event, language }) => `${event}.${language}`),
      mpesa: this.config.mpesaMode,
      queued,
      failed_recently: failed,
    };
  }
}
