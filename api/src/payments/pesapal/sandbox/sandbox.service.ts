import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import { toCents, toShillings } from '../../../catalog/money';
import { AppConfig } from '../../../config/app-config';
import { Job, JobQueue } from '../../../queue/job-queue';
import { IpnRegistration, SubmitOrderResponse, TransactionStatus } from '../pesapal.types';
import { SandboxIpn, SandboxTransaction } from './sandbox.entities';
import { outcomeOf, SandboxChoice } from './sandbox-results';

const TOKEN_LIFE_MS = 5 * 60_000;
export const SANDBOX_IPN_JOB = 'sandbox-ipn';
/** Like Pesapal, the sandbox keeps notifying until the shop answers status 200: 1 s, 2 s, 4 s … */
const IPN_ATTEMPTS = 6;
const IPN_BACKOFF_MS = 1000;

const NO_ERROR = { error_type: null, code: null, message: null, call_back_url: null };
export const apiError = (code: string, message = '', status = '500') => ({ error: { error_type: 'api_error', code, message }, status });

/** Pesapal's "2024-02-22T22:18:20.337": local-looking time without a zone. */
const pesapalDate = (date: Date): string => date.toISOString().replace('Z', '');

/**
 * The built-in stand-in for Pesapal API 3.0 (DESIGN.md): the same calls and answers, state in the
 * database, IPNs delivered by a job with retries. Mounted only when no real keys are configured.
 */
@Injectable()
export class SandboxService implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    @InjectRepository(SandboxIpn) private readonly ipns: Repository<SandboxIpn>,
    @InjectRepository(SandboxTransaction) private readonly transactions: Repository<SandboxTransaction>,
  ) {}

  onModuleInit(): void {
    if (this.config.pesapalMode === 'stand-in') this.queue.process('payments', SANDBOX_IPN_JOB, (job) => this.deliverIpn((job as Job<{ trackingId: string }>).data.trackingId));
  }

  /** RequestToken: the configured key pair only; tokens are signed, so every replica accepts them. */
  requestToken(key: unknown, secret: unknown) {
    const { consumerKey, consumerSecret } = this.config.pesapal;
    if (key !== consumerKey || secret !== consumerSecret) return apiError('invalid_consumer_key_or_secret_provided');
    const expiry = Date.now() + TOKEN_LIFE_MS;
    return { token: `${expiry}.${this.sign(String(expiry))}`, expiryDate: new Date(expiry).toISOString(), error: null, status: '200', message: 'Request processed successfully' };
  }

  tokenValid(header: string | undefined): boolean {
    const [expiry, signature] = (/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '').split('.');
    if (!expiry || !signature || Number(expiry) < Date.now()) return false;
    const expected = Buffer.from(this.sign(expiry));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async registerIpn(url: unknown, type: unknown): Promise<IpnRegistration | ReturnType<typeof apiError>> {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return apiError('invalid_ipn_url', 'A valid url is required');
    const notificationType = String(type ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
    const ipn = await this.ipns.save(this.ipns.create({ ipnId: randomUUID(), url, notificationType }));
    return { ...this.ipnView(ipn), notification_type: notificationType === 'GET' ? 0 : 1, ipn_notification_type_description: notificationType, ipn_status: 1, ipn_status_decription: 'Active', error: null, status: '200' };
  }

  async ipnList() {
    return (await this.ipns.find({ order: { id: 'ASC' } })).map((ipn) => ({ ...this.ipnView(ipn), error: null, status: '200' }));
  }

  async submitOrder(body: Record<string, unknown>): Promise<SubmitOrderResponse | ReturnType<typeof apiError>> {
    const billing = (body.billing_address ?? {}) as Record<string, unknown>;
    const reference = body.id;
    if (typeof reference !== 'string' || !reference || reference.length > 50) return apiError('invalid_merchant_reference', 'id is required, at most 50 characters');
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return apiError('invalid_amount', 'amount must be a number above 0');
    if (typeof body.description !== 'string' || !body.description || body.description.length > 100) return apiError('invalid_description', 'description is required, at most 100 characters');
    if (typeof body.callback_url !== 'string' || !/^https?:\/\//.test(body.callback_url)) return apiError('invalid_callback_url');
    if (typeof body.notification_id !== 'string' || !(await this.ipns.findOne({ where: { ipnId: body.notification_id } }))) return apiError('invalid_notification_id', 'Unknown notification_id');
    if (!billing.email_address && !billing.phone_number) return apiError('invalid_billing_address', 'email_address or phone_number is required');
    const transaction = await this.transactions.save(
      this.transactions.create({
        trackingId: randomUUID(),
        merchantReference: reference,
        amount: toCents(body.amount),
        currency: String(body.currency ?? 'KES').toUpperCase(),
        description: body.description,
        callbackUrl: body.callback_url,
        notificationId: body.notification_id,
        phone: String(billing.phone_number ?? ''),
        email: String(billing.email_address ?? ''),
      }),
    );
    return { order_tracking_id: transaction.trackingId, merchant_reference: reference, redirect_url: this.pageUrl(transaction), error: null, status: '200' };
  }

  async status(trackingId: string): Promise<TransactionStatus | ReturnType<typeof apiError>> {
    const transaction = trackingId ? await this.find(trackingId) : null;
    if (!transaction) return apiError('invalid_order_tracking_id', 'Invalid order tracking id');
    const description = ['INVALID', 'Completed', 'Failed', 'Reversed'][transaction.statusCode] ?? 'INVALID';
    const pending = transaction.statusCode === 0;
    return {
      payment_method: transaction.paymentMethod,
      amount: toShillings(transaction.amount),
      created_date: pesapalDate(transaction.createdAt),
      confirmation_code: transaction.confirmationCode,
      payment_status_description: description,
      description: pending ? '' : transaction.description,
      message: 'Request processed successfully',
      payment_account: transaction.paymentAccount,
      call_back_url: transaction.callbackUrl,
      status_code: transaction.statusCode,
      merchant_reference: transaction.merchantReference,
      order_tracking_id: transaction.trackingId,
      payment_status_code: transaction.statusCode === 2 ? 'request_terminated_by_user' : '',
      currency: transaction.currency,
      error: pending ? { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment', call_back_url: transaction.callbackUrl } : NO_ERROR,
      status: pending ? '500' : '200',
    };
  }

  /** CancelOrder: only a payment nobody has completed yet, once. */
  async cancel(trackingId: unknown) {
    const transaction = typeof trackingId === 'string' ? await this.find(trackingId) : null;
    if (!transaction || transaction.statusCode !== 0) return { status: '500', message: 'Order cannot be cancelled.' };
    const closed = await this.transactions.update({ id: transaction.id, statusCode: 0 }, { statusCode: 2 });
    return closed.affected ? { status: '200', message: 'Order successfully cancelled.' } : { status: '500', message: 'Order cannot be cancelled.' };
  }

  /**
   * RefundRequest with Pesapal's rules: completed payments only, at most the amount paid, mobile money in
   * full only, one refund per payment. The sandbox pays the refund out at once: the payment turns
   * REVERSED and the shop is notified, as Pesapal does when its refund completes.
   */
  async refund(body: Record<string, unknown>): Promise<{ status: string; message: string }> {
    const refused = (message: string) => ({ status: '500', message });
    const { confirmation_code: code, amount, username, remarks } = body;
    if (typeof code !== 'string' || !code) return refused('confirmation_code is required');
    if (typeof amount !== 'number' || !(amount > 0)) return refused('amount must be a number above 0');
    if (typeof username !== 'string' || !username || typeof remarks !== 'string' || !remarks) return refused('username and remarks are required');
    const transaction = await this.transactions.findOne({ where: { confirmationCode: code } });
    if (!transaction) return refused('No payment with this confirmation code');
    if (transaction.statusCode === 3) return refused('This payment has already been refunded');
    if (transaction.statusCode !== 1) return refused('Only completed payments can be refunded');
    if (toCents(amount) > transaction.amount) return refused('The refund cannot exceed the amount paid');
    if (transaction.paymentMethod !== 'Visa' && toCents(amount) !== transaction.amount) return refused('Mobile money payments can only be refunded in full');
    const reversed = await this.transactions.update({ id: transaction.id, statusCode: 1 }, { statusCode: 3 });
    if (!reversed.affected) return refused('This payment has already been refunded');
    await this.queue.add('payments', SANDBOX_IPN_JOB, { trackingId: transaction.trackingId }, { attempts: IPN_ATTEMPTS, backoffMs: IPN_BACKOFF_MS });
    return { status: '200', message: 'Refund request successfully' };
  }

  find(trackingId: string): Promise<SandboxTransaction | null> {
    return this.transactions.findOne({ where: { trackingId } });
  }

  /**
   * The shopper's choice on the hosted page: recorded once (a second submit changes nothing), then the
   * IPN is queued and the browser goes to the merchant's callback. Answers that callback URL.
   */
  async pay(trackingId: string, choice: SandboxChoice, phone: string): Promise<string | null> {
    const transaction = await this.find(trackingId);
    if (!transaction) return null;
    const outcome = outcomeOf(choice, phone.replace(/\D/g, '') || transaction.phone);
    const recorded = await this.transactions.update({ id: transaction.id, statusCode: 0 }, outcome);
    if (recorded.affected) await this.queue.add('payments', SANDBOX_IPN_JOB, { trackingId }, { attempts: IPN_ATTEMPTS, backoffMs: IPN_BACKOFF_MS });
    return this.notificationUrl(transaction.callbackUrl, transaction, 'CALLBACKURL');
  }

  /**
   * The hosted page is served by the shop itself, so it lives where the shopper reaches the shop:
   * PUBLIC_URL, else (development) the address the shop's callback names, which is the one the
   * shopper used (this request comes from the shop's own Pesapal client, not from the browser).
   */
  pageUrl(transaction: SandboxTransaction): string {
    const base = this.config.PUBLIC_URL ? this.config.publicUrl : new URL(transaction.callbackUrl).origin;
    return `${base}/pesapal-sandbox/pay/?OrderTrackingId=${encodeURIComponent(transaction.trackingId)}`;
  }

  /** Calls the shop's IPN URL like Pesapal; anything but HTTP 200 with status 200 throws, so the job retries. */
  private async deliverIpn(trackingId: string): Promise<void> {
    const transaction = await this.find(trackingId);
    if (!transaction) return;
    const ipn = await this.ipns.findOne({ where: { ipnId: transaction.notificationId } });
    if (!ipn) return;
    const keys = { OrderTrackingId: transaction.trackingId, OrderMerchantReference: transaction.merchantReference, OrderNotificationType: 'IPNCHANGE' };
    const response =
      ipn.notificationType === 'GET'
        ? await fetch(this.notificationUrl(ipn.url, transaction, 'IPNCHANGE'), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
        : await fetch(ipn.url, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(keys), signal: AbortSignal.timeout(10_000) });
    const answer = (await response.json().catch(() => null)) as { status?: number } | null;
    if (!response.ok || answer?.status !== 200) throw new Error(`IPN to ${ipn.url} answered HTTP ${response.status} status ${answer?.status}`);
  }

  private notificationUrl(base: string, transaction: SandboxTransaction, type: 'CALLBACKURL' | 'IPNCHANGE'): string {
    const url = new URL(base);
    url.searchParams.set('OrderTrackingId', transaction.trackingId);
    url.searchParams.set('OrderMerchantReference', transaction.merchantReference);
    url.searchParams.set('OrderNotificationType', type);
    return url.toString();
  }

  private ipnView(ipn: SandboxIpn) {
    return { url: ipn.url, created_date: pesapalDate(ipn.createdAt), ipn_id: ipn.ipnId };
  }

  private sign(value: string): string {
    return createHmac('sha256', `pesapal-sandbox:${this.config.JWT_SECRET}`).update(value).digest('base64url');
  }
}
