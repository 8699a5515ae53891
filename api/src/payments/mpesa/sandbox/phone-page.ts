import { escapeHtml } from '../../../notifications/render';
import { PHONE_ANSWER_NAMES, PHONE_ANSWERS } from './phone-answers';
import { MpesaSandboxPrompt } from './sandbox-prompt.entity';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef3ee;margin:0;color:#1d2a1f}
main{max-width:480px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0 4px}h2{font-size:17px;margin:24px 0 8px}.note{color:#56655a;font-size:14px;margin:0 0 8px}
.prompt{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 6px rgba(0,0,0,.08)}
.ask{font-size:17px;font-weight:600;margin:0 0 6px}.facts{color:#56655a;font-size:14px;margin:0 0 12px;overflow-wrap:anywhere}
form{display:grid;grid-template-columns:1fr 1fr;gap:8px}
button{padding:12px 8px;border:0;border-radius:8px;font-size:15px;font-weight:600;background:#e4e9e4;color:#1d2a1f;cursor:pointer}
button.pay{grid-column:1/-1;background:#2e9b3a;color:#fff;font-size:17px}
ul{list-style:none;padding:0;margin:0}li{background:#fff;border-radius:8px;padding:10px 12px;margin-bottom:8px;font-size:14px;overflow-wrap:anywhere}
.paid{color:#1f7a2b;font-weight:600}.refused{color:#8a1c1c;font-weight:600}a{color:#1f5fa8}`;

const shillings = (amount: number): string => `KSh ${amount.toLocaleString('en-KE')}`;
const nairobiTime = (at: Date): string => at.toLocaleTimeString('en-GB', { timeZone: 'Africa/Nairobi' });
const facts = (prompt: MpesaSandboxPrompt): string => escapeHtml(`${prompt.phone} · account ${prompt.accountReference} · ${nairobiTime(prompt.createdAt)}`);

function waitingPrompt(prompt: MpesaSandboxPrompt): string {
  const buttons = PHONE_ANSWER_NAMES.map((name) => `<button type="submit" name="answer" value="${name}"${name === 'pin' ? ' class="pay"' : ''}>${escapeHtml(PHONE_ANSWERS[name].label)}</button>`);
  return `<section class="prompt"><p class="ask">Pay ${escapeHtml(shillings(prompt.amount))} for account ${escapeHtml(prompt.accountReference)}?</p>
<p class="facts">${facts(prompt)}</p>
<form method="post" action="/mpesa-sandbox/prompts/${escapeHtml(encodeURIComponent(prompt.checkoutRequestId))}/">${buttons.join('')}</form></section>`;
}

function answeredPrompt(prompt: MpesaSandboxPrompt): string {
  const answer = prompt.answer ? PHONE_ANSWERS[prompt.answer].label : '';
  const result = prompt.resultCode === 0 ? `<span class="paid">Paid, receipt ${escapeHtml(prompt.receipt ?? '')}</span>` : `<span class="refused">Not paid: ${escapeHtml(String(prompt.resultCode))}</span>`;
  return `<li>${escapeHtml(shillings(prompt.amount))} · ${facts(prompt)}<br>${escapeHtml(answer)}: ${result} <span class="facts">(${escapeHtml(prompt.resultDesc ?? '')})</span></li>`;
}

/**
 * The shopper's phone, played by a page: each prompt the shop sent waits here for an answer. Plain forms, no
 * script (the shop's CSP forbids inline scripts); every value from a request is escaped.
 */
export function phonePage({ waiting, answered }: { waiting: MpesaSandboxPrompt[]; answered: MpesaSandboxPrompt[] }): string {
  const waitingHtml = waiting.length ? waiting.map(waitingPrompt).join('') : '<p class="note">No prompt is waiting. Pay an order with M-Pesa, then look again.</p>';
  const answeredHtml = answered.length ? `<h2>Answered</h2><ul>${answered.map(answeredPrompt).join('')}</ul>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>M-Pesa phone (stand-in)</title><style>${STYLE}</style></head><body><main>
<h1>M-Pesa phone</h1><p class="note">Development stand-in for Safaricom's M-Pesa Express: no money moves. <a href="/mpesa-sandbox/">Look for new prompts</a></p>
<h2>Waiting for the PIN</h2>${waitingHtml}${answeredHtml}</main></body></html>`;
}
