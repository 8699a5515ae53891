import * as http from 'node:http';
import { AddressInfo } from 'node:net';

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
 * the bearer token; it checks the body's shape, answers as told per number (accepted by default) and keeps what it
 * accepted.
 */
export class WhatsAppCloudStandIn {
  readonly delivered: ReceivedWhatsApp[] = [];
  calls = 0;
  url = '';
  /** Meta's error code to answer for a number, e.g. 131026 (undeliverable). */
  private readonly refusals = new Map<string, number>();
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
    return { WHATSAPP_TOKEN: this.token, WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId, WHATSAPP_BASE_URL: this.url };
  }

  refuse(number: string, code: number): void {
    this.refusals.set(number, code);
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
    const reply = (status: number, body: object): void => void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const error = (status: number, code: number, message: string): void => reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } });
    if (req.headers.authorization !== `Bearer ${this.token}`) return error(401, 190, 'Error validating access token');
    if (req.method !== 'POST' || req.url !== `/v21.0/${this.phoneNumberId}/messages` || !req.headers['content-type']?.startsWith('application/json')) return error(400, 100, 'Unsupported request');
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { type: string; parameters: { type: string; text: string }[] }[] };
      text?: { body?: string };
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 100, 'Invalid JSON');
    }
    const to = String(body.to ?? '');
    if (body.messaging_product !== 'whatsapp' || !/^254\d{9}$/.test(to)) return error(400, 100, 'Invalid parameter');
    const refusal = this.refusals.get(to);
    if (refusal) return error(400, refusal, 'Message undeliverable');
    const id = `wamid.HBgM${++this.sequence}`;
    if (body.type === 'template' && body.template?.name && body.template.language?.code) {
      const parameters = (body.template.components ?? []).flatMap((component) => component.parameters.map((parameter) => parameter.text));
      if (parameters.some((text) => !text?.trim() || /[\n\t]| {5,}/.test(text))) return error(400, 132000, 'Number of parameters does not match');
      this.delivered.push({ to, type: 'template', template: { name: body.template.name, language: body.template.language.code, parameters }, id });
    } else if (body.type === 'text' && body.text?.body) {
      this.delivered.push({ to, type: 'text', text: body.text.body, id });
    } else {
      return error(400, 100, 'Invalid parameter');
    }
    reply(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
  }
}
