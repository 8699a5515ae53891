import type { PoolClient, QueryConfig } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Names given so far, by statement text; past the limit a text runs unnamed (a new shape of statement after that). */
const names = new Map<string, string>();
const MOST_NAMED = 200;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMED) names.set(text, (name = `shop_${names.size + 1}`));
  return name;
}

/**
 * The rows of one of the shop's hot statements (each signed-in request's token holder, add to cart, checkout). On
 * PostgreSQL it runs as a named prepared statement, straight on the driver: each pooled connection parses and plans
 * it once, later runs only bind and execute it, and the driver no longer sends its text. In a flash sale parsing and
 * planning these short statements was most of PostgreSQL's work, on the same two cores as the API (issue 35), and
 * TypeORM's query path (its events, its result handling) a share of the API's. A failure is still TypeORM's
 * QueryFailedError, which the shop's error handling reads. Elsewhere (SQLite) the statement goes through TypeORM as
 * any other. Only for statements whose text the shop's code builds (a few shapes each): each text gets its own name.
 */
export async function hotRows<T = Record<string, unknown>>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  if (manager.connection.options.type !== 'postgres') return (await manager.query(text, values)) as T[];
  // In a transaction its own connection; otherwise any pooled one, as TypeORM would take.
  const runner = manager.queryRunner;
  const client: Pick<PoolClient, 'query'> = runner ? ((await runner.connect()) as PoolClient) : (manager.connection.driver as PostgresDriver).master;
  const query: QueryConfig = { name: nameOf(text), text, values };
  try {
    return (await client.query(query)).rows as T[];
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}

/**
 * A statement built once by TypeORM's query builder (its SQL for this database) and run many times with named
 * parameters: `build` gets each parameter's name as its value, so the built statement's values say which parameter
 * goes where.
 */
export class BuiltStatement<P extends Record<string, unknown>> {
  private built?: { text: string; order: (keyof P)[] };

  constructor(private readonly build: (manager: EntityManager, names: { [K in keyof P]: K }) => [string, unknown[]]) {}

  rows<T = Record<string, unknown>>(manager: EntityManager, parameters: P): Promise<T[]> {
    this.built ??= this.first(manager, parameters);
    return hotRows<T>(manager, this.built.text, this.built.order.map((name) => parameters[name]));
  }

  private first(manager: EntityManager, parameters: P) {
    const names = Object.fromEntries(Object.keys(parameters).map((name) => [name, name])) as { [K in keyof P]: K };
    const [text, order] = this.build(manager, names);
    return { text, order: order as (keyof P)[] };
  }
}
