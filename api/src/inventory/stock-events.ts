import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** A variant's stock moved from `before` to `after` units; `logId` is the movement's inventory log row. */
export interface StockMove {
  variantId: number;
  before: number;
  after: number;
  /** The variant's low-stock alert threshold. */
  threshold: number;
  logId: number;
}

/** The move took the stock below its alert threshold (one alert per crossing, not per sale below it). */
export const crossesThreshold = (move: StockMove): boolean => move.before >= move.threshold && move.after < move.threshold;

export type StockListener = (manager: EntityManager, move: StockMove) => Promise<void>;

/**
 * Stock movements that cross their variant's low-stock threshold, told inside their transaction (the low-stock alert
 * is written with the sale that causes it). Only those: a checkout's take that crosses none is committed in the same
 * message that makes it (takeAndCommit), with nothing to tell and no moment to tell it in.
 */
@Injectable()
export class StockEvents {
  private readonly listeners: StockListener[] = [];

  listen(listener: StockListener): void {
    this.listeners.push(listener);
  }

  async announce(manager: EntityManager, move: StockMove): Promise<void> {
    if (!crossesThreshold(move)) return;
    for (const listener of this.listeners) await listener(manager, move);
  }
}
