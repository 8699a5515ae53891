import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
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
export class Mailer implements OnApplicationShutdown {
  private transport: Transporter | null = null;

  constructor(private readonly config: AppConfig) {}

  async send(email: Email): Promise<SendOutcome> {
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

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
