import { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column builders that read the same on SQLite and PostgreSQL, so one migration serves both. */
export const primaryId = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const timestampType = (runner: QueryRunner): string =>
  runner.connection.driver.options.type === 'postgres' ? 'timestamp' : 'datetime';

export const createdAt = (runner: QueryRunner, name = 'created_at'): TableColumnOptions => ({
  name,
  type: timestampType(runner),
  default: 'CURRENT_TIMESTAMP',
});

export const isPostgres = (runner: QueryRunner): boolean => runner.connection.driver.options.type === 'postgres';

/**
 * Inserts rows keyed by column name, in plain SQL: a migration's seed must not go through the entities (their
 * property names, defaults and transformers may change after the migration is written).
 */
export async function insertRows(runner: QueryRunner, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    const marks = columns.map((_, index) => (isPostgres(runner) ? `$${index + 1}` : '?'));
    const values = Object.values(row).map((value) => (typeof value === 'boolean' && !isPostgres(runner) ? Number(value) : value));
    await runner.query(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${marks.join(', ')})`, values);
  }
}
