import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CartService } from '../src/cart/cart.service';
import { CheckoutService } from '../src/checkout/checkout.service';
import { InventoryService, OrderStockTake } from '../src/inventory/inventory.service';
import { auth } from './catalog-fixtures';
import { onServices, startTestApp, TestApp } from './harness';
import { checkoutBody, logsOf, shopWithStock, stockOf } from './orders-fixtures';

/**
 * On PostgreSQL a checkout's stock take goes out with its COMMIT in one message (issue 35). When the take finds a line
 * short (another order got there between the cart's reading and the row's lock) or would cross a low-stock threshold,
 * the message stops before its COMMIT and everything of the order is rolled back; then the checkout refuses, or places
 * the order the ordinary way. A take whose stock was read near its threshold goes the ordinary way at once. The stock
 * here is well above the threshold (5) unless a test says otherwise.
 */
(onServices ? describe : describe.skip)('the stock take sent with COMMIT, and checkout groups (PostgreSQL, issue 35)', () => {
  let t: TestApp;
  let staff: string;
  let inventory: InventoryService;
  let database: DataSource;
  let red: number;
  let blue: number;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('admin', 'admin');
    inventory = t.app.get(InventoryService);
    database = t.app.get(DataSource);
    ({ red, blue } = await shopWithStock(t, staff, [100, 100]));
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => jest.restoreAllMocks());

  /** Before the take (`take`: sent with COMMIT, or the ordinary way), another connection sets these variants' stock (a sale's other buyers, committed). */
  function stockChangedJustBeforeTheTake(stock: Record<number, number>, take: 'takeForOrderAndCommit' | 'takeForOrder' = 'takeForOrderAndCommit') {
    const original = (inventory[take] as (...args: unknown[]) => Promise<unknown>).bind(inventory);
    return jest.spyOn(inventory, take).mockImplementationOnce((async (...args: unknown[]) => {
      await stockIs(stock);
      return original(...args);
    }) as never);
  }

  /** Sets the variants' stock as a test starts (each test has customers of its own; the log rows add up). */
  async function stockIs(stock: Record<number, number>) {
    for (const [id, units] of Object.entries(stock)) await database.query('UPDATE variants SET stock = $1 WHERE id = $2', [units, Number(id)]);
  }
  /** The low-stock alerts written for the variant by the order's take (their key names its log row). */
  const alertsFor = async (variantId: number, reference: string) =>
    (await database.query(
      `SELECT n.id FROM notifications n JOIN inventory_logs l ON n.event_key = 'variant/' || l.variant_id || '/low/' || l.id
        WHERE n.event = 'stock_low' AND l.variant_id = $1 AND l.comment = $2`,
      [variantId, `Order ${reference}`],
    )) as unknown[];
  const newLogs = async (variantId: number, since: number) => (await logsOf(t, variantId, 'order')).slice(since);

  const ordersOf = async (token: string) => (await t.http.get('/api/orders/').set(auth(token)).expect(200)).body as unknown[];
  const cartOf = async (token: string) => (await t.http.get('/api/cart/').set(auth(token)).expect(200)).body.items as unknown[];

  it('refuses a line found short when its row is locked, and none of the order stands, its other line untaken', async () => {
    await stockIs({ [red]: 100, [blue]: 100 });
    const [redLogs, blueLogs] = [(await logsOf(t, red, 'order')).length, (await logsOf(t, blue, 'order')).length];
    const customer = await t.tokenFor('customer', 'short-at-the-lock');
    for (const variant_id of [red, blue]) await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id, quantity: 1 }).expect(200);
    stockChangedJustBeforeTheTake({ [blue]: 0 });
    const ordinary = jest.spyOn(inventory, 'takeForOrder');

    const refused = await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(409);

    expect(refused.body.detail).toMatch(/^Not enough stock for .+: 0 left\.$/);
    expect(ordinary).not.toHaveBeenCalled();
    expect(await ordersOf(customer)).toEqual([]);
    expect(await cartOf(customer)).toHaveLength(2);
    // The red line's statement ran before the blue one stopped the message: rolled back with everything else.
    expect(await stockOf(t, red)).toBe(100);
    expect(await newLogs(red, redLogs)).toEqual([]);
    expect(await newLogs(blue, blueLogs)).toEqual([]);
  });

  it('names the line found short when an order read near the threshold is taken the ordinary way, none of it standing', async () => {
    await stockIs({ [red]: 30, [blue]: 30 });
    const [redLogs, blueLogs] = [(await logsOf(t, red, 'order')).length, (await logsOf(t, blue, 'order')).length];
    const customer = await t.tokenFor('customer', 'short-the-ordinary-way');
    for (const variant_id of [red, blue]) await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id, quantity: 2 }).expect(200);
    const blueName = (await cartOf(customer) as { variant_id: number; variant_name: string }[]).find((item) => item.variant_id === blue)!.variant_name;
    stockChangedJustBeforeTheTake({ [blue]: 1 }, 'takeForOrder');

    const refused = await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(409);

    expect(refused.body.detail).toBe(`Not enough stock for ${blueName}: 1 left.`);
    expect(await ordersOf(customer)).toEqual([]);
    expect(await cartOf(customer)).toHaveLength(2);
    expect(await stockOf(t, red)).toBe(30);
    expect(await newLogs(red, redLogs)).toEqual([]);
    expect(await newLogs(blue, blueLogs)).toEqual([]);
    await stockIs({ [red]: 100, [blue]: 100 });
  });

  it('places an order whose take crosses the low-stock threshold the ordinary way, its alert in the same transaction', async () => {
    await stockIs({ [blue]: 100 });
    const blueLogs = (await logsOf(t, blue, 'order')).length;
    const customer = await t.tokenFor('customer', 'crosses-the-threshold');
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: blue, quantity: 2 }).expect(200);
    // Read well above the threshold, but others sold down to just above it before this take was sent.
    stockChangedJustBeforeTheTake({ [blue]: 6 });
    const together = jest.spyOn(inventory, 'takeForOrderAndCommit');
    const ordinary = jest.spyOn(inventory, 'takeForOrder');

    const placed = (await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(201)).body as { reference: string };

    expect(together).toHaveBeenCalledTimes(1);
    expect(ordinary).toHaveBeenCalledTimes(1);
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await stockOf(t, blue)).toBe(4);
    expect(await newLogs(blue, blueLogs)).toEqual([expect.objectContaining({ quantity: -2, balance_after: 4, comment: `Order ${placed.reference}` })]);
    expect((await alertsFor(blue, placed.reference)).length).toBeGreaterThan(0);
  });

  it('takes the ordinary way at once when the stock is read near the threshold: no message rolled back', async () => {
    await stockIs({ [blue]: 30 });
    const blueLogs = (await logsOf(t, blue, 'order')).length;
    const customer = await t.tokenFor('customer', 'near-the-threshold');
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: blue, quantity: 1 }).expect(200);
    const together = jest.spyOn(inventory, 'takeForOrderAndCommit');
    const ordinary = jest.spyOn(inventory, 'takeForOrder');

    await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(201);

    expect(together).not.toHaveBeenCalled();
    expect(ordinary).toHaveBeenCalledTimes(1);
    expect(await stockOf(t, blue)).toBe(29);
    expect(await newLogs(blue, blueLogs)).toEqual([expect.objectContaining({ quantity: -1, balance_after: 29 })]);
  });

  it('takes a line that crosses no threshold and commits in the same message', async () => {
    await stockIs({ [red]: 100 });
    const redLogs = (await logsOf(t, red, 'order')).length;
    const customer = await t.tokenFor('customer', 'crosses-nothing');
    await t.http.post('/api/cart/add/').set(auth(customer)).send({ variant_id: red, quantity: 3 }).expect(200);
    const ordinary = jest.spyOn(inventory, 'takeForOrder');

    const placed = (await t.http.post('/api/checkout/').set(auth(customer)).send(checkoutBody()).expect(201)).body as { reference: string };

    expect(ordinary).not.toHaveBeenCalled();
    expect(await stockOf(t, red)).toBe(97);
    expect(await newLogs(red, redLogs)).toEqual([expect.objectContaining({ quantity: -3, balance_after: 97, comment: `Order ${placed.reference}` })]);
    expect(await cartOf(customer)).toEqual([]);
  });

  describe('checkouts that arrive while four are in flight go together', () => {
    /** Customers, each with `quantity` of the variant in the cart (none: an empty cart). */
    async function customersWith(names: string[], variant_id: number, quantity = 1) {
      const tokens = await Promise.all(names.map((name) => t.tokenFor('customer', name)));
      if (quantity) await Promise.all(tokens.map((token) => t.http.post('/api/cart/add/').set(auth(token)).send({ variant_id, quantity }).expect(200)));
      return tokens;
    }

    /** Locks the rows `statement` selects FOR UPDATE, as a checkout would meet them; answers how to let them go. */
    async function locked(statement: string, parameters: unknown[]) {
      const lock = database.createQueryRunner();
      await lock.startTransaction();
      await lock.query(statement, parameters);
      return async () => {
        await lock.commitTransaction();
        await lock.release();
      };
    }

    const lockedVariant = (variantId: number) => locked('SELECT stock FROM variants WHERE id = $1 FOR UPDATE', [variantId]);

    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    /** Sends the customer's checkout (with its Idempotency-Key, if `keys` has one); answers its answer, whatever it is. */
    const sendCheckout = (token: string, keys = new Map<string, string>()) =>
      t.http
        .post('/api/checkout/')
        .set({ ...auth(token), ...(keys.has(token) ? { 'Idempotency-Key': keys.get(token)! } : {}) })
        .send(checkoutBody())
        .then((res) => res);

    /**
     * Four checkouts held in flight (the variant's row locked by the test, so their takes wait), then `waiting` sent,
     * which queue; the row is let go once every checkout has reached the service. Answers every checkout's answer.
     * `keys`: the Idempotency-Key a customer's checkout sends, if any.
     */
    async function heldThenSent(variantId: number, inFlight: string[], waiting: string[], keys = new Map<string, string>()) {
      const checkouts = jest.spyOn(t.app.get(CheckoutService), 'checkout');
      const letGo = await lockedVariant(variantId);
      const first = inFlight.map((token) => sendCheckout(token, keys));
      await until(() => checkouts.mock.calls.length >= inFlight.length);
      const then = waiting.map((token) => sendCheckout(token, keys));
      await until(() => checkouts.mock.calls.length >= inFlight.length + waiting.length);
      await letGo();
      return Promise.all([...first, ...then]);
    }

    it('places the waiting checkouts in one transaction, each order its own, every log row naming its order', async () => {
      await stockIs({ [red]: 100 });
      const redLogs = (await logsOf(t, red, 'order')).length;
      const held = await customersWith(['held-1', 'held-2', 'held-3', 'held-4'], red);
      const waiting = await customersWith(['grouped-1', 'grouped-2', 'grouped-3', 'grouped-4', 'grouped-5', 'grouped-6'], red);
      const groups = jest.spyOn(inventory, 'takeForOrdersAndCommit');
      // Half the group sends an Idempotency-Key, written with its order in the group's statement.
      const keys = new Map(waiting.slice(0, 3).map((token) => [token, randomUUID()]));

      const answers = await heldThenSent(red, held, waiting, keys);

      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      const grouped = groups.mock.calls.map(([, orders]) => (orders as OrderStockTake[]).length);
      expect(grouped).toContain(6);
      const references = answers.map((res) => (res.body as { reference: string }).reference);
      expect(new Set(references).size).toBe(10);
      expect(await stockOf(t, red)).toBe(90);
      const logs = await newLogs(red, redLogs);
      expect(logs.map((log) => log.comment).sort()).toEqual(references.map((reference) => `Order ${reference}`).sort());
      expect(logs.map((log) => log.balance_after).sort((a, b) => b - a)).toEqual([99, 98, 97, 96, 95, 94, 93, 92, 91, 90]);
      // Each answer is its customer's order as the shop reads it back: its id, lines and history as written.
      for (const [index, token] of [...held, ...waiting].entries()) {
        const answer = answers[index].body as { id: number; items: { id: number }[]; status_history: unknown[] };
        const stored = (await t.http.get(`/api/orders/${answer.id}/`).set(auth(token)).expect(200)).body as typeof answer;
        expect(answer).toEqual(stored);
      }
      for (const [token, key] of keys) {
        const retried = await t.http.post('/api/checkout/').set({ ...auth(token), 'Idempotency-Key': key }).send(checkoutBody()).expect(201);
        expect(retried.body.reference).toBe(answers[held.length + waiting.indexOf(token)].body.reference);
      }
    });

    it('answers a checkout whose key an earlier order used with that order, alone, and places the rest of its group together', async () => {
      await stockIs({ [red]: 100 });
      const held = await customersWith(['held-17', 'held-18', 'held-19', 'held-20'], red);
      const [again, ...others] = await customersWith(['key-used', 'beside-1', 'beside-2'], red);
      const key = randomUUID();
      const earlier = (await t.http.post('/api/checkout/').set({ ...auth(again), 'Idempotency-Key': key }).send(checkoutBody()).expect(201)).body as { reference: string };
      await t.http.post('/api/cart/add/').set(auth(again)).send({ variant_id: red, quantity: 1 }).expect(200);

      const groups = jest.spyOn(inventory, 'takeForOrdersAndCommit');

      const answers = await heldThenSent(red, held, [again, ...others], new Map([[again, key]]));

      expect(answers.map((res) => res.status)).toEqual(Array(7).fill(201));
      // The group is placed again without the checkout whose key was used, which goes alone.
      expect(groups.mock.calls.map(([, orders]) => (orders as OrderStockTake[]).length).filter((count) => count > 1)).toEqual([2]);
      expect(answers[4].body.reference).toBe(earlier.reference);
      expect(await ordersOf(again)).toHaveLength(1);
      expect(await cartOf(again)).toHaveLength(1);
      for (const token of [...held, ...others]) expect(await ordersOf(token)).toHaveLength(1);
      expect(await stockOf(t, red)).toBe(100 - 1 - 6);
    });

    it('answers a checkout refused in its group with its refusal, and places the others of the group together', async () => {
      await stockIs({ [blue]: 100 });
      const held = await customersWith(['held-5', 'held-6', 'held-7', 'held-8'], blue);
      const plain = await customersWith(['plain-1', 'plain-2'], blue);
      const [empty] = await customersWith(['empty-cart'], blue, 0);
      const groups = jest.spyOn(inventory, 'takeForOrdersAndCommit');

      const answers = await heldThenSent(blue, held, [plain[0], empty, plain[1]]);

      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 400, 201]);
      expect(groups.mock.calls.map(([, orders]) => (orders as OrderStockTake[]).length).filter((count) => count > 1)).toEqual([2]);
      expect(answers[5].body).toEqual({ detail: 'Your cart is empty.' });
      expect(await stockOf(t, blue)).toBe(94);
      for (const token of [...held, ...plain]) expect(await ordersOf(token)).toHaveLength(1);
      expect(await ordersOf(empty)).toEqual([]);
    });

    /**
     * Four checkouts held in flight on red, then three on blue, whose group reads `blueRead` units; with `takenBefore`,
     * another buyer takes them all just before the group's take of that kind. Either way none is left for the group:
     * each of the three is refused "0 left" after the group's one transaction (and a read), none placed alone (4 + 1
     * transactions), its cart kept, no order. Answers the sizes of the groups `takenBefore` was called with.
     */
    async function groupFindsBlueGone(prefix: string, blueRead: number, takenBefore?: 'takeForOrdersAndCommit' | 'takeForOrders') {
      await stockIs({ [red]: 100, [blue]: 100 });
      const held = await customersWith([1, 2, 3, 4].map((n) => `${prefix}-held-${n}`), red);
      const late = await customersWith([1, 2, 3].map((n) => `${prefix}-late-${n}`), blue);
      await stockIs({ [blue]: blueRead });
      const original = takenBefore && (inventory[takenBefore] as (manager: EntityManager, orders: OrderStockTake[]) => Promise<unknown>).bind(inventory);
      const takes =
        takenBefore &&
        jest.spyOn(inventory, takenBefore).mockImplementation((async (manager: EntityManager, orders: OrderStockTake[]) => {
          if (orders.length > 1) await stockIs({ [blue]: 0 });
          return original!(manager, orders);
        }) as never);
      const transactions = jest.spyOn(inventory, 'transaction');

      const answers = await heldThenSent(red, held, late);

      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 409, 409, 409]);
      for (const res of answers.slice(4)) expect(res.body.detail).toMatch(/^Not enough stock for .+: 0 left\.$/);
      expect(transactions).toHaveBeenCalledTimes(5);
      for (const token of late) {
        expect(await cartOf(token)).toHaveLength(1);
        expect(await ordersOf(token)).toEqual([]);
      }
      await stockIs({ [blue]: 100 });
      return (takes?.mock.calls ?? []).map(([, orders]) => (orders as OrderStockTake[]).length).filter((count) => count > 1);
    }

    it("refuses every checkout of a group whose line is sold out as read in the group's one transaction, each cart kept", async () => {
      await groupFindsBlueGone('sold-out', 0);
    });

    it('takes a group the ordinary way when one of its orders was read near the threshold, the alert written by the order that crossed it', async () => {
      await stockIs({ [blue]: 10 });
      const held = await customersWith(['held-13', 'held-14', 'held-15', 'held-16'], blue);
      const waiting = await customersWith(['near-1', 'near-2', 'near-3', 'near-4'], blue);
      const ordinary = jest.spyOn(inventory, 'takeForOrders');

      const answers = await heldThenSent(blue, held, waiting);

      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
      expect(ordinary.mock.calls.map(([, orders]) => (orders as OrderStockTake[]).length)).toContain(4);
      expect(await stockOf(t, blue)).toBe(2);
      const alerted = [];
      for (const res of answers) if ((await alertsFor(blue, (res.body as { reference: string }).reference)).length) alerted.push(res.body);
      expect(alerted).toHaveLength(1);
    });

    it('sells exactly the stock left when a group asks for more: rolled back, the orders that fit placed together again, the rest refused together after them', async () => {
      await stockIs({ [red]: 6 });
      // No low-stock threshold to come near: every take, the group's too, goes with its COMMIT.
      await database.query('UPDATE variants SET low_stock_threshold = 0 WHERE id = $1', [red]);
      const held = await customersWith(['held-9', 'held-10', 'held-11', 'held-12'], red);
      const waiting = await customersWith(['late-1', 'late-2', 'late-3', 'late-4', 'late-5'], red);
      const groups = jest.spyOn(inventory, 'takeForOrdersAndCommit');
      const transactions = jest.spyOn(inventory, 'transaction');

      const answers = await heldThenSent(red, held, waiting);

      // The four held took 4 of 6: the group of five is short at its lock, and the two that fit go together again;
      // the other three go with the next group, which refuses them as read: 4 + 3 transactions, none alone.
      expect(groups.mock.calls.map(([, orders]) => (orders as OrderStockTake[]).length).filter((count) => count > 1)).toEqual([5, 2]);
      expect(transactions).toHaveBeenCalledTimes(7);
      expect(answers.filter((res) => res.status === 201)).toHaveLength(6);
      const refused = answers.filter((res) => res.status !== 201);
      expect(refused.map((res) => res.status)).toEqual([409, 409, 409]);
      for (const res of refused) expect(res.body.detail).toMatch(/^Not enough stock for .+: 0 left\.$/);
      expect(await stockOf(t, red)).toBe(0);
      await database.query('UPDATE variants SET low_stock_threshold = 5 WHERE id = $1', [red]);
    });

    it("refuses every checkout of a group whose take finds the stock gone at its lock in the group's one transaction and a read", async () => {
      expect(await groupFindsBlueGone('gone', 100, 'takeForOrdersAndCommit')).toEqual([3]);
    });

    it('answers the checkouts still waiting whose line is sold out as read once a group meets refusals, without a transaction of their own', async () => {
      await stockIs({ [red]: 100, [blue]: 100 });
      const held = await customersWith(['sweep-held-1', 'sweep-held-2', 'sweep-held-3'], red);
      const [opensTheSlot, soldOut] = await customersWith(['sweep-slot', 'sweep-sold-out'], blue);
      const [keeps] = await customersWith(['sweep-keeps'], red);
      const late = await customersWith(['sweep-late-1', 'sweep-late-2'], blue);
      await stockIs({ [blue]: 0 });
      // Four in flight: three held at red's row, the fourth at its cart's row.
      const letRedGo = await lockedVariant(red);
      const letTheSlotGo = await locked('SELECT c.id FROM carts c JOIN users u ON u.id = c.user_id WHERE u.username = $1 FOR UPDATE OF c', ['sweep-slot']);
      // The group that takes the freed slot reads its carts when the test says so; meanwhile two more checkouts wait.
      let readCarts = () => {};
      const cartsRead = new Promise<void>((resolve) => (readCarts = resolve));
      const carts = t.app.get(CartService);
      const takeCarts = carts.takeForCheckouts.bind(carts);
      jest.spyOn(carts, 'takeForCheckouts').mockImplementation(async (...args) => {
        await cartsRead;
        return takeCarts(...args);
      });
      const checkouts = jest.spyOn(t.app.get(CheckoutService), 'checkout');
      const transactions = jest.spyOn(inventory, 'transaction');

      const inFlight = [...held, opensTheSlot].map((token) => sendCheckout(token));
      await until(() => checkouts.mock.calls.length === 4);
      const grouped = [soldOut, keeps].map((token) => sendCheckout(token));
      await until(() => checkouts.mock.calls.length === 6);
      await letTheSlotGo();
      await until(() => transactions.mock.calls.length === 5);
      const waiting = late.map((token) => sendCheckout(token));
      await until(() => checkouts.mock.calls.length === 8);
      readCarts();

      // The group refuses one of its two and places the other alone, at red's row: the slots stay full. The two
      // waiting are answered meanwhile, by the read, with no transaction of their own.
      for (const res of await Promise.all(waiting)) {
        expect(res.status).toBe(409);
        expect(res.body.detail).toMatch(/^Not enough stock for .+: 0 left\.$/);
      }
      expect(transactions).toHaveBeenCalledTimes(6);
      await letRedGo();
      expect((await Promise.all([...inFlight, ...grouped])).map((res) => res.status)).toEqual([201, 201, 201, 409, 409, 201]);
      expect(transactions).toHaveBeenCalledTimes(6);
      for (const token of [soldOut, ...late]) {
        expect(await cartOf(token)).toHaveLength(1);
        expect(await ordersOf(token)).toEqual([]);
      }
      await stockIs({ [blue]: 100 });
    });

    it('refuses every checkout of a group taken the ordinary way (near the threshold) whose line is gone at its lock, without placing any alone', async () => {
      // Read near the threshold (5), the group takes the ordinary way.
      expect(await groupFindsBlueGone('near-gone', 10, 'takeForOrders')).toEqual([3]);
    });
  });
});
