import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockProduct, refreshProductSummary } from '../catalog/product-rows';
import { inTransaction } from './transaction';

/** How long the list columns of a product selling continuously may lag behind its last sale. */
const REFRESH_PAUSE_MS = 200;

/**
 * Refreshes products' list columns (shown price, total stock, band) once a checkout has committed, each in
 * its own short transaction under the product's lock, so a sale never holds its product row (issue 22).
 * One refresh per product at a time in this process; sales committed during one make it run once more
 * after a short pause, so the last refresh always reads the last sale. Each refresh marks the catalog changed (lockProduct).
 */
@Injectable()
export class ProductSummaries implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ProductSummaries');
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();

  constructor(private readonly dataSource: DataSource) {}

  refreshSoon(productIds: Iterable<number>): void {
    for (const productId of new Set(productIds)) this.refresh(productId);
  }

  /** Refreshes in flight finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }

  private refresh(productId: number): void {
    if (this.running.has(productId)) {
      this.again.add(productId);
      return;
    }
    const run = (async () => {
      await this.refreshOnce(productId);
      // Sales keep coming (a flash sale): refresh again after a pause, once for all of them, not back to back.
      while (this.again.delete(productId)) {
        await new Promise((resolve) => setTimeout(resolve, REFRESH_PAUSE_MS));
        await this.refreshOnce(productId);
      }
    })().finally(() => this.running.delete(productId));
    this.running.set(productId, run);
  }

  private refreshOnce(productId: number): Promise<void> {
    return inTransaction(this.dataSource, async (manager) => {
      if (await lockProduct(manager, productId)) await refreshProductSummary(manager, productId);
    }).catch((error: Error) => this.logger.warn(`Product ${productId}: list columns not refreshed (${error.message}); the next stock move refreshes them`));
  }
}
