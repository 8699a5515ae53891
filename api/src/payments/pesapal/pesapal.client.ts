import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { ProviderCallError } from '../payment-provider';
import { PesapalIpn } from './pesapal-ipn.entity';
import { IpnRegistration, PesapalAnswer, RefundRequest, SubmitOrderRequest, SubmitOrderResponse, TokenResponse, TransactionStatus } from './pesapal.types';

/** Pesapal refused or did not answer; the message says which call and why (never shown to shoppers). */
export class PesapalCallError extends ProviderCallError {}

/** Pesapal answered, and said no (bad keys, unknown tracking id …): asking again will not help. */
export class PesapalRefusedError extends PesapalCallError {}

const REQUEST_TIMEOUT_MS = 15_000;
/** Tokens live five minutes; renew a little before, so a request never carries one that expires in flight. */
const TOKEN_MARGIN_MS = 30_000;
const FALLBACK_TOKEN_LIFE_MS = 4 * 60_000;

/**
 * A small fetch-based Pesapal API 3.0 client (no npm client for 3.0 is kept up). It talks to whatever
 * PESAPAL_BASE_URL names: the built-in sandbox by default, Pesapal's test service or the live one.
 * The token is cached until shortly before expiry; the IPN URL is registered once per service and
 * URL and its id kept in the database (or given by PESAPAL_IPN_ID).
 */
@Injectable()
export class PesapalClient {
  private readonly logger = new Logger('Pesapal');
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private ipnId: string | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(PesapalIpn) private readonly ipns: Repository<PesapalIpn>,
  ) {}

  /** Where Pesapal sends IPNs for this shop. */
  get ipnUrl(): string {
    return `${this.config.publicUrl}/api/payments/pesapal/ipn/`;
  }

  async submitOrder(request: Omit<SubmitOrderRequest, 'notification_id'>): Promise<{ trackingId: string; redirectUrl: string }> {
    const body: SubmitOrderRequest = { ...request, notification_id: await this.notificationId() };
    const response = await this.call<SubmitOrderResponse>('POST', '/api/Transactions/SubmitOrderRequest', body);
    if (!response.order_tracking_id || !response.redirect_url) throw refusal('SubmitOrderRequest', response);
    return { trackingId: response.order_tracking_id, redirectUrl: response.redirect_url };
  }

  /** The payment's state now. status_code 0 means "not final yet, ask again later" and is not an error. */
  async transactionStatus(trackingId: string): Promise<TransactionStatus> {
    const response = await this.call<TransactionStatus>('GET', `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(trackingId)}`);
    if (typeof response.status_code !== 'number') throw refusal('GetTransactionStatus', response);
    return response;
  }

  /** Closes an unpaid Pesapal order so it can no longer be paid; answers false when Pesapal refuses (already paid or closed). */
  async cancelOrder(trackingId: string): Promise<boolean> {
    const response = await this.call<PesapalAnswer>('POST', '/api/Transactions/CancelOrder', { order_tracking_id: trackingId });
    return response.status === '200';
  }

  /**
   * Asks Pesapal to refund a completed payment. "200" only means the request was received; the payment
   * turns REVERSED once the money is back. Answers whether it was received and Pesapal's message.
   */
  async refundRequest(request: RefundRequest): Promise<{ received: boolean; message: string }> {
    const response = await this.call<PesapalAnswer>('POST', '/api/Transactions/RefundRequest', request);
    const message = response.message || response.error?.message || response.error?.code || `status ${response.status ?? '?'}`;
    return { received: response.status === '200', message };
  }

  private async notificationId(): Promise<string> {
    if (this.config.pesapal.ipnId) return this.config.pesapal.ipnId;
    if (this.ipnId) return this.ipnId;
    const where = { baseUrl: this.config.pesapal.baseUrl, url: this.ipnUrl };
    const known = await this.ipns.findOne({ where });
    if (known) return (this.ipnId = known.ipnId);
    const registered = await this.call<IpnRegistration>('POST', '/api/URLSetup/RegisterIPN', { url: this.ipnUrl, ipn_notification_type: 'GET' });
    if (!registered.ipn_id) throw refusal('RegisterIPN', registered);
    // Two replicas may register at once; the unique (base_url, url) keeps one id, which every order then uses.
    await this.ipns.createQueryBuilder().insert().values({ ...where, ipnId: registered.ipn_id }).orIgnore().execute();
    this.ipnId = (await this.ipns.findOneOrFail({ where })).ipnId;
    this.logger.log(`IPN URL ${this.ipnUrl} registered with Pesapal (${this.ipnId})`);
    return this.ipnId;
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    // Concurrent requests share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const { consumerKey, consumerSecret } = this.config.pesapal;
    const response = await this.call<TokenResponse>('POST', '/api/Auth/RequestToken', { consumer_key: consumerKey, consumer_secret: consumerSecret }, false);
    if (!response.token) throw refusal('RequestToken', response);
    const expiry = Date.parse(response.expiryDate && !/[zZ]|[+-]\d\d:\d\d$/.test(response.expiryDate) ? `${response.expiryDate}Z` : (response.expiryDate ?? ''));
    const renewAt = Number.isNaN(expiry) ? Date.now() + FALLBACK_TOKEN_LIFE_MS : expiry - TOKEN_MARGIN_MS;
    this.token = { value: response.token, renewAt };
    return response.token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, authorised = true): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (authorised) headers.Authorization = `Bearer ${await this.accessToken()}`;
    let response: Response;
    try {
      response = await fetch(`${this.config.pesapal.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PesapalCallError(`${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status === 401 && authorised) this.token = null;
    if (!response.ok) throw new PesapalCallError(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PesapalCallError(`${method} ${path}: not JSON: ${text.slice(0, 200)}`);
    }
  }
}

function refusal(call: string, response: { error?: { code?: string | null; message?: string | null } | null; status?: string }): PesapalRefusedError {
  return new PesapalRefusedError(`${call} refused: ${response.error?.code ?? 'no code'} ${response.error?.message ?? ''} (status ${response.status ?? '?'})`.trim());
}
