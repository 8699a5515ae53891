import { BadGatewayException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { toCents } from '../catalog/money';
import { hasRole } from '../common/roles';
import { OrderMovesService } from '../orders/order-moves.service';
import { Order } from '../orders/order.entities';
import { statusWords } from '../orders/order-state-machine';
import { OrderView } from '../orders/order.views';
import { OrdersService } from '../orders/orders.service';
import { refundRefusal } from '../orders/refund-rules';
import { User } from '../users/user.entity';
import { PAYMENT_PROVIDERS, PaymentProvider, ProviderCallError } from './payment-provider';

const UNREACHABLE = 'The payment service could not be reached, so nothing was changed. Please try again in a moment.';

/**
 * What staff and shoppers do to an order's money: cancel it (each provider closing what it holds first), refund
 * it through the provider that took it, accept a payment under review. The providers are asked before the order changes, so
 * a payment that completes at the last moment is never lost.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('OrderPayments');

  constructor(
    private readonly orders: OrdersService,
    private readonly moves: OrderMovesService,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[],
  ) {}

  /** The owner while it is pending, or staff: the Pesapal payment is closed, then the order cancelled and its stock released. */
  async cancel(user: User, id: number): Promise<OrderView> {
    const staff = hasRole(user.role, 'staff');
    const order = staff ? await this.orders.findVisible(user, id) : await this.orders.findOwned(user, id);
    if (order.status !== 'pending') throw new ConflictException({ detail: `This order is ${statusWords(order.status)} and can no longer be cancelled.` });
    let cancelled: boolean;
    try {
      cancelled = await this.closeAndCancel(order, user.username, staff ? 'Cancelled by staff' : 'Cancelled by the customer', user.id);
    } catch (error) {
      if (!(error instanceof ProviderCallError)) throw error;
      this.logger.warn(`Cancel of ${order.reference} stopped: ${error.message}`);
      throw new BadGatewayException({ detail: UNREACHABLE });
    }
    if (!cancelled) {
      const now = await this.orders.view(id);
      const status = statusWords(now.status);
      throw new ConflictException({
        detail: now.status === 'paid' ? `The order was not cancelled: it is ${status} now (its payment completed a moment ago).` : `The order was not cancelled: it is ${status} now.`,
      });
    }
    return this.orders.view(id);
  }

  /**
   * Each provider closes what it holds for the order (applying a payment that completed meanwhile), then the order is
   * cancelled. Answers whether it was cancelled. Throws ProviderCallError when a provider cannot be asked.
   */
  async closeAndCancel(order: Order, actor: string, note: string, userId: number | null = null): Promise<boolean> {
    for (const provider of this.providers) if (!(await provider.closeBeforeCancel(order))) return false;
    return this.moves.cancelPending(order.id, actor, note, userId);
  }

  /** Staff accept a payment under review (amount or currency differed): the order counts as paid. */
  async acceptPayment(user: User, id: number, note = ''): Promise<OrderView> {
    await this.orders.findVisible(user, id);
    await this.moves.acceptPayment(user, id, note);
    return this.orders.view(id);
  }

  /**
   * Staff refund (part of) a completed payment, the way its provider takes refunds: the amount is checked against the
   * refund rules here, the provider that took the money does the rest.
   */
  async refund(user: User, id: number, amount: number, remarks: string, transactionId: string | null = null): Promise<OrderView> {
    const order = await this.orders.findVisible(user, id);
    const amountCents = toCents(amount);
    const previous = (await this.orders.refundsOf(id)).map((refund) => refund.status);
    const refusal = refundRefusal(order, previous, amountCents);
    if (refusal) throw new ConflictException({ detail: refusal });
    const provider = this.providers.find(({ method }) => method === (order.paymentProvider ?? 'pesapal'))!;
    await provider.refund(order, { staff: user, amountCents, remarks, transactionId });
    return this.orders.view(id);
  }
}
