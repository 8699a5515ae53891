import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { oneClickLeaveUrl, subscriberOfWelcome } from '../contact/newsletter-leave';
import { ChannelSender, SendAttempt } from './channel-sender';
import { templateSpec } from './notification-events';
import type { Notification } from './notification.entities';
import type { Rendered } from './render';
import { SendOutcome } from './send-outcome';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Where a reply goes (a customer's reaches staff). */
  replyTo?: string;
}

/** SMTP codes that mean the address or message is refused for good (5xx), not that the server is busy. */
const permanent = (code: number | undefined) => code !== undefined && code >= 500 && code < 600;

/** E-mail through nodemailer over SMTP_URL (one pooled transport per process). */
@Injectable()
export class Mailer implements ChannelSender, OnApplicationShutdown {
  readonly channel = 'email';
  private readonly logger = new Logger('Mailer');
  private transport: Transporter | null = null;

  constructor(private readonly config: AppConfig) {}

  send(row: Notification, message: Rendered): Promise<SendAttempt> {
    if (this.config.emailMode === 'outbox') {
      // Development only: the console shows the e-mail with its secrets hidden, the server log has it whole.
      if (row.sealed) this.logger.log(`E-mail ${row.id} to ${row.recipient}, kept in the outbox (development):\n${message.text}`);
      return Promise.resolve({ result: 'skipped', error: 'No SMTP server (SMTP_URL is not set): kept in the outbox, not sent.' });
    }
    if (this.config.emailMode === 'off') return Promise.resolve({ result: 'skipped', error: 'E-mail is off: SMTP_URL is not set, so no e-mail is sent.' });
    // A customer's reply reaches staff; staff reply to each other as they choose.
    const replyTo = templateSpec(row.template).audience === 'customer' ? this.config.MAIL_REPLY_TO : undefined;
    return this.sendEmail({ to: row.recipient, subject: message.subject, text: message.text, html: message.html, headers: this.headersOf(row), replyTo });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private async sendEmail(email: Email): Promise<SendOutcome> {
    const timeout = this.config.NOTIFY_SEND_TIMEOUT_SECONDS * 1000;
    this.transport ??= createTransport({ url: this.config.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    try {
      const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined, headers: email.headers, replyTo: email.replyTo });
      return { result: 'sent', provider: 'smtp', messageId: info.messageId ?? null };
    } catch (error) {
      const { message, responseCode } = error as Error & { responseCode?: number };
      return permanent(responseCode) ? { result: 'failed', error: `SMTP refused it: ${message}` } : { result: 'retry', error: `SMTP: ${message}` };
    }
  }

  /** A newsletter e-mail names its leave link for the mail program's own unsubscribe button, which leaves in one click (RFC 8058). */
  private headersOf(row: Notification): Record<string, string> | undefined {
    const subscriberId = templateSpec(row.template).event === 'newsletter_welcome' ? subscriberOfWelcome(row.eventKey) : null;
    if (subscriberId === null) return undefined;
    return { 'List-Unsubscribe': `<${oneClickLeaveUrl(this.config.publicUrl, { id: subscriberId }, this.config.JWT_SECRET)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
}
