import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * An entity from a row of a statement built by TypeORM's query builder for `alias` (columns named `alias_column`),
 * each value as TypeORM reads it (dates, transformers): for a statement built once and run many times.
 */
export function entityOfRow<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, row: Record<string, unknown>, alias: string): T {
  const metadata = dataSource.getMetadata(target);
  const entity = metadata.create() as T;
  for (const column of metadata.columns) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[`${alias}_${column.databaseName}`], column));
  return entity;
}
