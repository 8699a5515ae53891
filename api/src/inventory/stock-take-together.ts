import { escapeLiteral } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import { commitWithLast } from './transaction';

/** One line of an order: `quantity` units of a variant. */
export interface StockLine {
  variantId: number;
  quantity: number;
}

/**
 * The order's stock take, sent with its COMMIT, took nothing: a line was short when its row was locked, or its take
 * would cross the variant's low-stock threshold (that alert is written the ordinary way, CheckoutService). The
 * transaction was rolled back: nothing of the order stands.
 */
export class StockNotTakenTogether extends Error {
  constructor(readonly lines: StockLine[]) {
    super('The stock take sent with COMMIT took nothing; the order was rolled back.');
  }
}

/**
 * Units other checkouts may take between a checkout's reading of a variant's stock (with its cart) and its take: a
 * round trip or two of a busy event loop, a few orders even in a flash sale. A take read within this many units above
 * the low-stock threshold goes the ordinary way (clearOfLowStockAlert).
 */
const UNITS_SOLD_MEANWHILE = 25;

/**
 * Whether a line's take, as its stock was read in the checkout's transaction, can go out with COMMIT (takeAndCommit):
 * it would not come near the low-stock threshold, or the stock was below it already, or the threshold is 0 (no stock
 * falls below it). Every take that meets the
 * threshold in the message takes nothing and has its order placed again; in a flash sale the whole window from the
 * row reaching the threshold to the alerting order's COMMIT did that (about 100 orders of 500, each two transactions:
 * issue 35, sixth sitting). Read near the threshold, the take goes the ordinary way at once and waits for the row's
 * lock like any other. A stock that moved further than the margin still meets the message's own check.
 */
export function clearOfLowStockAlert({ stock, threshold, quantity }: { stock: number; threshold: number; quantity: number }): boolean {
  return threshold === 0 || stock < threshold || stock - quantity >= threshold + UNITS_SOLD_MEANWHILE;
}

/** PostgreSQL's SQLSTATE for a division by zero: how a line's statement refuses (lineTake). */
const DIVISION_BY_ZERO = '22012';

/** A line to take, with who took it and why (its order), for its log row. */
export type StockLineTake = StockLine & { context: { userId?: number | null; comment?: string } };

/**
 * PostgreSQL, last in a checkout's transaction: takes each line's units, with its `order` log row, and commits, all
 * in one message (commitWithLast), so the hot variant's row lock is never held while the API's event loop is busy
 * elsewhere. Lines go in the caller's order ((product, variant), as every stock move: no deadlock), one statement
 * each, run one after the other, each logged with its own order's context (a checkout group takes several orders'
 * lines). A line that cannot be taken stops the message before COMMIT (lineTake): this throws StockNotTakenTogether
 * once the transaction has rolled back.
 */
export async function takeAndCommit(manager: EntityManager, lines: StockLineTake[]): Promise<void> {
  try {
    await commitWithLast(manager, lines.map(lineTake));
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === DIVISION_BY_ZERO) {
      throw new StockNotTakenTogether(lines.map(({ variantId, quantity }) => ({ variantId, quantity })));
    }
    throw error;
  }
}

/**
 * One line's conditional update (`stock >= q`, as ever: the last unit is never sold twice) and its log row. It takes
 * nothing either when the line is short or when the take would cross the low-stock threshold, whose alert (outbox
 * rows rendered from the staff's templates) is not written here. Taking nothing, it divides by zero: the error stops
 * the message, so its COMMIT never runs, and no answer has to travel to the API and back while the row is held.
 */
function lineTake(line: StockLineTake): string {
  const units = wholeNumber(line.quantity);
  return lineStatement(line, `AND (stock < low_stock_threshold OR stock - ${units} >= low_stock_threshold)`, 'SELECT 1 / (SELECT count(*) FROM logged) AS taken');
}

/** A line's take as the ordinary way answers it: the stock left, the variant's low-stock threshold, its log row. */
export interface LineTaken {
  stock: number;
  threshold: number;
  logId: number;
}

/**
 * PostgreSQL, the ordinary way (an order's lines, or a checkout group's, read near a low-stock threshold): every line's
 * conditional update (`stock >= q`) and log row in ONE message, in the caller's order, instead of a round trip a line
 * while the hot row is held. Answers each line's take, null for a line short. The transaction stays open: the caller
 * writes the alerts of the takes that crossed a threshold, or rolls back when one was short.
 */
export async function takeInOneMessage(manager: EntityManager, lines: StockLineTake[]): Promise<(LineTaken | null)[]> {
  if (!lines.length) return [];
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('takeInOneMessage runs in a PostgreSQL transaction');
  const client = (await runner.connect()) as { query(text: string): Promise<QueryResult | QueryResult[]> };
  const message = lines.map((line) => lineStatement(line, '', 'SELECT taken.stock, taken.low_stock_threshold, logged.id FROM taken, logged')).join(';\n');
  let results: QueryResult | QueryResult[];
  try {
    results = await client.query(message);
  } catch (error) {
    throw new QueryFailedError(message, [], error as Error);
  }
  return (Array.isArray(results) ? results : [results]).map(({ rows: [row] }) =>
    row ? { stock: Number(row.stock), threshold: Number(row.low_stock_threshold), logId: Number(row.id) } : null,
  );
}

interface QueryResult {
  rows: Record<string, unknown>[];
}

/** One line's conditional update, `also` its further condition, its `order` log row, and `answer` (a SELECT of them). */
function lineStatement({ variantId, quantity, context }: StockLineTake, also: string, answer: string): string {
  const id = wholeNumber(variantId);
  const units = wholeNumber(quantity);
  const comment = escapeLiteral((context.comment ?? '').slice(0, 300));
  const userId = context.userId == null ? 'NULL' : wholeNumber(context.userId);
  return `WITH taken AS (UPDATE variants SET stock = stock - ${units}
                      WHERE id = ${id} AND stock >= ${units} ${also}
                      RETURNING id, stock, low_stock_threshold),
       logged AS (INSERT INTO inventory_logs (variant_id, change_type, quantity, balance_after, comment, user_id)
                  SELECT id, 'order', -${units}, stock, ${comment}, ${userId} FROM taken RETURNING id)
  ${answer}`;
}

/**
 * A value written into the statement's text: only a whole number above 0 that JavaScript holds exactly (an id, a
 * quantity), never anything else (`-${units}` must never read as `--`, a comment).
 */
function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Not a whole number above 0: ${String(value)}`);
  return String(value);
}
