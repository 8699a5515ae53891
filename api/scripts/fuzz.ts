/**
 * `npm run fuzz`: sends at least FUZZ_REQUESTS (10,000) hostile requests generated from
 * openapi.json to a running shop at FUZZ_URL, as anonymous, a throwaway customer and the
 * seeded staff account, then prints the 5xx answers and the answers leaking a stack trace or
 * SQL; exits 1 if there is any. It edits and deletes as staff: point it at a throwaway shop.
 * FUZZ_SEED (same seed, same requests), FUZZ_CONCURRENCY (8 in flight) and FUZZ_STAFF_USERNAME /
 * FUZZ_STAFF_PASSWORD (admin / admin12345) tune it.
 */
import * as http from 'node:http';
import { allCases } from '../test/fuzz/cases';
import { loadOperations } from '../test/fuzz/operations';
import { Finding, Tally, Tokens, login, runCases, sendCase, summary, throwawayCustomer } from '../test/fuzz/probe';

const SHOWN = 10;

function printGroup(title: string, findings: Finding[]): void {
  console.log(`${title}: ${findings.length}`);
  if (!findings.length) return;
  const { byFamily, byRoute } = Tally.groups(findings);
  console.log(`  by payload: ${[...byFamily].map(([family, n]) => `${family} ${n}`).join(', ')}`);
  console.log(`  by route: ${[...byRoute].map(([route, n]) => `${route} ${n}`).join(', ')}`);
  for (const finding of findings.slice(0, SHOWN)) console.log(`  - ${summary(finding)}`);
}

async function main(): Promise<void> {
  const base = new URL(process.env.FUZZ_URL ?? 'http://localhost:3000');
  const total = Number(process.env.FUZZ_REQUESTS ?? 10000);
  const seed = Number(process.env.FUZZ_SEED ?? 20251125);
  const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens: Tokens = {
    anonymous: undefined,
    staff: await login(base, agent, process.env.FUZZ_STAFF_USERNAME ?? 'admin', process.env.FUZZ_STAFF_PASSWORD ?? 'admin12345'),
    customer: await throwawayCustomer(base, agent, 'customer'),
    throwaway: await throwawayCustomer(base, agent, 'logout'),
  };
  const operations = loadOperations();
  console.log(`Fuzzing ${base.origin}: ${operations.length} operations × 3 roles, seed ${seed}, ${concurrency} in flight`);

  const tally = new Tally();
  const started = Date.now();
  await runCases(allCases(operations, seed, total), (fuzz) => sendCase(base, agent, tokens, fuzz), concurrency, (fuzz, answer) => {
    tally.record(fuzz, answer);
    if (tally.total % 1000 === 0) console.log(`  ${tally.total} requests, ${tally.serverErrors.length} 5xx, ${tally.leaks.length} leaks`);
  });
  agent.destroy();

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'none'}: ${n}`);
  console.log(`\nRequests: ${tally.total} in ${seconds} s (answers ${statuses.join(', ')})`);
  printGroup('5xx answers', tally.serverErrors);
  printGroup('Answers leaking a stack trace or SQL', tally.leaks);
  printGroup('No answer (connection dropped or timed out)', tally.transportErrors);
  process.exitCode = tally.failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
