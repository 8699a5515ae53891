import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ChannelSender, SendAttempt } from '../channel-sender';
import type { Notification } from '../notification.entities';
import { templateMessage, WhatsAppClient } from './whatsapp.client';
import { parseWhatsAppPayload } from './whatsapp-payload';

/** The outbox's WhatsApp channel: a row's approved template, filled as it was when the row was written. */
@Injectable()
export class WhatsAppSender implements ChannelSender {
  readonly channel = 'whatsapp';

  constructor(
    private readonly config: AppConfig,
    private readonly client: WhatsAppClient,
  ) {}

  async send(row: Notification): Promise<SendAttempt> {
    if (this.config.whatsappMode === 'off') return { result: 'skipped', error: 'WhatsApp is off: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set.' };
    const payload = parseWhatsAppPayload(row.payload);
    if (!payload) return { result: 'failed', error: 'The message has no template to send.' };
    const { template } = payload;
    return this.client.send(row.recipient, templateMessage(template.name, template.language, template.parameters));
  }
}
