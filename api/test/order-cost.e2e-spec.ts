import { AsyncLocalStorage } from 'node:async_hooks';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { shapesBuiltEachTime } from '../src/database/insert-shapes';
import { ProductSummaries } from '../src/inventory/product-summaries';
import { auth } from './catalog-fixtures';
import { onServices, startTestApp, TestApp } from './harness';
import { checkoutBody, shopWithStock } from './orders-fixtures';

/** Issue 35: an order (add to cart, then check out) sends PostgreSQL at most this many statements. */
const MOST_STATEMENTS_PER_ORDER = 10;

/** The statements of one message to PostgreSQL: split at each `;` outside a quoted string. */
function statementsIn(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "'") quoted = !quoted;
    if (text[index] === ';' && !quoted) {
      statements.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...statements, text.slice(start).trim()].filter(Boolean);
}

/**
 * Counts what each request sends PostgreSQL through the driver, every statement (BEGIN and COMMIT too, each
 * statement of a message of several) from the request's arrival to its last piece of work. The list columns' refresh after a sale is left out: the sales of a
 * pause share one (ProductSummaries), so in a sale it is no one order's.
 */
(onServices ? describe : describe.skip)('the statements of one order on PostgreSQL (issue 35)', () => {
  const requestStatements = new AsyncLocalStorage<string[]>();
  const driverQuery = Client.prototype.query;
  let t: TestApp;
  let customer: string;
  let variantId: number;
  /** The messages of the latest request, as sent. */
  let latest: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const staff = await t.tokenFor('admin', 'admin');
    variantId = (await shopWithStock(t, staff, [50, 50])).red;
    customer = await t.tokenFor('customer', 'wanjiru');
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const [text] = args as [string | { text: string }];
      requestStatements.getStore()?.push(typeof text === 'string' ? text : text.text);
      return (driverQuery as (...query: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;
    // Each request's work (and what it awaits) carries its own list, from before Express sees the request.
    t.app.getHttpServer().prependListener('request', () => requestStatements.enterWith((latest = [])));
    const summaries = t.app.get(ProductSummaries);
    const refreshSoon = summaries.refreshSoon.bind(summaries);
    jest.spyOn(summaries, 'refreshSoon').mockImplementation((productIds) => requestStatements.exit(() => refreshSoon(productIds)));
  });

  afterAll(async () => {
    Client.prototype.query = driverQuery;
    await t.close();
  });

  /** The messages of `send`'s request, once its after-commit work has had time to run. */
  async function messagesOf(send: () => Promise<unknown>): Promise<string[]> {
    await send();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return latest;
  }

  it(`adds to the cart and checks out (Idempotency-Key) in at most ${MOST_STATEMENTS_PER_ORDER} statements`, async () => {
    // A returning customer: the cart exists, as for every buyer after their first order.
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: variantId, quantity: 1 }).expect(200);
    await t.http.post('/api/checkout/').set(auth(customer)).set('Idempotency-Key', 'first-order').send(checkoutBody()).expect(201);

    const addMessages = await messagesOf(() => t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: variantId, quantity: 1 }).expect(200));
    const checkoutMessages = await messagesOf(() => t.http.post('/api/checkout/').set(auth(customer)).set('Idempotency-Key', 'second-order').send(checkoutBody()).expect(201));
    const added = addMessages.flatMap(statementsIn);
    const checkedOut = checkoutMessages.flatMap(statementsIn);
    const statements = [...added, ...checkedOut];
    if (statements.length > MOST_STATEMENTS_PER_ORDER) console.log(`add to cart: ${added.length}, checkout: ${checkedOut.length}\n${statements.join('\n')}`);
    expect(added.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(MOST_STATEMENTS_PER_ORDER);
    // The order's inserts were built once per shape, their parameters taken from the rows as TypeORM takes them.
    expect(shapesBuiltEachTime()).toBe(0);
    // The stock take and COMMIT go out in one message, the checkout's last: the sold variant's row is never held while
    // the API's event loop gets round to sending the COMMIT.
    expect(statementsIn(checkoutMessages.at(-1)!)).toEqual([expect.stringMatching(/^WITH taken AS \(UPDATE variants SET stock = stock - 1\s+WHERE id = \d+ AND stock >= 1\b/), 'COMMIT']);
  });
});

/**
 * SQLite keeps a prepared statement per SQL text. TypeORM's SQLite driver wrote numbers into the text (ids, prices,
 * quantities), so each order prepared statements of its own (and crowded out the common ones): now they are bound.
 */
(onServices ? describe.skip : describe)('the statements of an order on SQLite (issue 35)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('a second order (two lines) prepares no statement the first did not, its inserts built once', async () => {
    const staff = await t.tokenFor('admin', 'admin');
    const { red, blue } = await shopWithStock(t, staff, [50, 50]);
    const customer = await t.tokenFor('customer', 'wanjiru');
    const order = async (key: string) => {
      for (const variant_id of [red, blue]) await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id, quantity: 1 }).expect(200);
      await t.http.post('/api/checkout/').set(auth(customer)).set('Idempotency-Key', key).send(checkoutBody()).expect(201);
      // Its after-commit work (list columns, notices) too.
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    await order('first-order');
    // The one better-sqlite3 connection TypeORM prepares every statement on (when its text is not cached yet).
    const connection = (t.app.get(DataSource).driver as unknown as { databaseConnection: { prepare(source: string): unknown } }).databaseConnection;
    const prepare = connection.prepare;
    const prepared: string[] = [];
    connection.prepare = (source: string) => {
      prepared.push(source);
      return prepare.call(connection, source);
    };
    try {
      await order('second-order');
    } finally {
      connection.prepare = prepare;
    }
    expect(prepared).toEqual([]);
    expect(shapesBuiltEachTime()).toBe(0);
  });
});
