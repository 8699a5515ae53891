import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../src/app.module';
import { AppSetupOptions, configureApp } from '../src/app.setup';
import type { Role } from '../src/common/roles';
import { AuthService } from '../src/auth/auth.service';
import { seed } from '../src/seed/seed';

/**
 * `SHOP_TEST_BACKEND=services` runs a suite on PostgreSQL + Redis/BullMQ (as CI does); otherwise on the
 * embedded defaults (SQLite file, in-process jobs). Each app gets its own database and queue prefix.
 */
export const onServices = process.env.SHOP_TEST_BACKEND === 'services';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const ADMIN = { username: 'admin', password: 'admin12345' };

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  /** Signs up (if needed) and logs in a user of `role`; answers the token. */
  tokenFor(role: Role, username?: string): Promise<string>;
  close(): Promise<void>;
}

export async function freshPostgresDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Boots the real app (all modules, filters, pipes, static routes) on a fresh, seeded database; `setup` may point at fixture front ends. */
export async function startTestApp(env: Record<string, string> = {}, setup: AppSetupOptions = {}): Promise<TestApp> {
  const id = `shop_test_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const database = onServices ? await freshPostgresDatabase(id) : null;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: onServices ? REDIS_URL : '',
    QUEUE_PREFIX: id,
    WORKERS: 'on',
    SEED_CATALOG: 'false',
    LOGIN_THROTTLE_LIMIT: '1000',
    LOGIN_ADDRESS_THROTTLE_LIMIT: '1000',
    FORM_THROTTLE_LIMIT: '1000',
    TRACK_THROTTLE_LIMIT: '1000',
    ORDER_THROTTLE_LIMIT: '1000',
    ORDER_ADDRESS_THROTTLE_LIMIT: '1000',
    DISCOUNT_THROTTLE_LIMIT: '1000',
    DISCOUNT_ADDRESS_THROTTLE_LIMIT: '1000',
    // Messages go to the built-in stand-ins unless a test points them at its own servers.
    AT_USERNAME: '',
    AT_API_KEY: '',
    AT_BASE_URL: '',
    SMTP_URL: '',
    STAFF_EMAILS: '',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error'], bodyParser: false });
  configureApp(app, setup);
  await app.init();
  await seed(app);
  const http = request(app.getHttpServer());
  const tokens = new Map<string, string>();

  return {
    app,
    http,
    async tokenFor(role, username = `${role}-user`) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const password = role === 'admin' && username === ADMIN.username ? ADMIN.password : 'secret-pass-123';
      if (!(role === 'admin' && username === ADMIN.username)) {
        await app.get(AuthService).register({ username, email: `${username}@example.com`, password, first_name: 'Test', last_name: role }, role);
      }
      const res = await http.post('/api/auth/login/').send({ username, password }).expect(200);
      tokens.set(username, res.body.token);
      return res.body.token as string;
    },
    async close() {
      await app.close();
      await database?.drop();
      if (onServices) await dropRedisKeys(id);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Removes what a test app left in Redis (queues, counters) under its own prefix. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new IORedis(REDIS_URL);
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  }
  redis.disconnect();
}

/** Polls `check` until it answers true (background jobs), failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Condition not met in time');
}
