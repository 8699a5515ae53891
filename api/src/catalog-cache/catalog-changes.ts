import { EventEmitter } from 'node:events';
import { EntityManager } from 'typeorm';
import { afterCommit } from '../inventory/transaction';

/** In-process signal that what shoppers see of the catalog changed; the CatalogCache listens. */
export const catalogChanges = new EventEmitter();
const announce = () => catalogChanges.emit('changed');

/**
 * Marks the public catalog as changed: now (so nothing cached during the write survives) and,
 * inside a transaction, once more after it commits (so a read racing the commit is dropped too).
 */
export function markCatalogChanged(manager?: EntityManager): void {
  announce();
  if (manager?.queryRunner?.isTransactionActive) afterCommit(manager, announce);
}
