import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { afterCommit } from '../inventory/transaction';
import type { OrderStatus } from './order-state-machine';

/** What happened to an order. `actor` is who moved it (a username, `system` or `pesapal`). */
export type OrderEvent = { type: 'placed'; orderId: number } | { type: 'status-changed'; orderId: number; from: OrderStatus; to: OrderStatus; actor: string };

export type OrderListener = (event: OrderEvent) => void;
/** Hears a change inside its transaction, to write what must commit with it (the notification outbox). */
export type OrderTransactionListener = (manager: EntityManager, event: OrderEvent) => Promise<void>;

/**
 * The one place order news is announced (placed, paid, cancelled…). Metrics hear it once the change
 * committed; one that throws neither undoes the change nor stops the others. The outbox hears it inside
 * the transaction, so a message is written exactly when the change is.
 */
@Injectable()
export class OrderEvents {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners: OrderListener[] = [];
  private readonly transactionListeners: OrderTransactionListener[] = [];

  listen(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  listenInTransaction(listener: OrderTransactionListener): void {
    this.transactionListeners.push(listener);
  }

  /** Tells the in-transaction listeners now, and the others when the transaction of `manager` commits (never if it rolls back). */
  async announce(manager: EntityManager, event: OrderEvent): Promise<void> {
    for (const listener of this.transactionListeners) await listener(manager, event);
    afterCommit(manager, () => this.tell(event));
  }

  private tell(event: OrderEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.warn(`A listener failed on ${event.type} of order ${event.orderId}: ${(error as Error).message}`);
      }
    }
  }
}
