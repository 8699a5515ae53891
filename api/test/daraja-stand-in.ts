import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import {
  DarajaAnswer,
  invalidToken,
  PromptRecord,
  queryAnswer,
  refusal,
  requestRefusal,
  stkCallbackBody,
  stkPushAccepted,
  stkPushRefusal,
  tokenRefusal,
} from '../src/payments/mpesa/sandbox/daraja-contract';

/** One prompt as the stand-in keeps it: what was asked, and what its query answers (`resultCode` null: still pending). */
export interface StandInPrompt extends PromptRecord {
  accountReference: string;
  callbackUrl: string;
}

export type DarajaOperation = 'token' | 'stkpush' | 'query';

/**
 * A Daraja M-Pesa Express stand-in for the tests (DARAJA.md): the same paths and shapes, with the checks Safaricom
 * makes (Basic keys, Bearer token, Password, whole-shilling Amount, 2547/2541 phones). Tests steer each prompt's
 * result, make tokens expire, answer spike arrest, and send callbacks as Safaricom does.
 */
export class DarajaStandIn {
  readonly keys = { MPESA_CONSUMER_KEY: 'stand-in-daraja-key', MPESA_CONSUMER_SECRET: 'stand-in-daraja-secret' };
  readonly shortcode = '174379';
  readonly passkey = 'stand-in-passkey';
  readonly prompts = new Map<string, StandInPrompt>();
  readonly calls: Record<DarajaOperation, number> = { token: 0, stkpush: 0, query: 0 };
  /** Tokens Daraja still accepts; `expireTokens()` empties it, as a renewal elsewhere would. */
  private readonly validTokens = new Set<string>();
  /** How many of the next queries answer spike arrest (500.003.02). */
  busyQueries = 0;
  /** How many of the next prompts are sent but answered HTTP 500, as when Daraja times out after taking one. */
  unconfirmedPushes = 0;
  /** expires_in of the tokens it gives, in seconds. */
  tokenLifeSeconds: number | string = '3599';
  baseUrl = '';
  private server?: http.Server;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The shop's M-Pesa settings for this stand-in. */
  env(callbackSecret = 'stand-in-callback-secret-0123'): Record<string, string> {
    return { ...this.keys, MPESA_SHORTCODE: this.shortcode, MPESA_PASSKEY: this.passkey, MPESA_BASE_URL: this.baseUrl, MPESA_CALLBACK_SECRET: callbackSecret };
  }

  expireTokens(): void {
    this.validTokens.clear();
  }

  prompt(checkoutRequestId: string): StandInPrompt {
    const prompt = this.prompts.get(checkoutRequestId);
    if (!prompt) throw new Error(`The stand-in has no prompt ${checkoutRequestId}`);
    return prompt;
  }

  /** The shopper answers the prompt: the query reports it from now on. */
  answer(checkoutRequestId: string, resultCode: number, resultDesc = resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user'): void {
    Object.assign(this.prompt(checkoutRequestId), { resultCode, resultDesc });
  }

  /** Safaricom's callback for the prompt, as it would POST it (once, unsigned); `receipt` and `amount` for a success. */
  callbackBody(checkoutRequestId: string, { receipt = 'NLJ7RT61SV', amount }: { receipt?: string; amount?: number } = {}): object {
    return stkCallbackBody(this.prompt(checkoutRequestId), { receipt, amount, transactionDate: '20261129102115' });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { status, body } = this.reply(req, new URL(req.url ?? '/', this.baseUrl), Buffer.concat(chunks).toString('utf8'));
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private reply(req: http.IncomingMessage, url: URL, text: string): DarajaAnswer {
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      this.calls.token += 1;
      const refused = tokenRefusal(url.searchParams.get('grant_type'), req.headers.authorization, this.keys.MPESA_CONSUMER_KEY, this.keys.MPESA_CONSUMER_SECRET);
      if (refused) return refused;
      const token = randomUUID().replace(/-/g, '');
      this.validTokens.add(token);
      return { status: 200, body: { access_token: token, expires_in: this.tokenLifeSeconds } };
    }
    if (req.method !== 'POST') return refusal(404, '404.001.01', 'Resource not found');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.validTokens.has(bearer)) return invalidToken();
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    const refused = requestRefusal(req.headers['content-type'], body, this.shortcode, this.passkey);
    if (refused) return refused;

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      this.calls.stkpush += 1;
      const invalid = stkPushRefusal(body);
      if (invalid) return invalid;
      const prompt: StandInPrompt = {
        checkoutRequestId: `ws_CO_${Date.now()}${randomUUID().slice(0, 8)}`,
        merchantRequestId: randomUUID(),
        amount: body.Amount as number,
        phone: Number(body.PhoneNumber),
        accountReference: String(body.AccountReference),
        callbackUrl: String(body.CallBackURL),
        resultCode: null,
        resultDesc: '',
      };
      this.prompts.set(prompt.checkoutRequestId, prompt);
      if (this.unconfirmedPushes > 0) {
        this.unconfirmedPushes -= 1;
        return { status: 500, body: {} };
      }
      return { status: 200, body: stkPushAccepted(prompt) };
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      this.calls.query += 1;
      if (this.busyQueries > 0) {
        this.busyQueries -= 1;
        return refusal(500, '500.003.02', 'System is busy. Please try again in few minutes.');
      }
      return queryAnswer(this.prompts.get(String(body.CheckoutRequestID)) ?? null);
    }
    return refusal(404, '404.001.01', 'Resource not found');
  }
}
