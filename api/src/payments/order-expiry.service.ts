import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { duration } from '../common/duration';
import { OrderMovesService } from '../orders/order-moves.service';
import { OrdersService, EXPIRE_UNPAID_JOB } from '../orders/orders.service';
import { Job, JobQueue } from '../queue/job-queue';
import { OrderPaymentsService } from './order-payments.service';
import { PAYMENT_PROVIDERS, PaymentProvider } from './payment-provider';

/** Orders one sweep takes at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 100;
/** A claimed order is this sweeper's for a while; if the process dies, the next sweep takes it again. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Unpaid orders expire, whatever else fails. Each order stores its deadline; the delayed `expire-unpaid`
 * job is only the fast path. A sweeper runs at start and every EXPIRY_SWEEP_SECONDS in every process
 * (API replicas and workers alike): it claims overdue orders with a conditional update (so replicas never
 * share one), has each payment provider close what it holds and cancels them, releasing stock exactly once. A lost
 * timer, a restart or a Redis outage cannot keep stock held. The same sweep lets each provider do what a lost
 * notification or job would have done (PaymentProvider.sweep).
 */
@Injectable()
export class OrderExpiryService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderExpiry');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly orders: OrdersService,
    private readonly moves: OrderMovesService,
    private readonly orderPayments: OrderPaymentsService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[],
  ) {}

  onModuleInit(): void {
    this.queue.process('orders', EXPIRE_UNPAID_JOB, (job) => this.expire((job as Job<{ orderId: number }>).data.orderId));
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.EXPIRY_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  /** A sweep in flight finishes before the database closes (onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** One sweep (never two at once in this process). */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((error) => this.logger.error(`Sweep failed: ${(error as Error).message}`))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** The fast path: the delayed job of one order, claimed like the sweeper claims (so the two never both expire it). */
  private async expire(orderId: number): Promise<void> {
    if ((await this.moves.claimOverdue(1, CLAIM_LEASE_MS, orderId)).length) await this.expireClaimed(orderId);
  }

  private async sweepOnce(): Promise<void> {
    const claimed = await this.moves.claimOverdue(SWEEP_BATCH, CLAIM_LEASE_MS);
    for (const orderId of claimed) await this.expireClaimed(orderId);
    for (const provider of this.providers) await provider.sweep(SWEEP_BATCH).catch((error) => this.logger.warn(`${provider.method} sweep: ${(error as Error).message}`));
  }

  private async expireClaimed(orderId: number): Promise<void> {
    try {
      await this.expireOrder(orderId);
    } catch (error) {
      // Released rather than left for the lease to run out, so a passing fault costs one sweep, not minutes.
      this.logger.warn(`Order ${orderId} not expired yet: ${(error as Error).message}`);
      await this.moves.releaseClaim(orderId);
    }
  }

  private async expireOrder(orderId: number): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (order?.status !== 'pending') return;
    if (await this.orderPayments.closeAndCancel(order, 'system', `Not paid within ${duration(this.config.orderPaymentTimeoutMs)}`)) {
      this.logger.log(`Order ${order.reference} expired unpaid; its stock is back`);
    }
  }
}
