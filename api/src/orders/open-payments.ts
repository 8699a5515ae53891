import { Injectable } from '@nestjs/common';
import type { Order } from './order.entities';

/** A payment provider as the order's hand moves see it: does a payment of this pending order wait with it? */
export interface OpenPaymentSource {
  /** The provider's name as staff read it: 'M-Pesa', 'Pesapal'. */
  readonly label: string;
  /** Whether the shopper may still complete a payment of the order there (a Pesapal page, an M-Pesa prompt awaiting the PIN). */
  paymentOpen(order: Order): Promise<boolean>;
}

/**
 * The providers holding an open payment of a pending order. While one does, staff may not mark the order paid by
 * hand: the provider's answer decides, and money arriving after a hand move would land on a paid order unflagged.
 * The providers register themselves, since the payments module builds on orders and not the other way round.
 */
@Injectable()
export class OpenPayments {
  private readonly sources: OpenPaymentSource[] = [];

  register(source: OpenPaymentSource): void {
    this.sources.push(source);
  }

  /** The label of the provider holding an open payment of the order, or null when none does. */
  async heldBy(order: Order): Promise<string | null> {
    if (order.status !== 'pending') return null;
    for (const source of this.sources) if (await source.paymentOpen(order)) return source.label;
    return null;
  }
}
