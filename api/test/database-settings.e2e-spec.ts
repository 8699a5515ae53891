import { DataSource } from 'typeorm';
import { onServices, startTestApp, TestApp } from './harness';

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
});
