import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { inTurn } from '../database/shared-sqlite-connection';

const commitCallbacks = new WeakMap<EntityManager, (() => void)[]>();
/** Transactions whose work sent their COMMIT itself, with their last statements (commitWithLast). */
const committedByWork = new WeakSet<EntityManager>();

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
  // `?.`: unit tests stand in for a data source with its `transaction` alone, which is the way taken then.
  if (dataSource.options?.type === 'postgres') return postgresTransaction(dataSource, tracked).then(runCommitCallbacks);
  return inTurn(dataSource, () => dataSource.transaction(tracked)).then(runCommitCallbacks);
}

/**
 * TypeORM's own transaction (EntityManager.transaction), except that the work may have committed it already, with
 * its last statements in the same message (commitWithLast): then there is nothing left to send but the connection
 * back to the pool.
 */
async function postgresTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (!committedByWork.has(runner.manager)) await runner.commitTransaction();
    return result;
  } catch (error) {
    // The original error is what the caller hears, even should the rollback fail too (as TypeORM does).
    if (!committedByWork.has(runner.manager)) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * PostgreSQL: sends `statements` and COMMIT in ONE simple-protocol message, so that the rows they lock are held
 * only while PostgreSQL runs them and commits, never while the API's busy event loop gets round to sending the
 * COMMIT (issue 35: a flash sale's hot variant row). The statements carry no parameters (the simple protocol has
 * none): the caller writes its values in safely. Should any statement fail, PostgreSQL skips the rest of the
 * message, COMMIT included, and the error comes back here: the transaction is then rolled back as any other.
 */
export async function commitWithLast(manager: EntityManager, statements: string[]): Promise<void> {
  const runner = manager.queryRunner;
  if (manager.connection.options.type !== 'postgres' || !runner?.isTransactionActive) throw new Error('commitWithLast ends a PostgreSQL transaction');
  const client = (await runner.connect()) as { query(text: string): Promise<unknown> };
  const message = [...statements, 'COMMIT'].join(';\n');
  try {
    await client.query(message);
  } catch (error) {
    // As TypeORM's own failures read, for the shop's error handling.
    throw new QueryFailedError(message, [], error as Error);
  }
  committedByWork.add(manager);
}

/** Runs `callback` after the transaction of `manager` commits (never if it rolls back). */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const callbacks = commitCallbacks.get(manager) ?? [];
  if (!callbacks.includes(callback)) callbacks.push(callback);
  commitCallbacks.set(manager, callbacks);
}
