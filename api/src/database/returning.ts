import { EntityManager } from 'typeorm';

/**
 * Runs one statement inside the caller's transaction and answers its rows, RETURNING included, on both
 * backends (TypeORM's builders offer RETURNING only on PostgreSQL). Written with PostgreSQL's `$n`
 * placeholders; for SQLite they become `?` with the values in the order they appear.
 */
export async function returningRows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('returningRows runs inside a transaction');
  if (manager.connection.options.type === 'postgres') return (await manager.queryRunner.query(sql, params, true)).records as T[];
  const values: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    values.push(params[Number(index) - 1]);
    return '?';
  });
  return (await manager.queryRunner.query(text, values, true)).records as T[];
}
