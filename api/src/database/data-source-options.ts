import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { migrations } from './migrations';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise an embedded SQLite file under DATA_DIR.
 * The schema always comes from migrations (never `synchronize`), so both dialects share one history.
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  if (config.DATABASE_URL) {
    return {
      type: 'postgres',
      url: config.DATABASE_URL,
      migrations,
      migrationsRun: true,
      poolSize: config.DATABASE_POOL_SIZE,
      // A statement stuck past this (a lock never released, a runaway query) fails rather than holding its connection.
      extra: { statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS || undefined },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    type: 'better-sqlite3',
    database: path.join(config.dataDir, 'shop.sqlite'),
    migrations,
    migrationsRun: true,
    // Prepared statements are kept by SQL text; TypeORM's default of 100 is fewer than the shop's distinct statements,
    // so under load it prepared most of them again (8 % of a flash sale's CPU).
    statementCacheSize: 1000,
    // WAL lets readers proceed while a writer commits; foreign keys are off by default in SQLite.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
