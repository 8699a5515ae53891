import { BadGatewayException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import type { ListQuery } from '../../common/list-query';
import type { User } from '../../users/user.entity';
import { WhatsAppClient } from './whatsapp.client';
import { WhatsAppMessage } from './whatsapp-message.entity';

/** WhatsApp lets a business write freely only this long after the customer's last message; then only a template. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

export interface WhatsAppMessageView {
  id: number;
  direction: 'in' | 'out';
  body: string;
  sent_by: string | null;
  delivery_status: string | null;
  created_at: Date;
}

export interface ConversationView {
  /** The customer's number (2547…): the conversation's id. */
  id: string;
  phone: string;
  name: string;
  user_id: number | null;
  order_id: number | null;
  last_message: WhatsAppMessageView;
  /** Until when staff may answer in free text (24 hours after the customer's last message); null when it is closed. */
  window_closes_at: Date | null;
}

const messageView = (row: WhatsAppMessage): WhatsAppMessageView => ({
  id: row.id,
  direction: row.direction,
  body: row.body,
  sent_by: row.sentBy,
  delivery_status: row.deliveryStatus,
  created_at: row.createdAt,
});

/** The console's inbox of WhatsApp conversations (one a customer's number) and staff's answers in them. */
@Injectable()
export class WhatsAppConversations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: WhatsAppClient,
    private readonly config: AppConfig,
  ) {}

  /** The conversations, the one with the newest message first. */
  async list({ offset, limit }: ListQuery): Promise<[ConversationView[], number]> {
    const repo = this.dataSource.getRepository(WhatsAppMessage);
    const newest = await repo.createQueryBuilder('m').select('m.phone', 'phone').addSelect('MAX(m.id)', 'last').groupBy('m.phone').orderBy('last', 'DESC').offset(offset).limit(limit).getRawMany<{ phone: string; last: number }>();
    const total = Number((await repo.createQueryBuilder('m').select('COUNT(DISTINCT m.phone)', 'count').getRawOne<{ count: string }>())?.count ?? 0);
    return [await Promise.all(newest.map(({ phone }) => this.summary(phone))), total];
  }

  /** One conversation with its messages, oldest first. */
  async get(phone: string): Promise<ConversationView & { messages: WhatsAppMessageView[] }> {
    const messages = await this.dataSource.manager.find(WhatsAppMessage, { where: { phone }, order: { id: 'ASC' } });
    if (!messages.length) throw new NotFoundException({ detail: 'No conversation with this number.' });
    return { ...(await this.summary(phone)), messages: messages.map(messageView) };
  }

  /** Staff's answer, sent as free text while the window is open; after it WhatsApp takes only a template. */
  async reply(staff: User, phone: string, text: string): Promise<WhatsAppMessageView> {
    const { window_closes_at: closesAt, user_id: userId, order_id: orderId } = await this.summary(phone);
    if (this.config.whatsappMode === 'off') throw new ConflictException({ detail: 'WhatsApp is off on this shop (WHATSAPP_TOKEN is not set): answer by phone or SMS.' });
    if (!closesAt) throw new ConflictException({ detail: 'More than 24 hours have passed since the customer last wrote: WhatsApp now takes only an approved template. Call or SMS them, or wait for them to write again.' });
    const outcome = await this.client.send(phone, { type: 'text', text: { body: text } });
    if (outcome.result !== 'sent') throw new BadGatewayException({ detail: `WhatsApp did not take the answer: ${outcome.error}` });
    const saved = await this.dataSource.manager.save(
      this.dataSource.manager.create(WhatsAppMessage, { direction: 'out', phone, waMessageId: outcome.messageId, name: '', body: text, userId, orderId, sentBy: staff.username, deliveryStatus: 'sent' }),
    );
    return messageView(saved);
  }

  private async summary(phone: string): Promise<ConversationView> {
    const manager = this.dataSource.manager;
    const [last] = await manager.find(WhatsAppMessage, { where: { phone }, order: { id: 'DESC' }, take: 1 });
    if (!last) throw new NotFoundException({ detail: 'No conversation with this number.' });
    const [lastIn] = await manager.find(WhatsAppMessage, { where: { phone, direction: In(['in']) }, order: { id: 'DESC' }, take: 1 });
    const closesAt = lastIn ? new Date(lastIn.createdAt.getTime() + SERVICE_WINDOW_MS) : null;
    return {
      id: phone,
      phone,
      name: lastIn?.name ?? '',
      user_id: lastIn?.userId ?? last.userId,
      order_id: lastIn?.orderId ?? last.orderId,
      last_message: messageView(last),
      window_closes_at: closesAt && closesAt.getTime() > Date.now() ? closesAt : null,
    };
  }
}
