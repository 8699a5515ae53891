import { DataSource, EntityManager } from 'typeorm';
import { auth } from './catalog-fixtures';
import { onServices, startTestApp, TestApp } from './harness';
import { inTransaction } from '../src/inventory/transaction';
import { User } from '../src/users/user.entity';

/** A transaction that runs `work`, then stays open until `rollBack()` ends it with an error. */
async function openTransaction(database: DataSource, work: (manager: EntityManager) => Promise<unknown>) {
  let rollBack!: () => void;
  const gate = new Promise<void>((resolve) => (rollBack = resolve));
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const ended = inTransaction(database, async (manager) => {
    await work(manager);
    opened();
    await gate;
    throw new Error('rolled back');
  });
  await open;
  return { rollBack, ended };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The connection settings issue 22 chose (README: DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS). */
describe('database settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_POOL_SIZE: '4' });
  });

  afterAll(() => t.close());

  (onServices ? it : it.skip)('gives PostgreSQL connections the statement timeout, which ends a statement past it', async () => {
    const database = t.app.get(DataSource);
    expect(await database.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1500ms' }]);
    await expect(database.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ driverError: { code: '57014' } });
    expect((database.driver as unknown as { master: { options: { max: number } } }).master.options.max).toBe(4);
  });

  (onServices ? it.skip : it)('runs the embedded SQLite file in WAL mode with a busy timeout', async () => {
    const database = t.app.get(DataSource);
    expect(await database.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await database.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
  });

  // SQLite's one connection is shared by every request: these held only on PostgreSQL before it was taken in turns.
  it("keeps a sign-up made while another request's transaction is open, when that transaction rolls back", async () => {
    const open = await openTransaction(t.app.get(DataSource), (manager) => manager.query('SELECT 1'));
    const signUp = t.http.post('/api/auth/register/').send({ username: 'during-rollback', email: 'during-rollback@example.com', first_name: 'Wanjiru', last_name: 'Kamau', password: 'Kiondo-basket-2026' }).then((res) => res);
    await pause(300);
    open.rollBack();
    await expect(open.ended).rejects.toThrow('rolled back');
    expect((await signUp).status).toBe(201);
    await t.http.post('/api/auth/login/').send({ username: 'during-rollback', password: 'Kiondo-basket-2026' }).expect(200);
  });

  it("never shows a request another transaction's uncommitted change", async () => {
    const token = await t.tokenFor('customer', 'reads-committed');
    const open = await openTransaction(t.app.get(DataSource), (manager) => manager.update(User, { username: 'reads-committed' }, { firstName: 'Uncommitted' }));
    const read = t.http.get('/api/auth/current-user/').set(auth(token)).then((res) => res);
    await pause(300);
    open.rollBack();
    await expect(open.ended).rejects.toThrow('rolled back');
    expect((await read).body.first_name).toBe('Test');
  });
});
