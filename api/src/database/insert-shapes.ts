import { Logger } from '@nestjs/common';
import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { asBound } from './sqlite-parameters';

/** What a row gives a column: a parameter, the column's DEFAULT (undefined), or SQL of its own (a function). */
const partOf = (value: unknown): string => (value === undefined ? 'd' : typeof value === 'function' ? `f${(value as () => string)()}` : 'p');

/** A value as compared between TypeORM's parameters and ours (a date by its time). */
const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

const statements = new Map<string, string | null>();
const MOST_SHAPES = 200;
const logger = new Logger('InsertShapes');

/**
 * TypeORM's INSERT … RETURNING of `rows`, its SQL built once per shape (the table, the number of rows,
 * which columns take their DEFAULT or SQL of their own) and its parameters taken from the rows as TypeORM takes them
 * (each column's value as the driver stores it). Building an order's three inserts with TypeORM's query builder was
 * most of TypeORM's share of a checkout (issue 35). The first build of a shape checks that the parameters taken here
 * are TypeORM's own; a shape where they differ is built by TypeORM every time.
 */
export function builtInsert<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: QueryDeepPartialEntity<T>[], returning: string[]): [string, unknown[]] {
  const metadata = manager.connection.getMetadata(target);
  const columns = metadata.columns.filter((column) => column.isInsert && !(column.isGenerated && column.generationStrategy === 'increment'));
  const raw = rows.map((row) => columns.map((column) => column.getEntityValue(row as ObjectLiteral) as unknown));
  const values = raw.map((row) => row.map((value, index) => (typeof value === 'function' ? value : manager.connection.driver.preparePersistentValue(value, columns[index] as ColumnMetadata))));
  const shape = `${manager.connection.options.type}|${metadata.tableName}|${returning.join(',')}|${values.map((row) => row.map(partOf).join(',')).join(';')}`;
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  // On SQLite as TypeORM's driver hands them on there (bindWholeNumbers).
  const parameters = values.flat().filter((value) => value !== undefined && typeof value !== 'function').map(sqlite ? asBound : (value) => value);
  const known = statements.get(shape);
  if (known) return [known, parameters];
  const built = sqlite ? builtWithReturning(manager, target, rows, returning) : manager.createQueryBuilder().insert().into(target).values(rows).returning(returning).getQueryAndParameters();
  if (known === undefined && statements.size < MOST_SHAPES) {
    const same = built[1].length === parameters.length && built[1].every((value, index) => comparable(value) === comparable(parameters[index]));
    if (!same) logger.warn(`TypeORM's parameters for ${metadata.tableName} differ from the row's values: built each time`);
    statements.set(shape, same ? built[0] : null);
  }
  return built;
}

/** SQLite: TypeORM's INSERT with RETURNING written after it (TypeORM's SQLite driver offers none; SQLite has it). */
function builtWithReturning<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: QueryDeepPartialEntity<T>[], returning: string[]): [string, unknown[]] {
  const metadata = manager.connection.getMetadata(target);
  const columns = returning.map((name) => manager.connection.driver.escape(metadata.findColumnWithPropertyName(name)!.databaseName));
  const [sql, parameters] = manager.createQueryBuilder().insert().into(target).values(rows).getQueryAndParameters();
  return [`${sql} RETURNING ${columns.join(', ')}`, parameters];
}

/** The shapes built by TypeORM every time (their parameters differed from ours): none, unless an entity grows a kind of column not handled here. */
export const shapesBuiltEachTime = (): number => [...statements.values()].filter((text) => text === null).length;
