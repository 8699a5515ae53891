import { BadGatewayException, BadRequestException, ConflictException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, QueryFailedError, Repository } from 'typeorm';
import { normaliseKenyanMobile } from '../../checkout/phone';
import { AppConfig } from '../../config/app-config';
import { OrderMovesService } from '../../orders/order-moves.service';
import { Order } from '../../orders/order.entities';
import { statusWords } from '../../orders/order-state-machine';
import { OrdersService } from '../../orders/orders.service';
import { Job, jobId, JobQueue } from '../../queue/job-queue';
import { User } from '../../users/user.entity';
import { PaymentProvider, ProviderMode, RefundRequest } from '../payment-provider';
import { DarajaBusyError, DarajaCallError, DarajaClient, DarajaRefusedError, DarajaUnknownPromptError, StkResult } from './daraja.client';
import { StkCallbackBody } from './daraja.types';
import { MpesaAttempt, MpesaCallback } from './mpesa-payment.entities';

export const MPESA_QUERY_JOB = 'mpesa-query';
/** A prompt lives about a minute on the phone; the query asks at 10 s, then 10 s, 20 s, 40 s … later (MPESA_QUERY_SECONDS), about three minutes in all. */
const QUERY_ATTEMPTS = 5;

interface QueryJob {
  checkoutRequestId: string;
}

/** A prompt Daraja never confirmed taking (the process stopped while asking): after this it is given up. */
const UNSENT_PROMPT_MS = 2 * 60_000;

/** A prompt the shopper has not answered yet; the job asks again, later. */
class PromptPendingError extends Error {}

export interface MpesaAttemptView {
  id: number;
  status: MpesaAttempt['status'];
  phone: string;
  amount: number;
  result_code: number | null;
  result_desc: string | null;
  receipt: string | null;
  created_at: string;
}

export const attemptView = (attempt: MpesaAttempt): MpesaAttemptView => ({
  id: attempt.id,
  status: attempt.status,
  phone: attempt.phone,
  amount: attempt.amount / 100,
  result_code: attempt.resultCode,
  result_desc: attempt.resultDesc,
  receipt: attempt.receipt,
  created_at: attempt.createdAt.toISOString(),
});

/** The value of a callback item by its name (a `Balance` item comes without one). */
function callbackItem(body: StkCallbackBody, name: string): string | number | undefined {
  return body.Body?.stkCallback?.CallbackMetadata?.Item?.find((item) => item.Name === name)?.Value;
}

const receiptIn = (callback: StkCallbackBody | null): string | null => (callback ? String(callbackItem(callback, 'MpesaReceiptNumber') ?? '').slice(0, 20) || null : null);

/**
 * M-Pesa Express payments of orders (DARAJA.md). A prompt is an attempt row; the callback is only a hint (Safaricom
 * signs nothing): a query decides, and the verified result moves the order through OrderMovesService like any
 * payment (idempotent and monotonic). Lost callbacks are found by the queries the prompt schedules.
 */
@Injectable()
export class MpesaPaymentsService implements OnModuleInit, PaymentProvider {
  readonly method = 'mpesa';
  readonly label = 'M-Pesa';
  private readonly logger = new Logger('MpesaPayments');

  constructor(
    @InjectRepository(MpesaAttempt) private readonly attempts: Repository<MpesaAttempt>,
    @InjectRepository(MpesaCallback) private readonly callbacks: Repository<MpesaCallback>,
    private readonly orders: OrdersService,
    private readonly moves: OrderMovesService,
    private readonly daraja: DarajaClient,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process('payments', MPESA_QUERY_JOB, (job) => this.queryJob(job as Job<QueryJob>));
  }

  get mode(): ProviderMode {
    return ({ daraja: 'live', 'stand-in': 'stand-in', off: 'off' } as const)[this.config.mpesaMode];
  }

  /**
   * A prompt cannot be withdrawn from the phone: its result is asked for now, and a payment already made is applied
   * (the answer is then false). A prompt still unanswered lets the order go; should it be paid after all, the query
   * that keeps following it applies the money to the cancelled order, which then awaits a refund.
   */
  async closeBeforeCancel(order: Order): Promise<boolean> {
    const waiting = await this.pendingOf(order.id);
    if (!waiting?.checkoutRequestId) return true;
    await this.settle(waiting.checkoutRequestId);
    return (await this.attempts.findOneByOrFail({ id: waiting.id })).status !== 'paid';
  }

  /** A prompt waits for the shopper's PIN (or for Daraja to confirm it sent it). */
  async paymentOpen(order: Order): Promise<boolean> {
    return !!(await this.pendingOf(order.id));
  }

  /**
   * Daraja has no refund call the shop can use: staff reverse the payment in Safaricom's M-Pesa portal and record it
   * here with the reversal's transaction id. The record goes through the same refund states (requested, then
   * refunded), so the stock comes back and the shopper is told as for any refund.
   */
  async refund(order: Order, { staff, amountCents, remarks, transactionId }: RefundRequest): Promise<void> {
    if (!transactionId) throw new BadRequestException({ transaction_id: ["Give the M-Pesa transaction id of the reversal made in Safaricom's portal."] });
    const refund = await this.moves.startRefund(order.id, order.status, { amount: amountCents, remarks, requestedBy: staff.username, confirmationCode: order.paymentConfirmationCode ?? '' }, staff.id);
    await this.moves.finishRefund(refund, 'accepted', `Reversed in the M-Pesa portal: transaction ${transactionId}`, staff.username);
    await this.moves.applyPayment(order.id, { status: 'REVERSED', method: null, confirmationCode: null, account: null, amount: null, currency: null }, true, this.method);
  }

  /**
   * Prompts whose queries were lost (a dead worker, a queue outage) are asked about again once their schedule has
   * run out; a prompt Daraja never confirmed taking is given up, so the order can be prompted again.
   */
  async sweep(batch: number): Promise<void> {
    const scheduleMs = this.config.mpesa.queryIntervalMs * 2 ** QUERY_ATTEMPTS;
    const lost = await this.attempts.find({
      where: { status: 'pending', checkoutRequestId: Not(IsNull()), createdAt: LessThan(new Date(Date.now() - scheduleMs)) },
      order: { id: 'ASC' },
      take: batch,
    });
    for (const attempt of lost) {
      await this.settle(attempt.checkoutRequestId!).catch((error: Error) => this.logger.warn(`Sweep of M-Pesa prompt ${attempt.checkoutRequestId}: ${error.message}`));
    }
    await this.attempts.update(
      { status: 'pending', checkoutRequestId: IsNull(), createdAt: LessThan(new Date(Date.now() - UNSENT_PROMPT_MS)) },
      { status: 'failed', resultDesc: 'The prompt was not confirmed sent' },
    );
  }

  /** Where Safaricom sends the result: an unguessable segment, since the callback itself is unsigned. */
  get callbackUrl(): string {
    return `${this.config.publicUrl}/api/payments/mpesa/callback/${this.config.mpesa.callbackSecret}/`;
  }

  /** Sends the PIN prompt for the owner's pending order to `phoneText`; the prompt that already waits, if one does. */
  async start(user: User, orderId: number, phoneText: string): Promise<MpesaAttemptView> {
    if (this.config.mpesaMode === 'off') throw new ConflictException({ detail: 'M-Pesa prompts are not available: please pay another way.' });
    const order = await this.orders.findOwned(user, orderId);
    if (order.status !== 'pending') throw new ConflictException({ detail: `This order is ${statusWords(order.status)} and cannot be paid.` });
    const phone = normaliseKenyanMobile(phoneText);
    if (!phone) throw new BadRequestException({ phone: ['Enter a Safaricom number, e.g. 0712 345 678.'] });
    if (order.totalPrice % 100 !== 0) throw new ConflictException({ detail: 'M-Pesa takes whole shillings only: please pay this order another way.' });
    const waiting = await this.pendingOf(order.id);
    if (waiting) return attemptView(waiting);
    let attempt: MpesaAttempt;
    try {
      attempt = await this.attempts.save(this.attempts.create({ orderId: order.id, phone, amount: order.totalPrice, status: 'pending' }));
    } catch (error) {
      // A second tap that raced the first: one prompt waits per order (a partial unique index), and it is that one.
      const raced = error instanceof QueryFailedError ? await this.pendingOf(order.id) : null;
      if (raced) return attemptView(raced);
      throw error;
    }
    return attemptView(await this.prompt(order, attempt));
  }

  /** The order's attempts, newest first, for its owner's payment page to follow. */
  async attemptsOf(user: User, orderId: number): Promise<MpesaAttemptView[]> {
    await this.orders.findOwned(user, orderId);
    return (await this.attempts.find({ where: { orderId }, order: { id: 'DESC' } })).map(attemptView);
  }

  /** Safaricom's callback: kept as it came and queued; the query decides. */
  async receiveCallback(body: unknown): Promise<void> {
    const checkoutRequestId = (body as StkCallbackBody)?.Body?.stkCallback?.CheckoutRequestID;
    const id = typeof checkoutRequestId === 'string' ? checkoutRequestId.slice(0, 64) : null;
    await this.callbacks.insert({ checkoutRequestId: id, body: JSON.stringify(body ?? null).slice(0, 20_000) });
    if (!id) return;
    if (!(await this.attempts.exists({ where: { checkoutRequestId: id } }))) await this.claimUnconfirmed(id, body as StkCallbackBody);
    // Its own job, beside the prompt's scheduled queries: a query now, since the shopper has answered.
    await this.enqueueQuery(id, 0, 'mpesa-callback');
  }

  /**
   * A callback for a prompt the shop has no id of: one Daraja took without confirming it (a timeout or a 5xx at
   * stkpush). The waiting attempt of the same phone and amount takes the id, and the query decides as for any
   * prompt; money that matches no attempt is logged for staff to find in the M-Pesa portal.
   */
  private async claimUnconfirmed(checkoutRequestId: string, callback: StkCallbackBody): Promise<void> {
    const phone = String(callbackItem(callback, 'PhoneNumber') ?? '');
    const amount = Math.round(Number(callbackItem(callback, 'Amount')) * 100);
    const waiting = Number.isFinite(amount)
      ? await this.attempts.findOne({ where: { status: 'pending', checkoutRequestId: IsNull(), phone, amount }, order: { id: 'DESC' } })
      : null;
    const claimed = waiting && (await this.attempts.update({ id: waiting.id, checkoutRequestId: IsNull() }, { checkoutRequestId, merchantRequestId: callback.Body?.stkCallback?.MerchantRequestID?.slice(0, 64) ?? null })).affected;
    if (!claimed && callback.Body?.stkCallback?.ResultCode === 0) {
      this.logger.error(`M-Pesa payment ${receiptIn(callback) ?? '?'} (KSh ${amount / 100} from ${phone}, prompt ${checkoutRequestId}) matches no prompt of the shop: find it in the M-Pesa portal`);
    }
  }

  /**
   * Asks Daraja where the prompt stands and applies a final answer once; 'pending' while the shopper has not answered.
   * `awaitCallback` (the prompt's scheduled queries but the last): a paid prompt whose callback has not come yet is
   * left pending until a later query sees it paid again, since only the callback carries the receipt (for the paid
   * SMS) and the amount. The callback's own query settles it at once; a lost callback costs one more query.
   */
  async settle(checkoutRequestId: string, awaitCallback = false): Promise<'pending' | 'settled'> {
    const attempt = await this.attempts.findOne({ where: { checkoutRequestId } });
    if (attempt?.status === 'paid' && !attempt.receipt) await this.recordLateReceipt(attempt);
    if (!attempt || attempt.status !== 'pending') return 'settled';
    let result: StkResult;
    try {
      result = await this.daraja.stkQuery(checkoutRequestId);
    } catch (error) {
      if (!(error instanceof DarajaUnknownPromptError)) throw error;
      // Left pending it would block the order's next prompt and its expiry for good.
      await this.attempts.update({ id: attempt.id, status: 'pending' }, { status: 'failed', resultDesc: error.message.slice(0, 255) });
      this.logger.warn(`M-Pesa prompt ${checkoutRequestId} given up: Daraja does not know it`);
      return 'settled';
    }
    if (result.pending) return 'pending';
    if (result.resultCode !== 0) {
      await this.attempts.update({ id: attempt.id, status: 'pending' }, { status: 'failed', resultCode: result.resultCode, resultDesc: result.resultDesc.slice(0, 255) });
      return 'settled';
    }
    const callback = await this.latestCallback(checkoutRequestId);
    if (!callback && awaitCallback && attempt.resultCode !== 0) {
      await this.attempts.update({ id: attempt.id, status: 'pending' }, { resultCode: 0, resultDesc: result.resultDesc.slice(0, 255) });
      return 'pending';
    }
    const receipt = receiptIn(callback);
    const reported = callback ? Number(callbackItem(callback, 'Amount')) : NaN;
    // The query carries no amount: what was paid is the prompt's amount, unless the callback said otherwise.
    const paidAmount = Number.isFinite(reported) ? Math.round(reported * 100) : attempt.amount;
    // The order first: applying the same payment twice changes nothing (paymentOutcome never lowers or repeats a
    // status), so a worker that dies between the two writes leaves the attempt pending and the next query finishes it.
    // Marked the other way round, a failure in between would leave a paid attempt and an unpaid order for good.
    const order = (await this.orders.findById(attempt.orderId))!;
    await this.moves.applyPayment(
      attempt.orderId,
      { status: 'COMPLETED', method: 'M-Pesa', confirmationCode: receipt, account: attempt.phone, amount: paidAmount, currency: 'KES' },
      paidAmount === order.totalPrice && paidAmount === attempt.amount,
      this.method,
    );
    await this.attempts.update({ id: attempt.id, status: 'pending' }, { status: 'paid', resultCode: 0, resultDesc: result.resultDesc.slice(0, 255), receipt, paidAmount });
    return 'settled';
  }

  /** The receipt of a payment the query settled before its callback came: kept on the attempt and, if it has none, the order. */
  private async recordLateReceipt(attempt: MpesaAttempt): Promise<void> {
    const receipt = receiptIn(await this.latestCallback(attempt.checkoutRequestId!));
    if (!receipt) return;
    await this.attempts.update({ id: attempt.id, receipt: IsNull() }, { receipt });
    await this.orders.recordLateReceipt(attempt.orderId, this.method, receipt);
  }

  private async prompt(order: Order, attempt: MpesaAttempt): Promise<MpesaAttempt> {
    try {
      const accepted = await this.daraja.stkPush({ amount: attempt.amount / 100, phone: attempt.phone, accountReference: order.reference, callbackUrl: this.callbackUrl });
      await this.attempts.update(attempt.id, { merchantRequestId: accepted.merchantRequestId, checkoutRequestId: accepted.checkoutRequestId });
      await this.enqueueQuery(accepted.checkoutRequestId, this.config.mpesa.queryIntervalMs).catch((error: Error) => this.logger.warn(`Query of ${order.reference} not queued: ${error.message}`));
    } catch (error) {
      // Unreachable, or a 5xx: Daraja may have sent the prompt all the same. The attempt waits, without its id, for a
      // callback to claim it (claimUnconfirmed); the sweeper gives it up after UNSENT_PROMPT_MS. A refusal sent nothing.
      const unconfirmed = error instanceof DarajaCallError && !(error instanceof DarajaRefusedError) && !(error instanceof DarajaBusyError);
      await this.attempts.update(attempt.id, { ...(unconfirmed ? {} : { status: 'failed' as const }), resultDesc: (error as Error).message.slice(0, 255) });
      this.logger.warn(`M-Pesa prompt for ${order.reference} ${unconfirmed ? 'not confirmed' : 'not sent'}: ${(error as Error).message}`);
      if (!(error instanceof DarajaCallError)) throw error;
      throw new BadGatewayException({
        detail: unconfirmed
          ? 'M-Pesa did not confirm the prompt. If it reaches your phone, enter your PIN; if not, try again in a few minutes, or pay another way.'
          : 'M-Pesa could not send the prompt right now. Please try again in a moment, or pay another way.',
      });
    }
    return this.attempts.findOneByOrFail({ id: attempt.id });
  }

  private pendingOf(orderId: number): Promise<MpesaAttempt | null> {
    return this.attempts.findOne({ where: { orderId, status: 'pending' } });
  }

  private async latestCallback(checkoutRequestId: string): Promise<StkCallbackBody | null> {
    const row = await this.callbacks.findOne({ where: { checkoutRequestId }, order: { id: 'DESC' } });
    try {
      return row ? (JSON.parse(row.body) as StkCallbackBody) : null;
    } catch {
      return null;
    }
  }

  private enqueueQuery(checkoutRequestId: string, delayMs: number, kind = 'mpesa-query'): Promise<void> {
    return this.queue.add<QueryJob>(
      'payments',
      MPESA_QUERY_JOB,
      { checkoutRequestId },
      { delayMs, attempts: QUERY_ATTEMPTS, backoffMs: this.config.mpesa.queryIntervalMs, dedupeKey: jobId(kind, checkoutRequestId) },
    );
  }

  private async queryJob({ data, attemptsMade }: Job<QueryJob>): Promise<void> {
    try {
      if ((await this.settle(data.checkoutRequestId, attemptsMade + 1 < QUERY_ATTEMPTS)) === 'pending') throw new PromptPendingError(`M-Pesa prompt ${data.checkoutRequestId} still pending`);
    } catch (error) {
      // Spike arrest and quota: the job's backoff is the backing off.
      if (error instanceof DarajaBusyError) this.logger.warn(`Daraja busy while querying ${data.checkoutRequestId}: ${error.message}`);
      throw error;
    }
  }
}
