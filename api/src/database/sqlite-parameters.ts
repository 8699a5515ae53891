import { DataSource, ObjectLiteral } from 'typeorm';

/** A whole number as SQLite's INTEGER (better-sqlite3 binds a JS number as REAL, a bigint as INTEGER); others as they are. */
export const asBound = (value: unknown): unknown => (typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value);

/**
 * SQLite: whole numbers in TypeORM's statements are bound, no longer written into the statement's text.
 *
 * TypeORM's SQLite driver writes a number parameter into the SQL (`WHERE cart_id = 28`, an order's insert with its
 * ids, prices and quantities), so every cart, order and line made statements of their own: each parsed and planned
 * again, and the driver's statement cache (kept by text, first in first out) so crowded by them that the shop's
 * common statements were prepared again too (issue 35: about 8 new statements per order in a flash sale).
 *
 * Bound as a bigint, a whole number reaches SQLite as the same INTEGER value the literal was (as a JS number it
 * would be REAL: 2.0 in a text column, a fraction from an integer division). Other numbers keep TypeORM's way.
 */
export function bindWholeNumbers(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const driver = dataSource.driver;
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql: string, parameters: ObjectLiteral) => {
    const bound: ObjectLiteral = {};
    for (const key of Object.keys(parameters ?? {})) bound[key] = asBound(parameters[key]);
    return escape(sql, parameters && bound);
  };
}
