import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ChannelSender, SendAttempt } from './channel-sender';
import type { Notification } from './notification.entities';
import type { Rendered } from './render';
import { SendOutcome, smsOutcome } from './send-outcome';

/**
 * Africa's Talking's SMS call (POST {base}/version1/messaging), a small fetch client of our own: the
 * official npm client picks its host from the username and cannot be pointed at a stand-in.
 */
@Injectable()
export class SmsClient implements ChannelSender {
  readonly channel = 'sms';

  constructor(private readonly config: AppConfig) {}

  send(row: Notification, message: Rendered): Promise<SendAttempt> {
    if (this.config.smsMode === 'off') return Promise.resolve({ result: 'skipped', error: 'SMS is off: AT_USERNAME and AT_API_KEY are not set, so no SMS is sent.' });
    return this.sendText(row.recipient, message.text);
  }

  private async sendText(to: string, message: string): Promise<SendOutcome> {
    const { baseUrl, username, apiKey, senderId } = this.config.africasTalking;
    const form = new URLSearchParams({ username, to, message });
    if (senderId) form.set('from', senderId);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.config.NOTIFY_SEND_TIMEOUT_SECONDS * 1000),
      });
    } catch (error) {
      return { result: 'retry', error: `Africa's Talking did not answer: ${(error as Error).message}` };
    }
    const body: unknown = await response.json().catch(() => null);
    return smsOutcome(response.status, body, this.config.smsMode === 'africastalking' ? 'africastalking' : 'stand-in');
  }
}
