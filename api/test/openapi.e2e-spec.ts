import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildOpenApi } from '../src/openapi';
import { startTestApp, TestApp } from './harness';

describe('openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is the document the code describes (run `npm run openapi` after changing a route)', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'openapi.json'), 'utf8'));
    expect(buildOpenApi(t.app)).toEqual(committed);
  });
});
