/**
 * Writes ../openapi.json from the code without listening on a port: a throwaway app on a
 * temporary SQLite file builds the document. test/openapi.e2e-spec.ts fails when the file is stale.
 */
import { NestFactory } from '@nestjs/core';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AppModule } from '../src/app.module';
import { buildOpenApi } from '../src/openapi';

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  const app = await NestFactory.create(AppModule, { logger: ['error'] });
  await app.init();
  fs.writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApi(app), null, 2)}\n`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Wrote ${OPENAPI_FILE}`);
}

if (require.main === module) void main();
