import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchema, SCHEMA_FILE } from '../scripts/generate.mjs';

describe('src/schema.d.ts', () => {
  it('is what openapi-typescript makes of the committed openapi.json (run `npm run openapi` after changing the API)', async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    // Compared as a boolean first: a stale file should say what to do, not print thousands of lines.
    const fresh = (await generateSchema()) === committed;
    expect(fresh, 'packages/api-client/src/schema.d.ts is stale: run `npm run openapi`').toBe(true);
  });
});
