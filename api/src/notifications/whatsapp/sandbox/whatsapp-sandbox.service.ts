import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { Job, JobQueue } from '../../../queue/job-queue';
import { fillTemplate } from '../whatsapp-template-defaults';
import { WhatsAppTemplates } from '../whatsapp-templates.service';
import {
  acceptedAnswer,
  CloudApiAnswer,
  hubSignature,
  messageEvent,
  phoneNumberIdRefusal,
  readMessage,
  statusEvent,
  templateRefusal,
  tokenRefusal,
  waMessageId,
  windowRefusal,
} from './cloud-api-contract';
import { SandboxMessageStatus, WhatsAppSandboxMessage } from './sandbox-message.entity';

export const WHATSAPP_SANDBOX_STATUS_JOB = 'whatsapp-sandbox-status';
/** After accepting a message, Meta reports it sent and then delivered a moment later; the phone page reads it. */
const SENT_AFTER_MS = 1000;
const DELIVERED_AFTER_MS = 2000;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Meta retries a webhook the shop did not take; the stand-in a few times, a second apart and doubling. */
const WEBHOOK_ATTEMPTS = 3;
const MESSAGES_SHOWN = 50;
const PHONES_SHOWN = 20;
/** The WhatsApp profile name the phone page's messages come with (the console's inbox shows it). */
export const SANDBOX_PROFILE_NAME = 'Stand-in phone';
const TEXT_LIMIT = 4096;

type ReportedStatus = 'sent' | 'delivered' | 'read';
/** The statuses a report moves a message on from (only ever forward). */
const BEFORE: Record<ReportedStatus, SandboxMessageStatus[]> = { sent: ['accepted'], delivered: ['accepted', 'sent'], read: ['accepted', 'sent', 'delivered'] };

interface StatusJob {
  waMessageId: string;
  status: ReportedStatus;
}

/** A send call as it reached the stand-in. */
export interface SendRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  phoneNumberId: string;
  body: unknown;
}

/** What the phone page shows of one number. */
export interface SandboxPhone {
  phone: string;
  messages: WhatsAppSandboxMessage[];
}

/**
 * The built-in stand-in for the WhatsApp Business Cloud API in development (WHATSAPP.md): the send call with Meta's
 * checks and answers, messages in the database, status webhooks signed with the app secret as Meta sends them, and
 * the customer's phone played by a page whose messages reach the shop's webhook. Mounted only in stand-in mode.
 */
@Injectable()
export class WhatsAppSandboxService implements OnModuleInit {
  private readonly logger = new Logger('WhatsAppSandbox');

  constructor(
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly templates: WhatsAppTemplates,
    @InjectRepository(WhatsAppSandboxMessage) private readonly messages: Repository<WhatsAppSandboxMessage>,
  ) {}

  onModuleInit(): void {
    if (this.config.whatsappMode === 'stand-in') {
      this.queue.process('notifications', WHATSAPP_SANDBOX_STATUS_JOB, (job) => this.reportStatus((job as Job<StatusJob>).data));
    }
  }

  /** POST /{phone number id}/messages: checked as Meta checks it, kept, and answered with its wamid; its statuses follow. */
  async send(request: SendRequest): Promise<CloudApiAnswer> {
    const { token, phoneNumberId } = this.config.whatsapp;
    const refused = tokenRefusal(request.authorization, token) ?? phoneNumberIdRefusal(request.phoneNumberId, phoneNumberId);
    if (refused) return refused;
    const read = readMessage(request.contentType, request.body);
    if ('refusal' in read) return read.refusal;
    const { message } = read;
    let body: string;
    if (message.type === 'template') {
      const approved = await this.approvedBody(message.template.name, message.template.language);
      const mismatch = templateRefusal(message.template.parameters, approved);
      if (mismatch) return mismatch;
      body = fillTemplate(approved ?? '', message.template.parameters);
    } else {
      const outsideWindow = windowRefusal(await this.lastFrom(message.to));
      if (outsideWindow) return outsideWindow;
      body = message.text;
    }
    const saved = await this.messages.save(
      this.messages.create({
        waMessageId: waMessageId(),
        direction: 'out',
        phone: message.to,
        kind: message.type,
        templateName: message.type === 'template' ? message.template.name : null,
        language: message.type === 'template' ? message.template.language : null,
        parameters: message.type === 'template' ? JSON.stringify(message.template.parameters) : null,
        body,
        status: 'accepted',
      }),
    );
    await this.queueStatus(saved.waMessageId, 'sent', SENT_AFTER_MS);
    await this.queueStatus(saved.waMessageId, 'delivered', DELIVERED_AFTER_MS);
    return acceptedAnswer(message.to, saved.waMessageId);
  }

  /** The numbers the stand-in has messages of, the latest first. */
  async phones(): Promise<string[]> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .select('m.phone', 'phone')
      .addSelect('MAX(m.id)', 'last')
      .groupBy('m.phone')
      .orderBy('last', 'DESC')
      .limit(PHONES_SHOWN)
      .getRawMany<{ phone: string }>();
    return rows.map(({ phone }) => phone);
  }

  /**
   * One number's messages, oldest first, as its phone shows them. Showing them is reading them: what the shop sent
   * and the phone had not read is marked read, and the read statuses go to the shop.
   */
  async open(phone: string): Promise<SandboxPhone> {
    const unread = await this.messages.find({ where: { phone, direction: 'out', status: In(BEFORE.read) }, select: { id: true, waMessageId: true } });
    for (const { id, waMessageId: messageId } of unread) {
      const moved = await this.messages.update({ id, status: In(BEFORE.read) }, { status: 'read' });
      if (moved.affected) await this.queueStatus(messageId, 'read', 0);
    }
    const latest = await this.messages.find({ where: { phone }, order: { id: 'DESC' }, take: MESSAGES_SHOWN });
    return { phone, messages: latest.reverse() };
  }

  /** The customer writes to the shop from the phone page: kept, then POSTed to the shop's webhook, signed, as Meta does. */
  async write(phone: string, text: string): Promise<void> {
    const body = text.trim().slice(0, TEXT_LIMIT);
    if (!body) return;
    const at = new Date();
    const saved = await this.messages.save(this.messages.create({ waMessageId: waMessageId(), direction: 'in', phone, kind: 'text', body, status: 'to-shop', createdAt: at }));
    const event = messageEvent(this.config.whatsapp.phoneNumberId, { id: saved.waMessageId, from: phone, name: SANDBOX_PROFILE_NAME, text: body, at });
    const error = await this.postToShop(event);
    if (error) {
      this.logger.warn(`The shop's webhook did not take a message from ${phone}: ${error}`);
      await this.messages.update({ id: saved.id }, { webhookError: error.slice(0, 255) });
    }
  }

  /** A status job: the message moves forward (never back), and the shop hears of it whatever order the jobs ran in. */
  private async reportStatus({ waMessageId: id, status }: StatusJob): Promise<void> {
    const message = await this.messages.findOne({ where: { waMessageId: id, direction: 'out' } });
    if (!message) return;
    await this.messages.update({ id: message.id, status: In(BEFORE[status]) }, { status });
    const error = await this.postToShop(statusEvent(this.config.whatsapp.phoneNumberId, { id, status, recipient: message.phone }));
    // Thrown, so the queue tries again, as Meta retries a webhook the shop did not answer 200.
    if (error) throw new Error(`The shop's webhook did not take the ${status} status of ${id}: ${error}`);
  }

  /** POSTs an event to the shop's own webhook (PUBLIC_URL), signed over its bytes; the failure, if any, in words. */
  private async postToShop(event: object): Promise<string | null> {
    const raw = JSON.stringify(event);
    try {
      const response = await fetch(`${this.config.publicUrl}/api/whatsapp/webhook/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': hubSignature(this.config.whatsapp.appSecret ?? '', raw) },
        body: raw,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return (error as Error).message;
    }
  }

  private async queueStatus(id: string, status: ReportedStatus, delayMs: number): Promise<void> {
    await this.queue
      .add<StatusJob>('notifications', WHATSAPP_SANDBOX_STATUS_JOB, { waMessageId: id, status }, { delayMs, attempts: WEBHOOK_ATTEMPTS })
      .catch((error: Error) => this.logger.warn(`The ${status} status of ${id} was not queued: ${error.message}`));
  }

  /** The stand-in's "approved" templates are the shop's own mappings (staff's, else the defaults): the body of one, or null. */
  private async approvedBody(name: string, language: string): Promise<string | null> {
    const entry = (await this.templates.all()).find((one) => one.name === name && one.language === language);
    return entry ? entry.body : null;
  }

  /** When the customer last wrote from this number (the 24-hour window's start), or null. */
  private async lastFrom(phone: string): Promise<Date | null> {
    const [last] = await this.messages.find({ where: { phone, direction: 'in' }, order: { id: 'DESC' }, take: 1 });
    return last?.createdAt ?? null;
  }
}
