import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { acceptedAnswer, CloudApiAnswer, cloudApiError, phoneNumberIdRefusal, readMessage, tokenRefusal } from '../src/notifications/whatsapp/sandbox/cloud-api-contract';

export interface ReceivedWhatsApp {
  to: string;
  type: 'template' | 'text';
  /** The template's name, language and body parameters, for a template message. */
  template?: { name: string; language: string; parameters: string[] };
  text?: string;
  id: string;
}

/**
 * The WhatsApp Business Cloud API's send call as a test server (WHATSAPP.md): POST /{phone number id}/messages with
 * the bearer token; it checks the body as the built-in stand-in does (the same contract module), answers as told per
 * number (accepted by default) and keeps what it accepted.
 */
export class WhatsAppCloudStandIn {
  readonly delivered: ReceivedWhatsApp[] = [];
  calls = 0;
  url = '';
  /** Meta's error code to answer for a number, e.g. 131026 (undeliverable), and for how many more sends (Infinity: always). */
  private readonly refusals = new Map<string, { code: number; times: number }>();
  private sequence = 0;
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => this.answer(req, raw, res));
  });

  constructor(
    readonly phoneNumberId = '106540352242922',
    readonly token = 'EAAG-stand-in-token',
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
    return this;
  }

  env(): Record<string, string> {
    return { WHATSAPP_TOKEN: this.token, WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId, WHATSAPP_BASE_URL: this.url, WHATSAPP_APP_SECRET: 'stand-in-app-secret' };
  }

  /** The next `times` sends to `number` are refused with Meta's `code` (130429 rate limit, 131026 undeliverable …). */
  refuse(number: string, code: number, times = Infinity): void {
    this.refusals.set(number, { code, times });
  }

  to(number: string): ReceivedWhatsApp[] {
    return this.delivered.filter((message) => message.to === number);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(req: http.IncomingMessage, raw: string, res: http.ServerResponse): void {
    this.calls++;
    const { status, body } = this.reply(req, raw);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  /** Meta's checks (cloud-api-contract.ts, as the built-in stand-in makes them), then the refusal a test asked for. */
  private reply(req: http.IncomingMessage, raw: string): CloudApiAnswer {
    const refused = tokenRefusal(req.headers.authorization, this.token);
    if (refused) return refused;
    const path = /^\/v21\.0\/([^/]+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !path) return cloudApiError(400, 100, 'Unsupported request');
    const wrongNumber = phoneNumberIdRefusal(path[1], this.phoneNumberId);
    if (wrongNumber) return wrongNumber;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return cloudApiError(400, 100, '(#100) Invalid parameter', { details: 'The body is not JSON.' });
    }
    const read = readMessage(req.headers['content-type'], body);
    if ('refusal' in read) return read.refusal;
    const { message } = read;
    const refusal = this.refusals.get(message.to);
    if (refusal && refusal.times > 0) {
      refusal.times -= 1;
      return refusal.code === 130429 ? cloudApiError(429, refusal.code, 'Rate limit hit') : cloudApiError(400, refusal.code, 'Message undeliverable');
    }
    const id = `wamid.HBgM${++this.sequence}`;
    this.delivered.push(message.type === 'template' ? { to: message.to, type: 'template', template: message.template, id } : { to: message.to, type: 'text', text: message.text, id });
    return acceptedAnswer(message.to, id);
  }
}
