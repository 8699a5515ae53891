import type { DataSource } from 'typeorm';
import { Order } from './order.entities';

/** An order entity as a raw row, keyed by column name: what the order views read, without reading it back. */
export const columnsOf = (dataSource: Pick<DataSource, 'getMetadata'>, order: Order): Record<string, unknown> =>
  Object.fromEntries(dataSource.getMetadata(Order).columns.map((column) => [column.databaseName, column.getEntityValue(order) ?? null]));
