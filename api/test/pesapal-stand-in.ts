import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';

/** What GetTransactionStatus reports for one payment; tests steer it per tracking id. */
export interface StandInPayment {
  reference: string;
  amount: number;
  currency: string;
  status_code: number;
  payment_method: string;
  confirmation_code: string;
}

export type Operation = 'RequestToken' | 'RegisterIPN' | 'SubmitOrderRequest' | 'GetTransactionStatus' | 'CancelOrder' | 'RefundRequest';

/**
 * A Pesapal API 3.0 stand-in for the tests (PESAPAL.md): an HTTP server speaking the same paths and
 * shapes, whose payments the test steers per tracking id (status_code, amount, currency) and which
 * counts the calls it receives. It can send IPNs to the shop as Pesapal does.
 */
export class PesapalStandIn {
  readonly keys = { PESAPAL_CONSUMER_KEY: 'stand-in-key', PESAPAL_CONSUMER_SECRET: 'stand-in-secret' };
  readonly payments = new Map<string, StandInPayment>();
  readonly refundRequests: Record<string, unknown>[] = [];
  readonly calls: Record<Operation, number> = { RequestToken: 0, RegisterIPN: 0, SubmitOrderRequest: 0, GetTransactionStatus: 0, CancelOrder: 0, RefundRequest: 0 };
  /** Milliseconds GetTransactionStatus takes (widens races in tests). */
  statusDelayMs = 0;
  /** When set, RefundRequest answers this refusal. */
  refuseRefunds: string | null = null;
  private ipnUrl = '';
  private server?: http.Server;

  /** PESAPAL_BASE_URL for the shop. */
  baseUrl = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v3`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  env(): Record<string, string> {
    return { ...this.keys, PESAPAL_BASE_URL: this.baseUrl, PESAPAL_IPN_ID: '' };
  }

  steer(trackingId: string, change: Partial<StandInPayment>): void {
    Object.assign(this.payment(trackingId), change);
  }

  payment(trackingId: string): StandInPayment {
    const payment = this.payments.get(trackingId);
    if (!payment) throw new Error(`The stand-in has no payment ${trackingId}`);
    return payment;
  }

  /** Pesapal's IPN to the registered URL (GET); answers the HTTP status and body the shop gave. */
  async notify(trackingId: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const url = new URL(this.ipnUrl);
    url.search = new URLSearchParams({ OrderTrackingId: trackingId, OrderMerchantReference: this.payment(trackingId).reference, OrderNotificationType: 'IPNCHANGE' }).toString();
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    const send = (answer: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const operation = url.pathname.split('/').pop() as Operation;
    if (operation in this.calls) this.calls[operation] += 1;
    if (operation !== 'RequestToken' && req.headers.authorization !== 'Bearer stand-in-token') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { error_type: 'api_error', code: 'invalid_api_token', message: '' }, status: '401' }));
      return;
    }
    switch (operation) {
      case 'RequestToken':
        return send(
          body.consumer_key === this.keys.PESAPAL_CONSUMER_KEY && body.consumer_secret === this.keys.PESAPAL_CONSUMER_SECRET
            ? { token: 'stand-in-token', expiryDate: new Date(Date.now() + 300_000).toISOString(), error: null, status: '200', message: 'Request processed successfully' }
            : { error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided', message: '' }, status: '500' },
        );
      case 'RegisterIPN':
        this.ipnUrl = String(body.url);
        return send({ url: body.url, created_date: '2026-11-24T10:00:00.000', ipn_id: randomUUID(), notification_type: 0, ipn_notification_type_description: 'GET', ipn_status: 1, ipn_status_decription: 'Active', error: null, status: '200' });
      case 'SubmitOrderRequest': {
        const trackingId = randomUUID();
        this.payments.set(trackingId, { reference: String(body.id), amount: Number(body.amount), currency: String(body.currency), status_code: 0, payment_method: '', confirmation_code: '' });
        return send({ order_tracking_id: trackingId, merchant_reference: body.id, redirect_url: `${this.baseUrl}/pay/${trackingId}`, error: null, status: '200' });
      }
      case 'GetTransactionStatus': {
        if (this.statusDelayMs) await new Promise((resolve) => setTimeout(resolve, this.statusDelayMs));
        const payment = this.payments.get(url.searchParams.get('orderTrackingId') ?? url.searchParams.get('OrderTrackingId') ?? '');
        if (!payment) return send({ error: { error_type: 'api_error', code: 'invalid_order_tracking_id', message: '' }, status: '500' });
        const pending = payment.status_code === 0;
        return send({
          payment_method: payment.payment_method,
          amount: payment.amount,
          created_date: '2026-11-24T10:00:00.000',
          confirmation_code: payment.confirmation_code,
          payment_status_description: ['INVALID', 'Completed', 'Failed', 'Reversed'][payment.status_code],
          description: '',
          message: 'Request processed successfully',
          payment_account: payment.payment_method === 'MpesaKE' ? '2547xxx45678' : '',
          call_back_url: '',
          status_code: payment.status_code,
          merchant_reference: payment.reference,
          payment_status_code: '',
          currency: payment.currency,
          error: pending ? { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment', call_back_url: '' } : { error_type: null, code: null, message: null, call_back_url: null },
          status: pending ? '500' : '200',
        });
      }
      case 'CancelOrder': {
        const payment = this.payments.get(String(body.order_tracking_id));
        // Only a payment that has not completed can be closed, once.
        if (!payment || (payment.status_code !== 0 && payment.status_code !== 2)) return send({ status: '500', message: 'Order cannot be cancelled.' });
        payment.status_code = 2;
        return send({ status: '200', message: 'Order successfully cancelled.' });
      }
      case 'RefundRequest': {
        this.refundRequests.push(body);
        if (this.refuseRefunds) return send({ status: '500', message: this.refuseRefunds });
        const payment = [...this.payments.values()].find((p) => p.confirmation_code && p.confirmation_code === body.confirmation_code);
        if (!payment || payment.status_code !== 1) return send({ status: '500', message: 'Only completed payments can be refunded.' });
        if (Number(body.amount) > payment.amount) return send({ status: '500', message: 'Refund amount exceeds the amount paid.' });
        return send({ status: '200', message: 'Refund request successfully' });
      }
      default:
        res.writeHead(404).end();
    }
  }
}
