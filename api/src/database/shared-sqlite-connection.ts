import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** The turn a piece of work runs in: everything it awaits carries the token. */
const turnScope = new AsyncLocalStorage<object>();

/** First come, first served: one holder of the connection at a time. */
class ConnectionTurns {
  private holder: object | undefined;
  private last: Promise<void> = Promise.resolve();

  holds(): boolean {
    return this.holder !== undefined && turnScope.getStore() === this.holder;
  }

  /** Runs `work` once every earlier turn has ended, holding the connection until it settles. */
  async take<T>(work: () => Promise<T>): Promise<T> {
    const token = {};
    let letNextIn!: () => void;
    const before = this.last;
    this.last = new Promise<void>((resolve) => (letNextIn = resolve));
    await before;
    this.holder = token;
    try {
      return await turnScope.run(token, work);
    } finally {
      this.holder = undefined;
      // The next turn after the event loop's I/O: the synchronous driver answers at once, so queued turns would
      // otherwise follow each other in one run of promise callbacks, for seconds in a flash sale, while no request
      // is read and no connection accepted (issue 35: the sale's slowest buyers waited there, not in checkout).
      setImmediate(letNextIn);
    }
  }
}

const turnsOf = new WeakMap<DataSource, ConnectionTurns>();

/**
 * Runs `work` holding the database connection: at once on PostgreSQL (a pooled connection each), in its
 * turn on SQLite (see shareOneConnection), or at once inside the turn that already holds it.
 */
export function inTurn<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const turns = turnsOf.get(dataSource);
  return !turns || turns.holds() ? work() : turns.take(work);
}

/** The default manager's methods that open a transaction of their own (TypeORM's EntityPersistExecutor). */
const PERSISTING = ['save', 'remove', 'softRemove', 'recover'] as const;

/**
 * The embedded SQLite driver has ONE connection, which TypeORM hands to every request alike. A statement
 * sent while another request's transaction is open would run inside it: it would read that transaction's
 * uncommitted rows, and vanish with it should it roll back (a sign-up answered 201, then lost with a sold-out
 * checkout); a second transaction would nest into the first as a savepoint and be undone with it.
 *
 * So the connection is taken in turns: a transaction (inTransaction, or the one `save` opens) holds it from
 * BEGIN to COMMIT or ROLLBACK, and a statement outside any transaction holds it for itself alone. Whatever
 * runs inside the holder's async work uses it freely. PostgreSQL needs none of this.
 */
export function shareOneConnection(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3' || turnsOf.has(dataSource)) return;
  const turns = new ConnectionTurns();
  turnsOf.set(dataSource, turns);
  const runner = dataSource.createQueryRunner();

  const query = runner.query.bind(runner);
  runner.query = ((...args: Parameters<QueryRunner['query']>) => inTurn(dataSource, () => query(...args))) as QueryRunner['query'];

  // Another turn's transaction is not this work's: seen from outside, the connection is in none.
  let active = runner.isTransactionActive;
  Object.defineProperty(runner, 'isTransactionActive', {
    get: () => turns.holds() && active,
    set: (value: boolean) => {
      active = value;
    },
  });

  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = (isolation) => {
    if (!turns.holds()) throw new Error('On SQLite a transaction starts in a turn of the connection: use inTransaction');
    return start(isolation);
  };

  const manager = dataSource.manager as unknown as Record<(typeof PERSISTING)[number], (...args: unknown[]) => Promise<unknown>>;
  for (const method of PERSISTING) {
    const persist = (dataSource.manager as EntityManager)[method].bind(dataSource.manager) as (...args: unknown[]) => Promise<unknown>;
    manager[method] = (...args: unknown[]) => inTurn(dataSource, () => persist(...args));
  }
}
