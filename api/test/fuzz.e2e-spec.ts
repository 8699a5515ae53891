/**
 * A deterministic slice of `npm run fuzz` inside the suite: every operation of openapi.json in
 * each role (anonymous, customer, staff) with its base request, two hostile payloads picked by
 * the seed and one random one, sent over real HTTP to the app on this backend. Any 5xx answer
 * or any answer leaking a stack trace or SQL fails it, listing the requests.
 */
import * as http from 'node:http';
import { FuzzCase, ROLES, sliceCases } from './fuzz/cases';
import { loadOperations } from './fuzz/operations';
import { Tally, Tokens, leakIn, runCases, sendCase, summary } from './fuzz/probe';
import { TestApp } from './harness';
import { startListeningApp } from './orders-fixtures';

const SEED = 20251125;
const operations = loadOperations();

describe('fuzz slice generated from openapi.json', () => {
  let t: TestApp;
  let base: URL;
  let tokens: Tokens;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  beforeAll(async () => {
    // Listening with PUBLIC_URL at its own address: paying reaches the built-in Pesapal sandbox.
    const listening = await startListeningApp({ SEED_CATALOG: 'true' });
    t = listening;
    base = new URL(listening.baseUrl);
    tokens = {
      anonymous: undefined,
      customer: await t.tokenFor('customer'),
      staff: await t.tokenFor('staff'),
      throwaway: await t.tokenFor('customer', 'logout-user'),
    };
    // Seeding the catalog with its pictures takes a minute or more on a loaded CI machine, as in the other seeded suites.
  }, 300_000);
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('covers every operation in every role', () => {
    const seen = new Set([...sliceCases(operations, SEED, 2)].map((c) => `${c.role} ${c.method} ${c.route}`));
    const expected = ROLES.flatMap((role) => operations.map((op) => `${role} ${op.method} ${op.route}`));
    expect(operations.length).toBeGreaterThan(60);
    expect(expected.filter((key) => !seen.has(key))).toEqual([]);
  });

  it('recognises a leaked stack trace or SQL', () => {
    expect(leakIn('{"detail":"QueryFailedError: SQLITE_ERROR"}')).toBeDefined();
    expect(leakIn('{"stack":"Error: x\\n    at Object.<anonymous> (/app/dist/main.js:1:2)"}')).toBeDefined();
    expect(leakIn('{"detail":"Product not found."}')).toBeUndefined();
  });

  it("takes a health probe's documented 503 report as its answer, and any other 5xx as a finding", () => {
    const probe = (route: string): FuzzCase => ({ role: 'anonymous', auth: 'anonymous', method: 'GET', route, path: route, headers: {}, family: 'valid', note: '' });
    const tally = new Tally();
    tally.record(probe('/api/health/ready/'), { status: 503, body: '{"status":"error","error":{"database":{"status":"down"}},"details":{}}' });
    tally.record(probe('/api/health/ready/'), { status: 503, body: 'Service Unavailable' });
    tally.record(probe('/api/health/ready/'), { status: 500, body: '{"status":"error"}' });
    tally.record(probe('/api/products/'), { status: 503, body: '{"status":"error"}' });
    expect(tally.serverErrors.map(({ answer, fuzz }) => `${answer.status} ${fuzz.route}`)).toEqual(['503 /api/health/ready/', '500 /api/health/ready/', '503 /api/products/']);
  });

  it('answers no hostile request with a 5xx or a stack trace', async () => {
    const tally = new Tally();
    await runCases(sliceCases(operations, SEED, 2), (fuzz) => sendCase(base, agent, tokens, fuzz), 4, (fuzz, answer) => tally.record(fuzz, answer));
    expect(tally.total).toBeGreaterThan(500);
    const failures = [...tally.serverErrors, ...tally.leaks.filter((leak) => leak.answer.status < 500)].map(summary);
    expect(failures).toEqual([]);
  }, 120000);
});
