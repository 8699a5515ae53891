import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import { AppConfig, MPESA_STAND_IN_KEY, MPESA_STAND_IN_SECRET } from '../../../config/app-config';
import { Job, JobQueue } from '../../../queue/job-queue';
import { mpesaReceipt } from '../../pesapal/sandbox/sandbox-results';
import { darajaTimestamp } from '../daraja.client';
import { DarajaAnswer, invalidToken, queryAnswer, requestRefusal, stkCallbackBody, stkPushAccepted, stkPushRefusal, tokenRefusal } from './daraja-contract';
import { callbackDelays, PHONE_ANSWERS, PhoneAnswerName } from './phone-answers';
import { MpesaSandboxPrompt } from './sandbox-prompt.entity';

export const MPESA_SANDBOX_CALLBACK_JOB = 'mpesa-sandbox-callback';
const TOKEN_LIFE_S = 3599;
const CALLBACK_TIMEOUT_MS = 10_000;
/** Prompts the phone page lists, waiting and answered each. */
const PROMPTS_SHOWN = 20;

/** A stkpush or query as it reached the stand-in. */
export interface DarajaRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

interface CallbackJob {
  checkoutRequestId: string;
}

/**
 * The built-in stand-in for Daraja's M-Pesa Express in development (DARAJA.md): the same calls, checks and
 * answers, prompts in the database, and the shopper's phone played by a page. Mounted only in stand-in mode.
 */
@Injectable()
export class MpesaSandboxService implements OnModuleInit {
  private readonly logger = new Logger('MpesaSandbox');

  constructor(
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    @InjectRepository(MpesaSandboxPrompt) private readonly prompts: Repository<MpesaSandboxPrompt>,
  ) {}

  onModuleInit(): void {
    if (this.config.mpesaMode === 'stand-in') {
      this.queue.process('payments', MPESA_SANDBOX_CALLBACK_JOB, (job) => this.sendCallback((job as Job<CallbackJob>).data.checkoutRequestId));
    }
  }

  /** The stand-in's key pair only; tokens are signed, so every replica accepts them. */
  token(grantType: unknown, authorization: string | undefined): DarajaAnswer {
    const refused = tokenRefusal(grantType, authorization, MPESA_STAND_IN_KEY, MPESA_STAND_IN_SECRET);
    if (refused) return refused;
    const expiry = String(Date.now() + TOKEN_LIFE_S * 1000);
    return { status: 200, body: { access_token: `${expiry}.${this.sign(expiry)}`, expires_in: String(TOKEN_LIFE_S) } };
  }

  async stkPush(request: DarajaRequest): Promise<DarajaAnswer> {
    const refused = this.refusalOf(request) ?? stkPushRefusal(request.body);
    if (refused) return refused;
    const { body } = request;
    const prompt = await this.prompts.save(
      this.prompts.create({
        checkoutRequestId: `ws_CO_${darajaTimestamp()}${String(randomInt(1e9)).padStart(9, '0')}`,
        merchantRequestId: `${randomInt(10_000, 100_000)}-${randomInt(10_000_000, 100_000_000)}-1`,
        amount: body.Amount as number,
        phone: String(body.PhoneNumber),
        accountReference: body.AccountReference as string,
        callbackUrl: body.CallBackURL as string,
      }),
    );
    return { status: 200, body: stkPushAccepted(prompt) };
  }

  async query(request: DarajaRequest): Promise<DarajaAnswer> {
    const refused = this.refusalOf(request);
    if (refused) return refused;
    const checkoutRequestId = request.body.CheckoutRequestID;
    return queryAnswer(typeof checkoutRequestId === 'string' ? await this.find(checkoutRequestId) : null);
  }

  /** What the phone page lists: the prompts waiting for an answer and the latest answered, newest first. */
  async phone(): Promise<{ waiting: MpesaSandboxPrompt[]; answered: MpesaSandboxPrompt[] }> {
    const [waiting, answered] = await Promise.all([
      this.prompts.find({ where: { answer: IsNull() }, order: { id: 'DESC' }, take: PROMPTS_SHOWN }),
      this.prompts.find({ where: { answer: Not(IsNull()) }, order: { answeredAt: 'DESC', id: 'DESC' }, take: PROMPTS_SHOWN }),
    ]);
    return { waiting, answered };
  }

  /**
   * The shopper's answer on the phone: recorded once (a second press changes nothing), then its callbacks are
   * queued. A queue that cannot take them is only logged: the shop's query finds the result anyway.
   */
  async answer(checkoutRequestId: string, name: PhoneAnswerName): Promise<void> {
    const { resultCode, resultDesc, callbacks } = PHONE_ANSWERS[name];
    const recorded = await this.prompts.update(
      { checkoutRequestId, answer: IsNull() },
      { answer: name, resultCode, resultDesc, receipt: resultCode === 0 ? mpesaReceipt() : null, answeredAt: new Date() },
    );
    if (!recorded.affected) return;
    for (const delayMs of callbackDelays(callbacks)) {
      await this.queue
        .add<CallbackJob>('payments', MPESA_SANDBOX_CALLBACK_JOB, { checkoutRequestId }, { delayMs, attempts: 1 })
        .catch((error: Error) => this.logger.warn(`The callback of ${checkoutRequestId} was not queued: ${error.message}`));
    }
  }

  private find(checkoutRequestId: string): Promise<MpesaSandboxPrompt | null> {
    return this.prompts.findOne({ where: { checkoutRequestId } });
  }

  private refusalOf({ authorization, contentType, body }: DarajaRequest): DarajaAnswer | null {
    if (!this.tokenValid(authorization)) return invalidToken();
    return requestRefusal(contentType, body, this.config.mpesa.shortcode, this.config.mpesa.passkey);
  }

  /** POSTs Safaricom's callback to the CallBackURL the prompt named: once, unsigned, never retried; a failure is only logged. */
  private async sendCallback(checkoutRequestId: string): Promise<void> {
    const prompt = await this.find(checkoutRequestId);
    if (!prompt?.answeredAt) return;
    const body = stkCallbackBody(prompt, { receipt: prompt.receipt ?? '', transactionDate: darajaTimestamp(prompt.answeredAt) });
    try {
      const response = await fetch(prompt.callbackUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS) });
      if (!response.ok) this.logger.warn(`The callback of ${checkoutRequestId} was answered HTTP ${response.status}`);
    } catch (error) {
      this.logger.warn(`The callback of ${checkoutRequestId} was not delivered: ${(error as Error).message}`);
    }
  }

  private tokenValid(header: string | undefined): boolean {
    const [expiry, signature] = (/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '').split('.');
    if (!expiry || !signature || Number(expiry) < Date.now()) return false;
    const expected = Buffer.from(this.sign(expiry));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(value: string): string {
    return createHmac('sha256', `mpesa-sandbox:${this.config.JWT_SECRET}`).update(value).digest('base64url');
  }
}
