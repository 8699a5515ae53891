import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { darajaPassword } from '../src/payments/mpesa/daraja.client';

/** One prompt as the stand-in keeps it: what was asked, and what its query answers (null: still pending). */
export interface StandInPrompt {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  phone: number;
  accountReference: string;
  callbackUrl: string;
  /** The result the query reports; null while the shopper has not answered. */
  resultCode: number | null;
  resultDesc: string;
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
    const prompt = this.prompt(checkoutRequestId);
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: prompt.resultCode ?? 0,
      ResultDesc: prompt.resultDesc,
    };
    if (prompt.resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: amount ?? prompt.amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261129102115 },
          { Name: 'PhoneNumber', Value: prompt.phone },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.baseUrl);
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, errorCode: string, errorMessage: string) => send(status, { requestId: randomUUID(), errorCode, errorMessage });

    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      this.calls.token += 1;
      if (url.searchParams.get('grant_type') !== 'client_credentials') return refuse(400, '400.008.02', 'Invalid grant type passed');
      const expected = `Basic ${Buffer.from(`${this.keys.MPESA_CONSUMER_KEY}:${this.keys.MPESA_CONSUMER_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return refuse(400, '400.008.01', 'Invalid Authentication passed');
      const token = randomUUID().replace(/-/g, '');
      this.validTokens.add(token);
      return send(200, { access_token: token, expires_in: this.tokenLifeSeconds });
    }
    if (req.method !== 'POST') return refuse(404, '404.001.01', 'Resource not found');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.validTokens.has(bearer)) return refuse(401, '404.001.03', 'Invalid Access Token');
    if (!req.headers['content-type']?.startsWith('application/json')) return refuse(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    if (body.BusinessShortCode !== this.shortcode || body.Password !== darajaPassword(this.shortcode, this.passkey, String(body.Timestamp))) {
      return refuse(400, '400.002.02', 'Bad Request - Invalid Password');
    }

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      this.calls.stkpush += 1;
      const amount = body.Amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 250_000) return refuse(400, '400.002.02', 'Bad Request - Invalid Amount');
      if (!/^254[17]\d{8}$/.test(String(body.PhoneNumber)) || body.PartyA !== body.PhoneNumber) return refuse(400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      if (typeof body.CallBackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.CallBackURL)) return refuse(400, '400.002.02', 'Bad Request - Invalid CallBackURL');
      const prompt: StandInPrompt = {
        checkoutRequestId: `ws_CO_${Date.now()}${randomUUID().slice(0, 8)}`,
        merchantRequestId: randomUUID(),
        amount,
        phone: Number(body.PhoneNumber),
        accountReference: String(body.AccountReference),
        callbackUrl: body.CallBackURL,
        resultCode: null,
        resultDesc: '',
      };
      this.prompts.set(prompt.checkoutRequestId, prompt);
      return send(200, {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      this.calls.query += 1;
      if (this.busyQueries > 0) {
        this.busyQueries -= 1;
        return refuse(500, '500.003.02', 'System is busy. Please try again in few minutes.');
      }
      const prompt = this.prompts.get(String(body.CheckoutRequestID));
      if (!prompt) return refuse(500, '500.001.1001', 'Wrong credentials');
      if (prompt.resultCode === null) return refuse(500, '500.001.1001', 'The transaction is being processed');
      return send(200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: String(prompt.resultCode),
        ResultDesc: prompt.resultDesc,
      });
    }
    return refuse(404, '404.001.01', 'Resource not found');
  }
}
