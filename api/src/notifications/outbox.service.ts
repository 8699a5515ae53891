import { BeforeApplicationShutdown, ConflictException, Inject, Injectable, Logger, NotFoundException, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThanOrEqual } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { afterCommit } from '../inventory/transaction';
import { Job, jobId, JobQueue } from '../queue/job-queue';
import { CHANNEL_SENDERS, ChannelSender, SendAttempt } from './channel-sender';
import { Channel, DEFAULT_LANGUAGE, Language, NotificationEvent, spokenLanguage, TemplateKey, templateSpec } from './notification-events';
import { Notification } from './notification.entities';
import { carriesSecrets, hideSecrets, Rendered, renderTemplate, Variables } from './render';
import { seal, SealingKey, sealingKey, unseal } from './sealed-message';
import { TemplatesService } from './templates.service';
import { parseWhatsAppPayload, whatsAppPayload } from './whatsapp/whatsapp-payload';
import { isWhatsAppEvent } from './whatsapp/whatsapp-template-defaults';
import { WhatsAppTemplates } from './whatsapp/whatsapp-templates.service';

/** One occurrence to tell: its messages (template and recipient) and what fills them. */
export interface Notice {
  event: NotificationEvent;
  /** The occurrence (`order/12/paid`): with channel and recipient it makes a row unique. */
  eventKey: string;
  orderId?: number | null;
  /** The customer's language (English by default); staff messages are always English. */
  language?: Language;
  messages: { template: TemplateKey; recipient: string }[];
  variables: Variables;
  /** The customer asked for order updates on WhatsApp: their SMS goes there instead, where the event has a template. */
  whatsappUpdates?: boolean;
}

export const SEND_NOTIFICATION_JOB = 'send-notification';
/** Tries before a message the provider keeps refusing for now is given up as failed. */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 1000;
const SWEEP_BATCH = 100;

/**
 * The outbox (DESIGN.md "Notifications"): a message is a row written in the transaction of the change
 * that causes it; the job queue is the fast path that sends it, a sweeper the safety net for jobs that
 * were lost. A row is claimed with a conditional UPDATE that pushes its `due_at` ahead (a lease), so two
 * workers, a sweeper and a resend never send it twice, and a crashed sender's row comes back when the
 * lease ends. Providers are only ever called outside any order's transaction.
 */
@Injectable()
export class OutboxService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private readonly sealingKey: SealingKey;
  private readonly senders: Map<Channel, ChannelSender>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly templates: TemplatesService,
    private readonly whatsAppTemplates: WhatsAppTemplates,
    @Inject(CHANNEL_SENDERS) senders: ChannelSender[],
  ) {
    this.sealingKey = sealingKey(config.JWT_SECRET);
    this.senders = new Map(senders.map((sender) => [sender.channel, sender]));
  }

  onModuleInit(): void {
    this.queue.process('notifications', SEND_NOTIFICATION_JOB, (job) => this.deliver((job as Job<{ id: number }>).data.id));
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.NOTIFY_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /**
   * Writes the notice's rows inside the caller's transaction (a row that exists already is left alone),
   * and queues them once it commits. It runs in a savepoint: a fault here is logged and undone, never the
   * order's change.
   */
  async record(manager: EntityManager, notice: Notice): Promise<void> {
    const messages = notice.messages.filter((message) => message.recipient);
    if (!messages.length) return;
    const runner = manager.queryRunner!;
    await runner.query('SAVEPOINT outbox');
    try {
      const language = notice.language ?? DEFAULT_LANGUAGE;
      const texts = await this.templates.texts(manager, [...new Set(messages.map((message) => message.template))], language);
      const now = new Date();
      const rows = messages.map(({ template, recipient }) => {
        const { channel } = templateSpec(template);
        const spoken = spokenLanguage(template, language);
        const render = (variables: Variables) => renderTemplate(texts.get(template)!, variables, channel === 'email', spoken, { shopUrl: this.config.publicUrl });
        // Anyone with the console or the database reads the row: its secrets stay [hidden] there, the message itself sealed.
        const shown = render(hideSecrets(notice.variables));
        const sealFor = { eventKey: notice.eventKey, channel, recipient };
        return {
          ...sealFor,
          event: notice.event,
          template,
          language: spoken,
          orderId: notice.orderId ?? null,
          subject: shown.subject.slice(0, 300),
          body: shown.text,
          html: shown.html,
          sealed: carriesSecrets(notice.variables) ? seal(render(notice.variables), sealFor, this.sealingKey) : null,
          payload: null as string | null,
          status: 'queued' as const,
          attempts: 0,
          dueAt: now,
        };
      });
      if (notice.whatsappUpdates && this.config.whatsappMode !== 'off') {
        for (const [index, row] of rows.entries()) rows[index] = await this.onWhatsApp(manager, notice, row);
      }
      await manager.createQueryBuilder().insert().into(Notification).values(rows).orIgnore().updateEntity(false).execute();
      await runner.query('RELEASE SAVEPOINT outbox');
      afterCommit(manager, () => void this.enqueueOccurrence(notice.eventKey));
    } catch (error) {
      await runner.query('ROLLBACK TO SAVEPOINT outbox');
      this.logger.error(`Could not write the ${notice.event} notice ${notice.eventKey}: ${(error as Error).message}`);
    }
  }

  /**
   * A customer's order SMS as a WhatsApp row, when the event has a template in the customer's language (staff may keep
   * an event on SMS); the SMS's text rides along for the fallback. A message with a secret never goes there.
   */
  private async onWhatsApp<Row extends Pick<Notification, 'channel' | 'body' | 'payload' | 'sealed' | 'language' | 'template'>>(manager: EntityManager, notice: Notice, row: Row): Promise<Row> {
    if (row.channel !== 'sms' || row.sealed || !isWhatsAppEvent(notice.event) || templateSpec(row.template).audience !== 'customer') return row;
    const filled = await this.whatsAppTemplates.fill(notice.event, row.language, notice.variables, manager);
    if (!filled) return row;
    return { ...row, channel: 'whatsapp', body: filled.text, payload: whatsAppPayload({ template: { name: filled.name, language: filled.language, parameters: filled.parameters }, sms: row.body }) };
  }

  /** Sends one row if it is due and nobody else holds it; otherwise does nothing (idempotent). */
  async deliver(id: number): Promise<void> {
    const now = new Date();
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(Notification)
      .set({ attempts: () => 'attempts + 1', dueAt: new Date(now.getTime() + this.leaseMs) })
      .where("id = :id AND status = 'queued' AND due_at <= :now", { id, now })
      .execute();
    if (!claimed.affected) return;
    const row = await this.dataSource.manager.findOneByOrFail(Notification, { id });
    let attempt: SendAttempt;
    try {
      attempt = await this.attempt(row);
    } catch (error) {
      attempt = { result: 'retry', error: (error as Error).message };
    }
    await this.settle(row, attempt);
  }

  /** Staff send a failed (or skipped) message again; its tries start over. */
  async resend(id: number): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Notification)
      .set({ status: 'queued', attempts: 0, dueAt: new Date(), error: null })
      .where("id = :id AND status IN ('failed', 'skipped')", { id })
      .execute();
    if (!result.affected) {
      const exists = await this.dataSource.manager.existsBy(Notification, { id });
      if (!exists) throw new NotFoundException({ detail: 'Notification not found.' });
      throw new ConflictException({ detail: 'Only a failed or skipped message can be sent again.' });
    }
    await this.enqueue(id, `resend-${Date.now()}`);
  }

  /** An SMS delivery report (unsigned, so a hint): it only ever moves that message's delivery status. */
  async recordDeliveryReport(messageId: string, status: string, failureReason: string | null): Promise<void> {
    const deliveryStatus = (failureReason ? `${status}: ${failureReason}` : status).slice(0, 40);
    await this.dataSource.createQueryBuilder().update(Notification).set({ deliveryStatus }).where("provider_message_id = :messageId AND channel = 'sms'", { messageId }).execute();
  }

  /** One sweep (never two at once in this process): sends due rows whose job never ran. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((error) => this.logger.error(`Sweep failed: ${(error as Error).message}`))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** A sender holds a row this long: twice the send timeout, after which a crashed sender's row is due again. */
  private get leaseMs(): number {
    return this.config.NOTIFY_SEND_TIMEOUT_SECONDS * 2000;
  }

  private async sweepOnce(): Promise<void> {
    const due = await this.dataSource.manager.find(Notification, {
      where: { status: 'queued', dueAt: LessThanOrEqual(new Date()) },
      select: { id: true },
      order: { dueAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    for (const row of due) await this.deliver(row.id);
  }

  private async attempt(row: Notification): Promise<SendAttempt> {
    let message: Rendered;
    try {
      message = row.sealed ? unseal(row.sealed, row, this.sealingKey) : { subject: row.subject, text: row.body, html: row.html };
    } catch {
      return { result: 'failed', error: 'Its sealed part cannot be opened (JWT_SECRET changed since it was written): ask for a new one.' };
    }
    return this.senders.get(row.channel)!.send(row, message);
  }

  private async settle(row: Notification, attempt: SendAttempt): Promise<void> {
    const update = this.dataSource.createQueryBuilder().update(Notification);
    const where = ["id = :id AND status = 'queued'", { id: row.id }] as const;
    switch (attempt.result) {
      case 'sent':
        // Sent, its secrets are kept nowhere, not even sealed (only a failed or skipped message is sent again).
        await update.set({ status: 'sent', provider: attempt.provider, providerMessageId: attempt.messageId, sentAt: new Date(), error: null, sealed: null }).where(...where).execute();
        return;
      case 'skipped':
      case 'failed':
        await update.set({ status: attempt.result, error: attempt.error.slice(0, 500) }).where(...where).execute();
        if (attempt.result === 'failed') this.logger.warn(`${row.channel} ${row.id} to ${row.recipient} failed: ${attempt.error}`);
        await this.fallBackToSms(row);
        return;
      case 'retry': {
        if (row.attempts >= MAX_ATTEMPTS) {
          await update.set({ status: 'failed', error: `${attempt.error} (gave up after ${row.attempts} tries)`.slice(0, 500) }).where(...where).execute();
          this.logger.warn(`${row.channel} ${row.id} to ${row.recipient} given up: ${attempt.error}`);
          await this.fallBackToSms(row);
          return;
        }
        const delayMs = FIRST_RETRY_MS * 2 ** (row.attempts - 1);
        await update.set({ dueAt: new Date(Date.now() + delayMs), error: attempt.error.slice(0, 500) }).where(...where).execute();
        await this.enqueue(row.id, row.attempts, delayMs);
      }
    }
  }

  /**
   * A WhatsApp message that did not reach the customer (refused, given up, WhatsApp off since, or a failed status
   * later) goes as the SMS it replaced: a row of its own, tied to the first. The unique (event, channel, recipient)
   * makes it one however often this is called.
   */
  async fallBackToSms(row: Notification): Promise<void> {
    const payload = row.channel === 'whatsapp' ? parseWhatsAppPayload(row.payload) : null;
    if (!payload) return;
    const { event, eventKey, recipient, template, language, orderId, subject } = row;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Notification)
      .values({ event, eventKey, channel: 'sms', recipient, template, language, orderId, subject, body: payload.sms, html: null, sealed: null, fallbackOf: row.id, status: 'queued', attempts: 0, dueAt: new Date() })
      .orIgnore()
      .updateEntity(false)
      .execute();
    await this.enqueueOccurrence(eventKey);
  }

  private async enqueueOccurrence(eventKey: string): Promise<void> {
    try {
      const rows = await this.dataSource.manager.find(Notification, { where: { eventKey, status: 'queued', attempts: 0 }, select: { id: true } });
      for (const row of rows) await this.enqueue(row.id, 'first');
    } catch (error) {
      this.logger.warn(`Messages of ${eventKey} wait for the sweeper: ${(error as Error).message}`);
    }
  }

  /** The fast path (one job per row and try); when the queue cannot take it, the sweeper sends the row. */
  private async enqueue(id: number, attempt: number | string, delayMs = 0): Promise<void> {
    try {
      await this.queue.add('notifications', SEND_NOTIFICATION_JOB, { id }, { jobId: jobId('notification', id, attempt), delayMs, attempts: 1 });
    } catch (error) {
      this.logger.warn(`Message ${id} waits for the sweeper: ${(error as Error).message}`);
    }
  }
}
