// M-Pesa Express payments through the queue, for `npm run bench` (issue 32), against a shop on its built-in Daraja
// stand-in (/mpesa-sandbox, development without MPESA_* keys). `count` orders are prompted; each prompt is answered
// "paid, no callback" on the stand-in's phone page, so the bench sends Safaricom's callbacks itself and times them.
// Measured: the callback route's latency (it keeps the body and queues a query) and the payments settled per second
// from the first callback until every order is paid (callback -> `mpesa-query` job -> STK query -> order paid).
// The server runs with MPESA_QUERY_SECONDS=60, so the prompts' own scheduled queries stay out of the measurement.
import { call, checkoutBody, must, paidCount, percentile, settledRate } from './checkout.mjs';

/** What the phone page shows at most at once: prompts are made and answered in batches of this size. */
const PAGE_PROMPTS = 20;

/** The CheckoutRequestIDs of the prompts waiting on the stand-in's phone page. */
async function waitingPrompts(baseUrl) {
  const html = await (await fetch(`${baseUrl}/mpesa-sandbox/`)).text();
  // Only a waiting prompt has a form; the answered ones are a list.
  return [...html.matchAll(/action="\/mpesa-sandbox\/prompts\/([^/"]+)\/"/g)].map((match) => decodeURIComponent(match[1]));
}

/** Safaricom's callback of a paid prompt (DARAJA.md). */
const paidCallback = (checkoutRequestId, amount, index) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: `bench-${index}`,
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: `BNC${Date.now().toString(36).slice(-4).toUpperCase()}${String(index).padStart(3, '0')}` },
          { Name: 'TransactionDate', Value: 20261129120000 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
});

export async function mpesaRate({ baseUrl, tokens, staff, variantId, count, callbackSecret }) {
  const prompts = [];
  for (let first = 0; first < count; first += PAGE_PROMPTS) {
    for (let index = first; index < Math.min(count, first + PAGE_PROMPTS); index++) {
      const token = tokens[index % tokens.length];
      await must(baseUrl, 'POST', '/api/cart/add/', token, { variant_id: variantId, quantity: 1 });
      const order = await must(baseUrl, 'POST', '/api/checkout/', token, checkoutBody);
      await must(baseUrl, 'POST', `/api/payments/mpesa/${order.id}/`, token, { phone: '0712345678' });
      prompts.push({ amount: order.total_price });
    }
    const waiting = await waitingPrompts(baseUrl);
    if (waiting.length !== Math.min(PAGE_PROMPTS, count - first)) throw new Error(`the stand-in's phone page shows ${waiting.length} waiting prompts`);
    // Newest first on the page: the batch's prompts in the order they were made.
    waiting.reverse().forEach((checkoutRequestId, offset) => (prompts[first + offset].checkoutRequestId = checkoutRequestId));
    for (const checkoutRequestId of waiting) {
      const res = await fetch(`${baseUrl}/mpesa-sandbox/prompts/${encodeURIComponent(checkoutRequestId)}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ answer: 'no-callback' }),
        redirect: 'manual',
      });
      if (res.status !== 303) throw new Error(`the stand-in's phone answered ${res.status}`);
    }
  }
  const paidBefore = await paidCount(baseUrl, staff);
  const latencies = [];
  let refused = 0;
  const started = Date.now();
  const queue = prompts.map((prompt, index) => ({ ...prompt, index }));
  await Promise.all(
    Array.from({ length: Math.min(PAGE_PROMPTS, count) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const before = performance.now();
        const res = await call(baseUrl, 'POST', `/api/payments/mpesa/callback/${callbackSecret}/`, null, paidCallback(next.checkoutRequestId, next.amount, next.index));
        latencies.push(performance.now() - before);
        if (res.status !== 200) refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return [
    {
      scenario: `M-Pesa callbacks (${count} paid prompts, ${Math.min(PAGE_PROMPTS, count)} at a time)`,
      path: 'POST /api/payments/mpesa/callback/{secret}/',
      requests_per_second: null,
      unit: 'callbacks answered',
      latency_p50_ms: Math.round(percentile(latencies, 50)),
      latency_p99_ms: Math.round(percentile(latencies, 99)),
      target_p99_ms: null,
      meets_target: null,
      requests: latencies.length,
      non_2xx: refused,
      errors: 0,
    },
    await settledRate(baseUrl, staff, {
      count,
      paidBefore,
      started,
      scenario: `M-Pesa payments (${count} prompts paid on the stand-in)`,
      path: 'callback -> mpesa-query job (STK query) -> order paid',
    }),
  ];
}
