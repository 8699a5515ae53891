import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { SendOutcome } from '../send-outcome';

/** Meta's error codes worth telling apart (WHATSAPP.md): asking again later may work for these. */
const RETRY_CODES = new Set([130429, 131056, 131000, 131016]);
const EXPIRED_TOKEN = 190;

interface CloudApiAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_subcode?: number };
}

/** A message to one number: an approved template (`template`) or, inside the 24-hour window, free text (`text`). */
export type WhatsAppMessage =
  | { type: 'template'; template: { name: string; language: { code: string }; components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[] } }
  | { type: 'text'; text: { body: string } };

/** A template message's body as the Cloud API takes it. */
export const templateMessage = (name: string, language: string, parameters: readonly string[]): WhatsAppMessage => ({
  type: 'template',
  template: { name, language: { code: language }, components: parameters.length ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] : [] },
});

/** What a Cloud API answer means for the one message sent; `code` is Meta's error code when it refused. */
export function whatsAppOutcome(httpStatus: number, body: CloudApiAnswer | null, provider: string): SendOutcome & { code?: number } {
  const id = body?.messages?.[0]?.id;
  if (httpStatus >= 200 && httpStatus < 300 && id) return { result: 'sent', provider, messageId: id };
  const error = body?.error;
  const code = Number(error?.code);
  const reason = `WhatsApp refused it (${Number.isFinite(code) ? code : `HTTP ${httpStatus}`}): ${error?.message ?? 'no answer it could read'}`.slice(0, 400);
  if (code === EXPIRED_TOKEN) return { result: 'failed', error: `${reason}. Renew WHATSAPP_TOKEN.`, code };
  if (RETRY_CODES.has(code) || httpStatus >= 500 || httpStatus === 429) return { result: 'retry', error: reason, code };
  return { result: 'failed', error: reason, code };
}

/**
 * The WhatsApp Business Cloud API's send call (POST {WHATSAPP_BASE_URL}/{phone number id}/messages), a small fetch
 * client of our own so that the base URL can name a stand-in. Meta's SDKs add nothing the shop needs.
 */
@Injectable()
export class WhatsAppClient {
  constructor(private readonly config: AppConfig) {}

  async send(to: string, message: WhatsAppMessage): Promise<SendOutcome & { code?: number }> {
    const { baseUrl, phoneNumberId, token, provider } = this.config.whatsapp;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, ''), ...message }),
        signal: AbortSignal.timeout(this.config.NOTIFY_SEND_TIMEOUT_SECONDS * 1000),
      });
    } catch (error) {
      return { result: 'retry', error: `WhatsApp did not answer: ${(error as Error).message}` };
    }
    const body = (await response.json().catch(() => null)) as CloudApiAnswer | null;
    return whatsAppOutcome(response.status, body, provider);
  }
}
