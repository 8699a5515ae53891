import { EntityManager } from 'typeorm';

/**
 * News one module tells inside the transaction of its change, so that what hears it (the notification
 * outbox) writes in that same transaction; the module needs no part of the hearer's. Subclass it as an
 * @Injectable() per kind of news.
 */
export class TransactionEvents<T> {
  private readonly listeners: ((manager: EntityManager, news: T) => Promise<void>)[] = [];

  listen(listener: (manager: EntityManager, news: T) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async announce(manager: EntityManager, news: T): Promise<void> {
    for (const listener of this.listeners) await listener(manager, news);
  }
}
