import { DataSource, QueryRunner } from 'typeorm';

/** Any fixed number, the same in every process of the shop: the key of its start-up advisory lock. */
const STARTUP_LOCK = 7_020_417;

/**
 * Runs `work` in one process at a time. Replicas and workers started together on a fresh PostgreSQL
 * database would otherwise run the same migrations, or seed the same staff account, at once, and all
 * but one fail to start. A session advisory lock (let go when the connection ends, should the process
 * die) queues them; each then finds the work done. SQLite serves one process only: no lock needed.
 * The lock's connection has no statement timeout while it waits (another process's migrations may take
 * long) and is handed to `work`, which may run long statements on it (migrations building an index).
 */
export async function oneAtATime<T>(dataSource: DataSource, work: (runner?: QueryRunner) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'postgres') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SET statement_timeout = 0');
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work(runner);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    // Back to the pool with the timeout the connection was opened with.
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}
