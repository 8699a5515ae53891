import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { builtInsert } from './insert-shapes';

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

/**
 * SQLite: TypeORM's INSERT of `rows` with RETURNING `returning` (property names, the generated id first), its SQL
 * built once per shape (builtInsert), each answer set on its row as TypeORM reads it (dates, transformers). TypeORM's
 * SQLite driver offers no RETURNING, so its `save` read every new row back with a second statement, through its whole
 * persistence machinery (issue 35: an order's three inserts). Ids rise in the order of the VALUES: answers are matched
 * to rows by id.
 */
export async function insertedReturning<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: T[], returning: [keyof T & string, ...(keyof T & string)[]]): Promise<void> {
  if (!rows.length) return;
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(target);
  const columns = returning.map((name) => metadata.findColumnWithPropertyName(name)!);
  if (!manager.queryRunner) throw new Error('insertedReturning runs inside a transaction');
  // TypeORM's SQL has `?` placeholders already: straight to the driver.
  const [text, params] = builtInsert(manager, target, rows as QueryDeepPartialEntity<T>[], returning);
  const answered = (await manager.queryRunner.query(text, params, true)).records as Record<string, unknown>[];
  const id = columns[0].databaseName;
  answered.sort((a, b) => Number(a[id]) - Number(b[id]));
  rows.forEach((row, index) => columns.forEach((column) => column.setEntityValue(row, driver.prepareHydratedValue(answered[index][column.databaseName], column))));
}
