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
