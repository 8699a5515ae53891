import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, DarajaSettings } from '../../config/app-config';
import { ProviderCallError } from '../payment-provider';
import { DarajaTokenStore, MemoryTokenStore, RedisTokenStore, StoredToken } from './daraja-token';
import { DarajaRefusal, DarajaTokenAnswer, StkPushAnswer, StkPushBody, StkQueryAnswer } from './daraja.types';

/** Daraja did not answer, or answered what the shop cannot read; asking again later may work. */
export class DarajaCallError extends ProviderCallError {}

/** Daraja said no (a bad field, the merchant's credentials): asking again will not help. */
export class DarajaRefusedError extends DarajaCallError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A query about a CheckoutRequestID Daraja does not know ("Bad Request - Invalid CheckoutRequestID"): no prompt by
 * that id was ever taken, so none can be paid. A refusal of the merchant's own credentials is not this one.
 */
export class DarajaUnknownPromptError extends DarajaRefusedError {}

/** Spike arrest, quota, system busy or a subscriber it cannot lock: ask again later, and less often. */
export class DarajaBusyError extends DarajaCallError {}

export interface StkPushRequest {
  /** Whole shillings (Daraja refuses decimals). */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Shown in the shopper's prompt: letters and digits, at most 12. */
  accountReference: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
}

/** What a query tells: still waiting for the shopper, or the prompt's result code and words. */
export type StkResult = { pending: true } | { pending: false; resultCode: number; resultDesc: string };

const REQUEST_TIMEOUT_MS = 15_000;
/** Renew this long before Daraja's token expires, so no request carries one that expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_LIFE_S = 3599;
/** How long one process may take to fetch the fleet's next token before another tries. */
const RENEWAL_CLAIM_MS = 10_000;
const RENEWAL_WAIT_STEP_MS = 200;
const INVALID_TOKEN = '404.001.03';
const BAD_FIELD = '400.002.02';
const BUSY_CODES = new Set(['500.003.02', '500.003.03']);
/** "The transaction is being processed" on a query; "Unable to lock subscriber" on a prompt. */
const PROCESSING = '500.001.1001';

/** Nairobi's wall-clock time as Daraja's Timestamp (YYYYMMDDHHmmss); Kenya keeps UTC+3 all year. */
export function darajaTimestamp(at = new Date()): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Daraja's Password: base64 of shortcode, passkey and timestamp. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/**
 * A small fetch-based client of M-Pesa Express (DARAJA.md: STK push and its query), talking to whatever
 * MPESA_BASE_URL names: Safaricom's sandbox or live service, the built-in stand-in, or a test's. The shop's
 * processes share one token (in Redis when there is one), renewed a minute before it expires.
 */
@Injectable()
export class DarajaClient implements OnApplicationShutdown {
  private readonly logger = new Logger('Daraja');
  private readonly settings: DarajaSettings;
  private readonly tokens: DarajaTokenStore;
  private renewal: Promise<string> | null = null;

  constructor(config: AppConfig) {
    this.settings = config.mpesa;
    this.tokens = config.REDIS_URL ? new RedisTokenStore(config.REDIS_URL, `${config.QUEUE_PREFIX}:daraja-token`) : new MemoryTokenStore();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.tokens.close();
  }

  /** Sends the PIN prompt to the shopper's phone; Daraja's ids of the prompt when it accepts it. */
  async stkPush({ amount, phone, accountReference, callbackUrl }: StkPushRequest): Promise<StkPushAccepted> {
    const { shortcode, transactionType, partyB } = this.settings;
    const timestamp = darajaTimestamp();
    const body: StkPushBody = {
      BusinessShortCode: shortcode,
      Password: darajaPassword(shortcode, this.settings.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: transactionType,
      Amount: amount,
      // Numbers, as integrators found safest.
      PartyA: Number(phone),
      PartyB: Number(partyB),
      PhoneNumber: Number(phone),
      CallBackURL: callbackUrl,
      AccountReference: accountReference.replace(/[^A-Za-z0-9]/g, '').slice(0, 12),
      TransactionDesc: 'Order payment',
    };
    const answer = await this.call<StkPushAnswer>('/mpesa/stkpush/v1/processrequest', body);
    if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID || !answer.MerchantRequestID) {
      throw new DarajaRefusedError(answer.ResponseCode ?? '?', `stkpush: ${answer.ResponseDescription ?? JSON.stringify(answer).slice(0, 200)}`);
    }
    return { merchantRequestId: answer.MerchantRequestID, checkoutRequestId: answer.CheckoutRequestID };
  }

  /** Where the prompt stands now: pending while the shopper has not answered it. */
  async stkQuery(checkoutRequestId: string): Promise<StkResult> {
    const { shortcode, passkey } = this.settings;
    const timestamp = darajaTimestamp();
    let answer: StkQueryAnswer;
    try {
      answer = await this.call<StkQueryAnswer>('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: shortcode,
        Password: darajaPassword(shortcode, passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
    } catch (error) {
      if (error instanceof DarajaRefusedError && error.code === PROCESSING) return { pending: true };
      if (error instanceof DarajaRefusedError && error.code === BAD_FIELD && /CheckoutRequestID/i.test(error.message)) throw new DarajaUnknownPromptError(error.code, error.message);
      throw error;
    }
    const resultCode = Number(answer.ResultCode);
    if (answer.ResultCode === undefined || answer.ResultCode === '' || !Number.isInteger(resultCode)) {
      throw new DarajaCallError(`stkpushquery: no ResultCode in ${JSON.stringify(answer).slice(0, 200)}`);
    }
    return { pending: false, resultCode, resultDesc: answer.ResultDesc ?? '' };
  }

  private async call<T>(path: string, body: object, retried = false): Promise<T> {
    const token = await this.token();
    const { status, json } = await this.request('POST', path, { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, JSON.stringify(body));
    const refusal = json as DarajaRefusal;
    if (refusal.errorCode) {
      // Another process's renewal, or Daraja's own, made this token stale: once with the next one.
      if (refusal.errorCode === INVALID_TOKEN && !retried) {
        await this.tokens.forget(token).catch(() => undefined);
        return this.call<T>(path, body, true);
      }
      const message = `${path}: ${refusal.errorCode} ${refusal.errorMessage ?? ''}`.trim();
      if (BUSY_CODES.has(refusal.errorCode) || (refusal.errorCode === PROCESSING && !path.includes('query'))) throw new DarajaBusyError(message);
      throw new DarajaRefusedError(refusal.errorCode, message);
    }
    if (status >= 500) throw new DarajaCallError(`${path}: HTTP ${status}`);
    if (status >= 400) throw new DarajaRefusedError(String(status), `${path}: HTTP ${status}`);
    return json as T;
  }

  /** The fleet's token: the stored one while it is fresh, else the next one, asked for by one process at a time. */
  private async token(): Promise<string> {
    const stored = await this.tokens.read().catch(() => null);
    if (stored && stored.renewAt > Date.now()) return stored.value;
    this.renewal ??= this.renew(stored).finally(() => (this.renewal = null));
    return this.renewal;
  }

  private async renew(stale: StoredToken | null): Promise<string> {
    if (!(await this.tokens.claimRenewal(RENEWAL_CLAIM_MS).catch(() => true))) {
      // Another process is asking: its token, once stored, is everyone's.
      for (let waited = 0; waited < RENEWAL_CLAIM_MS; waited += RENEWAL_WAIT_STEP_MS) {
        await new Promise((resolve) => setTimeout(resolve, RENEWAL_WAIT_STEP_MS));
        const next = await this.tokens.read().catch(() => null);
        if (next && next.value !== stale?.value && next.renewAt > Date.now()) return next.value;
      }
    }
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const { status, json } = await this.request('GET', '/oauth/v1/generate?grant_type=client_credentials', { Authorization: `Basic ${basic}` });
    const answer = json as DarajaTokenAnswer & DarajaRefusal;
    if (!answer.access_token) {
      throw new DarajaRefusedError(answer.errorCode ?? String(status), `token: ${answer.errorCode ?? status} ${answer.errorMessage ?? ''}`.trim());
    }
    const lifeMs = (Number(answer.expires_in) || DEFAULT_TOKEN_LIFE_S) * 1000;
    const token = { value: answer.access_token, renewAt: Date.now() + Math.max(lifeMs - TOKEN_MARGIN_MS, lifeMs / 2) };
    await this.tokens.write(token).catch((error: Error) => this.logger.warn(`The Daraja token was not shared: ${error.message}`));
    return token.value;
  }

  private async request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new DarajaCallError(`${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, json: text ? JSON.parse(text) : {} };
    } catch {
      throw new DarajaCallError(`${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 120)}`);
    }
  }
}
