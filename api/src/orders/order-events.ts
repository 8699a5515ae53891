import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { afterCommit } from '../inventory/transaction';
import type { OrderStatus } from './order-state-machine';

/** What happened to an order, told once its transaction has committed. */
export type OrderEvent = { type: 'placed'; orderId: number } | { type: 'status-changed'; orderId: number; from: OrderStatus; to: OrderStatus };

export type OrderListener = (event: OrderEvent) => void;

/**
 * The one place order news is announced (placed, paid, cancelled…): metrics count it today; SMS or
 * e-mail notices can listen here too. Listeners hear of a change only after it committed, and one
 * that throws neither undoes the change nor stops the others.
 */
@Injectable()
export class OrderEvents {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners: OrderListener[] = [];

  listen(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  /** Announces `event` when the transaction of `manager` commits (never if it rolls back). */
  afterCommit(manager: EntityManager, event: OrderEvent): void {
    afterCommit(manager, () => this.announce(event));
  }

  private announce(event: OrderEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.warn(`A listener failed on ${event.type} of order ${event.orderId}: ${(error as Error).message}`);
      }
    }
  }
}
