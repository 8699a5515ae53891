import { toShillings } from '../../../catalog/money';
import { SandboxTransaction } from './sandbox.entities';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f1ea;margin:0;color:#2b2118}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#7a6a58;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#7a6a58}dd{margin:0;font-weight:600}
label{display:block;font-size:14px;margin-bottom:6px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;font-size:16px;margin-bottom:16px}
button{display:block;width:100%;padding:12px;margin-bottom:10px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.mpesa{background:#2e9b3a;color:#fff}.card{background:#1a1f71;color:#fff}.decline{background:#eee;color:#8a1c1c}
a{color:#1a1f71}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The hosted payment page: plain forms, no script (the shop's CSP forbids inline scripts). */
export function paymentPage(transaction: SandboxTransaction): string {
  const summary = `<dl><dt>Merchant reference</dt><dd>${escape(transaction.merchantReference)}</dd>
<dt>Amount</dt><dd>${escape(transaction.currency)} ${toShillings(transaction.amount).toLocaleString('en-KE', { minimumFractionDigits: 2 })}</dd>
<dt>For</dt><dd>${escape(transaction.description)}</dd></dl>`;
  if (transaction.statusCode !== 0) {
    const callback = new URL(transaction.callbackUrl);
    callback.searchParams.set('OrderTrackingId', transaction.trackingId);
    callback.searchParams.set('OrderMerchantReference', transaction.merchantReference);
    callback.searchParams.set('OrderNotificationType', 'CALLBACKURL');
    return page('Payment closed', `<h1>This payment is closed</h1><p class="note">Pesapal sandbox</p>${summary}<p><a href="${escape(callback.toString())}">Back to the shop</a></p>`);
  }
  return page(
    'Pesapal sandbox payment',
    `<h1>Complete your payment</h1><p class="note">Pesapal sandbox: no real money moves.</p>${summary}
<form method="post" action="/pesapal-sandbox/pay/${encodeURIComponent(transaction.trackingId)}/">
<label for="phone">M-Pesa phone number</label><input id="phone" name="phone" inputmode="tel" value="${escape(transaction.phone)}">
<button class="mpesa" type="submit" name="choice" value="mpesa">Pay with M-Pesa</button>
<button class="card" type="submit" name="choice" value="card">Pay with card</button>
<button class="decline" type="submit" name="choice" value="decline">Decline</button>
</form>`,
  );
}

export function unknownPaymentPage(): string {
  return page('Payment not found', '<h1>Payment not found</h1><p class="note">This payment link is not valid.</p>');
}
