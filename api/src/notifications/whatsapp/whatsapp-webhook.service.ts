import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrdersService } from '../../orders/orders.service';
import { Job, JobQueue } from '../../queue/job-queue';
import { UsersService } from '../../users/users.service';
import { Notification } from '../notification.entities';
import { OutboxService } from '../outbox.service';
import { WhatsAppMessage } from './whatsapp-message.entity';
import { WhatsAppIncoming, WhatsAppStatus, WhatsAppWebhookBody } from './whatsapp-webhook.types';

export const WHATSAPP_WEBHOOK_JOB = 'whatsapp-webhook';

/** How far a message has come: a status only ever moves it forward, and failed gives way to a later delivered or read. */
const RANK: Record<string, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };
const rankOf = (column: string) => `CASE ${column} WHEN 'sent' THEN 1 WHEN 'failed' THEN 2 WHEN 'delivered' THEN 3 WHEN 'read' THEN 4 ELSE 0 END`;

/** A reply that withdraws the opt-in: STOP, or ACHA in Kiswahili ("stop"), alone in the message. */
const WITHDRAWAL = /^\s*(stop|acha)[\s.!]*$/i;

/**
 * WhatsApp's webhook events, once their signature is checked (the controller) and queued: statuses move the shop's
 * messages' delivery forward (a failed one goes by SMS instead), and what customers write lands in the console's
 * inbox, matched to their latest order by phone. Meta delivers an event twice or out of order: each step is idempotent.
 */
@Injectable()
export class WhatsAppWebhook implements OnModuleInit {
  private readonly logger = new Logger('WhatsAppWebhook');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly outbox: OutboxService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.queue.process('notifications', WHATSAPP_WEBHOOK_JOB, (job) => this.handle((job as Job<{ body: WhatsAppWebhookBody }>).data.body));
  }

  /** Queues a signed event: the route answers Meta at once (it retries for hours when it does not get a 200). */
  receive(body: WhatsAppWebhookBody): Promise<void> {
    return this.queue.add('notifications', WHATSAPP_WEBHOOK_JOB, { body }, { attempts: 5 });
  }

  async handle(body: WhatsAppWebhookBody): Promise<void> {
    for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
      if (change.field !== 'messages' || !change.value) continue;
      for (const status of change.value.statuses ?? []) await this.statusReported(status);
      const names = new Map((change.value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? '']));
      for (const message of change.value.messages ?? []) await this.messageReceived(message, names.get(message.from) ?? '');
    }
  }

  private async statusReported({ id, status, errors }: WhatsAppStatus): Promise<void> {
    const rank = status ? RANK[status] : undefined;
    if (!id || !rank) return;
    const error = errors?.[0] ? `WhatsApp could not deliver it (${errors[0].code ?? '?'}): ${errors[0].title ?? ''}`.slice(0, 500) : null;
    await this.dataSource
      .createQueryBuilder()
      .update(Notification)
      .set({ deliveryStatus: status, ...(status === 'failed' && error ? { error } : {}) })
      .where("channel = 'whatsapp' AND provider_message_id = :id", { id })
      .andWhere(`${rankOf('delivery_status')} < :rank`, { rank })
      .execute();
    await this.dataSource.createQueryBuilder().update(WhatsAppMessage).set({ deliveryStatus: status }).where('wa_message_id = :id', { id }).andWhere(`${rankOf('delivery_status')} < :rank`, { rank }).execute();
    if (status !== 'failed') return;
    // Asked again whenever the message stands failed, not only when this event moved it there: a retry of a job that
    // died between the two writes must still send the SMS (the fallback is one row however often it is asked for).
    const row = await this.dataSource.manager.findOneBy(Notification, { providerMessageId: id, channel: 'whatsapp' });
    if (row?.deliveryStatus === 'failed') await this.outbox.fallBackToSms(row);
  }

  private async messageReceived(message: WhatsAppIncoming, name: string): Promise<void> {
    if (!message.id || !message.from) return;
    const text = message.type === 'text' ? (message.text?.body ?? '') : `[${message.type ?? 'message'}]`;
    const order = await this.orders.latestWithPhone(message.from);
    const sentAt = Number(message.timestamp) * 1000;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(WhatsAppMessage)
      .values({
        direction: 'in',
        phone: message.from.slice(0, 20),
        waMessageId: message.id.slice(0, 128),
        name: name.slice(0, 100),
        body: text.slice(0, 4096),
        userId: order?.userId ?? null,
        orderId: order?.id ?? null,
        ...(Number.isFinite(sentAt) && sentAt > 0 ? { createdAt: new Date(sentAt) } : {}),
      })
      .orIgnore()
      .updateEntity(false)
      .execute();
    // Withdrawing twice changes nothing, so a STOP delivered twice needs no check.
    if (WITHDRAWAL.test(text)) {
      await this.users.withdrawWhatsAppOf(message.from, order?.userId ?? null);
      this.logger.log(`WhatsApp updates withdrawn by a reply from ${message.from}`);
    }
  }
}
