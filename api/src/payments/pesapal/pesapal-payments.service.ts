import { BadGatewayException, ConflictException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { toCents, toShillings } from '../../catalog/money';
import { AppConfig } from '../../config/app-config';
import { OrderMovesService } from '../../orders/order-moves.service';
import { Order, PaymentStatus } from '../../orders/order.entities';
import { statusWords } from '../../orders/order-state-machine';
import { OrdersService } from '../../orders/orders.service';
import { Job, jobId, JobQueue } from '../../queue/job-queue';
import { User } from '../../users/user.entity';
import { paymentStatusOf } from './payment-status';
import { PesapalClient, PesapalRefusedError } from './pesapal.client';
import { TransactionStatus } from './pesapal.types';
import { DEFAULT_LANGUAGE, Language } from '../../i18n/languages';
import { PaymentProvider, ProviderMode, RefundRequest } from '../payment-provider';

export const VERIFY_PAYMENT_JOB = 'verify-payment';
/** While Pesapal still says "pending" (mobile money can take a while), ask again: 2 s, 4 s, 8 s … about 8 minutes in all. */
const VERIFY_ATTEMPTS = 9;
const VERIFY_BACKOFF_MS = 2000;

interface VerifyJob {
  trackingId: string;
  reference: string;
}

/** A payment that Pesapal has not settled yet; the job is retried with backoff. */
class PaymentPendingError extends Error {}

export interface Settlement {
  /** The verified payment status (PENDING while not final); UNKNOWN when the tracking id names no order of ours. */
  status: PaymentStatus | 'UNKNOWN';
  reference: string | null;
}

/**
 * Pesapal payments of orders. Nothing Pesapal's notifications or the browser callback carry is
 * trusted: each is verified with GetTransactionStatus, and the verified state moves the order through
 * OrderMovesService (idempotent and monotonic, so duplicate and out-of-order notifications change nothing).
 */
@Injectable()
export class PesapalPaymentsService implements OnModuleInit, PaymentProvider {
  readonly method = 'pesapal';
  readonly label = 'Pesapal';
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly pesapal: PesapalClient,
    private readonly orders: OrdersService,
    private readonly moves: OrderMovesService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process('payments', VERIFY_PAYMENT_JOB, (job) => this.verifyJob(job as Job<VerifyJob>));
  }

  get mode(): ProviderMode {
    return ({ pesapal: 'live', 'stand-in': 'stand-in', off: 'off' } as const)[this.config.pesapalMode];
  }

  /** Starts (or resumes) the payment of the customer's own pending order: Pesapal's hosted page. */
  async initiate(user: User, orderId: number): Promise<{ checkout_url: string; tracking_id: string }> {
    if (this.mode === 'off') throw new ConflictException({ detail: 'Card payments are not available: please pay another way.' });
    const order = await this.orders.findOwned(user, orderId);
    if (order.status !== 'pending') throw notPayable(order);
    if (order.paymentTrackingId && order.paymentRedirectUrl) return { checkout_url: order.paymentRedirectUrl, tracking_id: order.paymentTrackingId };
    const reference = order.reference;
    const [firstName, ...rest] = order.clientName.split(' ');
    let session: { trackingId: string; redirectUrl: string };
    try {
      session = await this.pesapal.submitOrder({
        id: reference,
        currency: 'KES',
        amount: toShillings(order.totalPrice),
        description: `Order ${reference} from Kenyan Crafts`.slice(0, 100),
        callback_url: `${this.config.shopperUrl}/api/payments/pesapal/callback/`,
        redirect_mode: 'TOP_WINDOW',
        billing_address: {
          email_address: order.clientEmail,
          phone_number: order.clientPhone,
          country_code: 'KE',
          first_name: firstName,
          last_name: rest.join(' '),
          line_1: order.deliveryAddress ?? '',
        },
      });
    } catch (error) {
      this.logger.error(`Payment of ${reference} could not start: ${(error as Error).message}`);
      throw new BadGatewayException({ detail: 'The payment service is not available right now. Please try again in a moment.' });
    }
    if (await this.orders.setPaymentSession(order.id, session.trackingId, session.redirectUrl)) {
      return { checkout_url: session.redirectUrl, tracking_id: session.trackingId };
    }
    const current = await this.orders.findOwned(user, orderId);
    if (current.status !== 'pending') {
      // Cancelled or expired while Pesapal was asked: close the page just opened, so it cannot take money.
      await this.pesapal.cancelOrder(session.trackingId).catch(() => false);
      throw notPayable(current);
    }
    // A parallel request started the payment first: answer its session, never a second one.
    return { checkout_url: current.paymentRedirectUrl!, tracking_id: current.paymentTrackingId! };
  }

  /** Asks Pesapal for the payment's state and applies it to its order. */
  async settle(trackingId: string): Promise<Settlement> {
    const verified = await this.pesapal.transactionStatus(trackingId);
    const order = await this.orders.findByReference(verified.merchant_reference ?? '');
    if (!order || order.paymentTrackingId !== trackingId) {
      this.logger.warn(`Pesapal payment ${trackingId} (${verified.merchant_reference}) matches no order's payment; ignored`);
      return { status: 'UNKNOWN', reference: order?.reference ?? null };
    }
    const status = paymentStatusOf(verified.status_code);
    const reference = order.reference;
    // "Pending" after a final status is old news: the payment stands where it is, nothing to ask again.
    if (status === 'PENDING') return { status: order.paymentStatus ?? 'PENDING', reference };
    await this.moves.applyPayment(order.id, factsOf(verified, status), matchesOrder(order, verified), this.method);
    return { status, reference };
  }

  /** Once its Pesapal page is made, the shopper may pay there until Pesapal closes it (as the order is cancelled). */
  async paymentOpen(order: Order): Promise<boolean> {
    return !!order.paymentTrackingId;
  }

  /**
   * Closes the order's Pesapal page before the order is cancelled. When Pesapal will not close it because it completed
   * meanwhile, that payment is applied instead, and the answer is false (the order is then paid, or under review).
   */
  async closeBeforeCancel(order: Order): Promise<boolean> {
    if (!order.paymentTrackingId || (await this.pesapal.cancelOrder(order.paymentTrackingId))) return true;
    const { status } = await this.settle(order.paymentTrackingId);
    if (status !== 'PENDING' && status !== 'UNKNOWN') return false;
    // Pesapal keeps it open yet will not close it: cancel here anyway; a payment that still arrives becomes refund_due.
    this.logger.warn(`Pesapal would not close the payment of ${order.reference}; cancelling the order regardless`);
    return true;
  }

  /**
   * A refund through Pesapal's RefundRequest. The order moves to refund_requested first (so two clicks cannot ask
   * twice), the request and Pesapal's answer are recorded, and a refusal puts the order back. Pesapal reports the
   * payment REVERSED when the money is back, and the order becomes refunded.
   */
  async refund(order: Order, { staff, amountCents, remarks }: RefundRequest): Promise<void> {
    const refund = await this.moves.startRefund(
      order.id,
      order.status,
      { amount: amountCents, remarks, requestedBy: staff.username, confirmationCode: order.paymentConfirmationCode ?? '' },
      staff.id,
    );
    let answer: { received: boolean; message: string };
    try {
      answer = await this.pesapal.refundRequest({ confirmation_code: refund.confirmationCode, amount: toShillings(amountCents), username: staff.username, remarks });
    } catch (error) {
      const refused = error instanceof PesapalRefusedError;
      await this.moves.finishRefund(refund, refused ? 'refused' : 'unanswered', (error as Error).message, this.method);
      this.logger.error(`Refund of ${order.reference} not confirmed: ${(error as Error).message}`);
      throw new BadGatewayException({
        detail: refused
          ? `Pesapal refused the refund: ${(error as Error).message}`
          : 'Pesapal did not answer the refund request. It may still have received it: the order stays "refund requested"; send it again later if Pesapal does not report the refund.',
      });
    }
    await this.moves.finishRefund(refund, answer.received ? 'accepted' : 'refused', answer.message, this.method);
    if (!answer.received) throw new BadGatewayException({ detail: `Pesapal refused the refund: ${answer.message}` });
  }

  /** Refunds Pesapal has received but not reported done, asked again in case their notification never comes. */
  async sweep(batch: number): Promise<void> {
    for (const order of await this.orders.refundsInFlight(batch)) {
      if (order.paymentTrackingId && Date.now() - order.updatedAt.getTime() > 60_000) {
        await this.settle(order.paymentTrackingId).catch((error) => this.logger.warn(`Refund check of ${order.reference}: ${(error as Error).message}`));
      }
    }
  }

  /** The language the order's shopper reads (its result page opens in it); English for a reference that names no order. */
  async languageOf(reference: string): Promise<Language> {
    return (await this.orders.findByReference(reference))?.language ?? DEFAULT_LANGUAGE;
  }

  /** The browser is back from Pesapal: verify now; while it is still pending a job keeps asking. */
  async callback(trackingId: string, reference: string): Promise<PaymentStatus | 'UNKNOWN'> {
    try {
      const result = await this.settle(trackingId);
      if (result.status === 'PENDING') await this.enqueueVerify(trackingId, reference).catch(() => undefined);
      return result.status;
    } catch (error) {
      if (error instanceof PesapalRefusedError) {
        this.logger.warn(`Callback for ${reference} refused by Pesapal: ${error.message}`);
        return 'UNKNOWN';
      }
      this.logger.warn(`Callback for ${reference} could not be verified yet: ${(error as Error).message}`);
      // The IPN (retried by Pesapal until we take it) and the expiry sweeper settle it if this cannot be queued.
      await this.enqueueVerify(trackingId, reference).catch(() => undefined);
      return 'PENDING';
    }
  }

  /**
   * An IPN arrived: verified by the worker, retried while pending or while Pesapal is unreachable. One
   * check per tracking id waits or runs at a time, so a burst of notifications costs at most two calls.
   * Throws QueueUnavailableError when the queue cannot take it (the IPN then asks Pesapal to resend).
   */
  enqueueVerify(trackingId: string, reference: string): Promise<void> {
    return this.queue.add<VerifyJob>(
      'payments',
      VERIFY_PAYMENT_JOB,
      { trackingId, reference },
      { attempts: VERIFY_ATTEMPTS, backoffMs: VERIFY_BACKOFF_MS, dedupeKey: jobId('verify', trackingId) },
    );
  }

  private async verifyJob({ data, attemptsMade }: Job<VerifyJob>): Promise<void> {
    let status: PaymentStatus | 'UNKNOWN';
    try {
      ({ status } = await this.settle(data.trackingId));
    } catch (error) {
      // A notification Pesapal itself does not know (forged or mistyped): nothing to retry.
      if (error instanceof PesapalRefusedError) return this.logger.warn(`IPN for ${data.reference} ignored: ${error.message}`);
      throw error;
    }
    if (status === 'PENDING') {
      if (attemptsMade + 1 >= VERIFY_ATTEMPTS) this.logger.warn(`Payment of ${data.reference} still pending; the order's expiry will settle it`);
      throw new PaymentPendingError(`Payment of ${data.reference} is still pending`);
    }
  }
}

function notPayable(order: Order): ConflictException {
  return new ConflictException({ detail: `This order is ${statusWords(order.status)} and cannot be paid.` });
}

function factsOf(verified: TransactionStatus, status: PaymentStatus) {
  const amount = Number(verified.amount);
  return {
    status,
    method: verified.payment_method || null,
    confirmationCode: verified.confirmation_code || null,
    account: verified.payment_account || null,
    amount: Number.isFinite(amount) ? toCents(amount) : null,
    currency: verified.currency ? verified.currency.toUpperCase().slice(0, 3) : null,
  };
}

/** Exactly the order's total, in Kenyan shillings: anything else is for staff to review. */
function matchesOrder(order: Order, verified: TransactionStatus): boolean {
  return (verified.currency ?? '').toUpperCase() === 'KES' && toCents(Number(verified.amount)) === order.totalPrice;
}
