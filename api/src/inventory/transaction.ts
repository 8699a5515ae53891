import { DataSource, EntityManager } from 'typeorm';
import { inTurn } from '../database/shared-sqlite-connection';

const commitCallbacks = new WeakMap<EntityManager, (() => void)[]>();

/**
 * Runs `work` in one database transaction. PostgreSQL gives each transaction its own pooled
 * connection; on the embedded SQLite driver's single connection each waits its turn (shareOneConnection).
 * Callbacks registered with `afterCommit` run once the transaction has committed.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  let transactionManager: EntityManager | undefined;
  const tracked = (manager: EntityManager) => {
    transactionManager = manager;
    return work(manager);
  };
  const runCommitCallbacks = (result: T) => {
    const callbacks = transactionManager ? commitCallbacks.get(transactionManager) : undefined;
    callbacks?.forEach((callback) => callback());
    return result;
  };
  return inTurn(dataSource, () => dataSource.transaction(tracked)).then(runCommitCallbacks);
}

/** Runs `callback` after the transaction of `manager` commits (never if it rolls back). */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const callbacks = commitCallbacks.get(manager) ?? [];
  if (!callbacks.includes(callback)) callbacks.push(callback);
  commitCallbacks.set(manager, callbacks);
}
