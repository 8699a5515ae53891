import { DataSource, EntityManager } from 'typeorm';

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in one database transaction. PostgreSQL gives each transaction its own pooled
 * connection; the embedded SQLite driver shares a single connection, where two overlapping
 * transactions would nest into each other, so there they run one after the other.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'postgres') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => dataSource.transaction(work));
  sqliteQueues.set(dataSource, run.catch(() => undefined));
  return run;
}
