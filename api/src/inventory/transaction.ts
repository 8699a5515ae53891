import { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();
const commitCallbacks = new WeakMap<EntityManager, (() => void)[]>();

/**
 * Runs `work` in one database transaction. PostgreSQL gives each transaction its own pooled
 * connection; the embedded SQLite driver shares a single connection, where two overlapping
 * transactions would nest into each other, so there they run one after the other.
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
  if (dataSource.options.type === 'postgres') return dataSource.transaction(tracked).then(runCommitCallbacks);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => dataSource.transaction(tracked)).then(runCommitCallbacks);
  sqliteQueues.set(dataSource, run.catch(() => undefined));
  return run;
}

/** Runs `callback` after the transaction of `manager` commits (never if it rolls back). */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const callbacks = commitCallbacks.get(manager) ?? [];
  if (!callbacks.includes(callback)) callbacks.push(callback);
  commitCallbacks.set(manager, callbacks);
}
