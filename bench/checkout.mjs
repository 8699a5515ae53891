// Checkout throughput and payment (IPN) processing rate against a running shop, for `npm run bench`.
// run.mjs calls `checkoutScenarios({ baseUrl, admin, buyers, durationSeconds })` after the catalog
// scenarios and appends the answered entries to bench/results.json. Standalone:
//   node bench/checkout.mjs http://127.0.0.1:3000 admin admin12345
// The shop must use its built-in Pesapal sandbox and M-Pesa stand-in (no PESAPAL_* or MPESA_* keys), as `npm start` does;
// `callbackSecret` is its MPESA_CALLBACK_SECRET.
import { mpesaRate } from './mpesa.mjs';
import { processCpuMs } from './process-cpu.mjs';

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };

export async function call(baseUrl, method, path, token, body, headers = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...json, ...(token ? { Authorization: `Token ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

export async function must(baseUrl, method, path, token, body, expected = [200, 201]) {
  const res = await call(baseUrl, method, path, token, body);
  if (!expected.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return res.body;
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** A product of its own with stock for every order the bench can place (so the catalog's data stays untouched). */
async function benchVariant(baseUrl, staff) {
  const [category] = await must(baseUrl, 'GET', '/api/categories/', staff);
  const form = new FormData();
  form.set('name', `Bench Kiondo ${Date.now()}`);
  form.set('category_id', String(category.id));
  form.set('description', 'Created by the checkout bench');
  form.set('is_active', 'true');
  form.set('variants', JSON.stringify([{ id: 'new-1', price: 1500, stock: 1_000_000, attributes: [] }]));
  const res = await fetch(`${baseUrl}/api/products/`, { method: 'POST', headers: { Authorization: `Token ${staff}` }, body: form });
  if (res.status !== 201) throw new Error(`creating the bench product answered ${res.status}: ${await res.text()}`);
  return (await res.json()).variants[0].id;
}

export async function buyers(baseUrl, count) {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const username = `bench-${run}-${index}`;
      const password = 'bench-pass-123';
      await must(baseUrl, 'POST', '/api/auth/register/', null, { username, email: `${username}@example.com`, first_name: 'Bench', last_name: `Buyer ${index}`, password });
      return (await must(baseUrl, 'POST', '/api/auth/login/', null, { username, password })).token;
    }),
  );
}

/** The checkout form the buyers send (a pickup in Nairobi: the counter is the only point, so it needs none named). */
export const checkoutBody = { client_phone: '0712345678', delivery_method: 'pickup', delivery_county: 'KE-30', delivery_address: null };

/** Fits the form to the build under test: one from before issue 30 (--repo, for comparison) refuses delivery_county. */
export async function fitCheckoutBody(baseUrl) {
  if ((await fetch(`${baseUrl}/api/counties/`)).status === 404) delete checkoutBody.delivery_county;
}

/** Every buyer adds one unit and checks out, again and again, for `durationSeconds`. */
async function checkoutThroughput(baseUrl, tokens, variantId, durationSeconds) {
  const latencies = [];
  let placed = 0;
  let errors = 0;
  const deadline = Date.now() + durationSeconds * 1000;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < deadline) {
        const added = await call(baseUrl, 'POST', '/api/cart/add/', token, { variant_id: variantId, quantity: 1 });
        if (added.status !== 200) {
          errors++;
          continue;
        }
        const before = performance.now();
        const res = await call(baseUrl, 'POST', '/api/checkout/', token, checkoutBody);
        latencies.push(performance.now() - before);
        if (res.status === 201) placed++;
        else errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: `checkout (${tokens.length} concurrent buyers: add to cart, then check out)`,
    path: 'POST /api/cart/add/ + POST /api/checkout/',
    requests_per_second: Math.round((placed / seconds) * 10) / 10,
    unit: 'orders placed per second',
    latency_p50_ms: Math.round(percentile(latencies, 50)),
    latency_p99_ms: Math.round(percentile(latencies, 99)),
    target_p99_ms: null,
    meets_target: null,
    requests: placed,
    non_2xx: errors,
    errors: 0,
  };
}

/**
 * Payments settled per second through the whole IPN path: `count` orders are paid on the sandbox's
 * hosted page at once; each payment makes the sandbox notify the shop's IPN URL, whose `payments`
 * job verifies it with GetTransactionStatus and marks the order paid. Timed until every one is paid.
 */
async function ipnRate(baseUrl, tokens, staff, variantId, count) {
  const sessions = [];
  for (let index = 0; index < count; index++) {
    const token = tokens[index % tokens.length];
    await must(baseUrl, 'POST', '/api/cart/add/', token, { variant_id: variantId, quantity: 1 });
    const order = await must(baseUrl, 'POST', '/api/checkout/', token, checkoutBody);
    const session = await must(baseUrl, 'POST', `/api/pesapal-initiate/${order.id}/`, token);
    sessions.push({ orderId: order.id, ...session });
  }
  const paidBefore = await paidCount(baseUrl, staff);
  const started = Date.now();
  const submits = [...sessions];
  await Promise.all(
    Array.from({ length: Math.min(20, count) }, async () => {
      for (let session = submits.shift(); session; session = submits.shift()) {
        const page = new URL(session.checkout_url);
        const res = await fetch(new URL(`/pesapal-sandbox/pay/${session.tracking_id}/`, page), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ choice: 'mpesa', phone: '254712345678' }),
          redirect: 'manual',
        });
        if (res.status !== 302) throw new Error(`the sandbox page answered ${res.status}`);
      }
    }),
  );
  return settledRate(baseUrl, staff, {
    count,
    paidBefore,
    started,
    scenario: `payment notifications (${count} M-Pesa payments on the sandbox page)`,
    path: 'sandbox page -> GET /api/payments/pesapal/ipn/ -> payments job (GetTransactionStatus) -> order paid',
  });
}

/** Waits (up to 2 minutes) until `count` more orders than `paidBefore` are paid: payments settled per second since `started`. */
export async function settledRate(baseUrl, staff, { count, paidBefore, started, scenario, path }) {
  const deadline = Date.now() + 120_000;
  let paid = 0;
  while ((paid = (await paidCount(baseUrl, staff)) - paidBefore) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (Date.now() - started) / 1000;
  return {
    scenario,
    path,
    requests_per_second: Math.round((paid / seconds) * 10) / 10,
    unit: 'payments settled per second',
    latency_p50_ms: null,
    latency_p99_ms: null,
    target_p99_ms: null,
    meets_target: null,
    requests: paid,
    non_2xx: count - paid,
    errors: 0,
  };
}

export async function paidCount(baseUrl, staff) {
  const res = await call(baseUrl, 'GET', `/api/orders/?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`, staff);
  return Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
}

/** `apiPid`: the API process, whose CPU time per order the checkout scenario reports (it varies less than the rate on a busy machine). */
export async function checkoutScenarios({ baseUrl, admin, buyers: buyerCount = 50, durationSeconds = 10, payments = 200, callbackSecret, apiPid, log = console.log }) {
  const staff = (await must(baseUrl, 'POST', '/api/auth/login/', null, admin)).token;
  await fitCheckoutBody(baseUrl);
  const variantId = await benchVariant(baseUrl, staff);
  log(`checkout: registering ${buyerCount} buyers`);
  const tokens = await buyers(baseUrl, buyerCount);
  log(`checkout: ${buyerCount} buyers for ${durationSeconds} s`);
  const cpuBefore = processCpuMs(apiPid);
  const checkout = await checkoutThroughput(baseUrl, tokens, variantId, durationSeconds);
  const cpuAfter = processCpuMs(apiPid);
  if (cpuBefore !== undefined && cpuAfter !== undefined) checkout.cpu_ms_per_order = Math.round(((cpuAfter - cpuBefore) / checkout.requests) * 10) / 10;
  log(`payments: ${payments} orders paid on the sandbox page`);
  const notifications = await ipnRate(baseUrl, tokens, staff, variantId, payments);
  // A build from before M-Pesa Express (--repo, for comparison) has no stand-in.
  if (!callbackSecret || !(await fetch(`${baseUrl}/mpesa-sandbox/`)).ok) return [checkout, notifications];
  log(`M-Pesa: ${payments} prompts paid on the stand-in, their callbacks sent by the bench`);
  return [checkout, notifications, ...(await mpesaRate({ baseUrl, tokens, staff, variantId, count: payments, callbackSecret }))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:3000', username = 'admin', password = 'admin12345'] = process.argv.slice(2);
  const results = await checkoutScenarios({ baseUrl, admin: { username, password }, durationSeconds: Number(process.env.BENCH_DURATION ?? 10), callbackSecret: process.env.MPESA_CALLBACK_SECRET });
  console.table(Object.fromEntries(results.map((r) => [r.scenario, { [r.unit]: r.requests_per_second, 'p50 ms': r.latency_p50_ms, 'p99 ms': r.latency_p99_ms, failed: r.non_2xx }])));
}
