import { escapeHtml } from '../../render';
import type { WhatsAppSandboxMessage } from './sandbox-message.entity';
import type { SandboxPhone } from './whatsapp-sandbox.service';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#ece5dd;margin:0;color:#1f2c24}
main{max-width:520px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0 4px}h2{font-size:17px;margin:20px 0 8px;overflow-wrap:anywhere}.note{color:#54655a;font-size:14px;margin:0 0 8px}
.error{color:#8a1c1c;font-weight:600}a{color:#075e54}
form.pick{display:flex;gap:8px;margin:12px 0}form.pick input{flex:1;padding:10px;border:1px solid #b9c4bc;border-radius:8px;font-size:15px}
nav ul{list-style:none;padding:0;margin:0 0 8px;display:flex;flex-wrap:wrap;gap:6px}nav a{display:block;background:#fff;border-radius:16px;padding:6px 12px;font-size:14px;text-decoration:none}
nav a[aria-current]{background:#075e54;color:#fff}
ol{list-style:none;padding:0;margin:0}
li{max-width:85%;border-radius:10px;padding:8px 10px;margin:0 0 8px;font-size:15px;box-shadow:0 1px 2px rgba(0,0,0,.12);overflow-wrap:anywhere;white-space:pre-wrap}
li.from-shop{background:#fff;margin-right:auto}li.to-shop{background:#dcf8c6;margin-left:auto}
.template{font-family:ui-monospace,monospace;font-size:13px;color:#54655a;margin:0 0 4px}.meta{display:block;text-align:right;color:#667781;font-size:12px;margin-top:4px}
form.write{display:grid;gap:8px;margin-top:12px}textarea{padding:10px;border:1px solid #b9c4bc;border-radius:8px;font:inherit;min-height:64px}
button{padding:10px 14px;border:0;border-radius:8px;font-size:15px;font-weight:600;background:#075e54;color:#fff;cursor:pointer}
button.stop{background:#e4e9e4;color:#8a1c1c;margin-top:8px}`;

const nairobiTime = (at: Date): string => at.toLocaleString('en-GB', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' });
const phoneLink = (phone: string): string => `/whatsapp-sandbox/?phone=${encodeURIComponent(phone)}`;

/** Meta's ticks in words: how far the shop's message has come. */
const STATUS_WORDS: Record<string, string> = { accepted: 'accepted', sent: 'sent ✓', delivered: 'delivered ✓✓', read: 'read ✓✓' };

function parametersOf(message: WhatsAppSandboxMessage): string[] {
  try {
    const parameters: unknown = JSON.parse(message.parameters ?? '[]');
    return Array.isArray(parameters) ? parameters.map(String) : [];
  } catch {
    return [];
  }
}

function messageItem(message: WhatsAppSandboxMessage): string {
  const at = nairobiTime(message.createdAt);
  if (message.direction === 'in') {
    const outcome = message.webhookError ? `<span class="error">the shop did not take it: ${escapeHtml(message.webhookError)}</span>` : 'to the shop ✓';
    return `<li class="to-shop">${escapeHtml(message.body)}<span class="meta">${escapeHtml(at)} · ${outcome}</span></li>`;
  }
  // A template as Meta has it: its name and parameters; the body filled as the shop maps it, when it has the mapping.
  const template = message.kind === 'template' ? `<p class="template">${escapeHtml(`${message.templateName} (${message.language}): [${parametersOf(message).join(' · ')}]`)}</p>` : '';
  const body = message.body || (message.kind === 'template' ? '(no body: the shop has no mapping of this template now)' : '');
  return `<li class="from-shop">${template}${escapeHtml(body)}<span class="meta">${escapeHtml(`${at} · ${STATUS_WORDS[message.status] ?? message.status}`)}</span></li>`;
}

function conversation({ phone, messages }: SandboxPhone): string {
  const action = `/whatsapp-sandbox/phones/${encodeURIComponent(phone)}/messages/`;
  const list = messages.length ? `<ol>${messages.map(messageItem).join('')}</ol>` : '<p class="note">No messages with this number yet.</p>';
  return `<h2>Chat with the shop · ${escapeHtml(phone)}</h2>
<p class="note"><a href="${escapeHtml(phoneLink(phone))}">Look for new messages</a> (opening the chat reads them: the shop hears "read")</p>
${list}
<form class="write" method="post" action="${escapeHtml(action)}"><label for="text">Write to the shop</label><textarea id="text" name="text" maxlength="4096" required></textarea><button type="submit">Send</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="text" value="STOP"><button type="submit" class="stop">STOP (no more WhatsApp updates)</button></form>`;
}

/**
 * The customer's phone, played by a page: pick a number, read what the shop sent it, and write back. Plain forms, no
 * script (the shop's CSP forbids inline scripts); every value from a request or the database is escaped.
 */
export function whatsAppPhonePage({ phones, open, error, typed }: { phones: string[]; open: SandboxPhone | null; error?: string; typed?: string }): string {
  const current = open?.phone;
  const numbers = phones.length
    ? `<nav aria-label="Numbers"><ul>${phones.map((phone) => `<li><a href="${escapeHtml(phoneLink(phone))}"${phone === current ? ' aria-current="page"' : ''}>${escapeHtml(phone)}</a></li>`).join('')}</ul></nav>`
    : '<p class="note">No messages yet. Tick "Send my order updates on WhatsApp" at checkout, pay the order, then look again.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp phone (stand-in)</title><style>${STYLE}</style></head><body><main>
<h1>WhatsApp phone</h1><p class="note">Development stand-in for the WhatsApp Cloud API: nothing reaches phones. What you write here goes to the shop's webhook, signed as Meta signs it.</p>
<form class="pick" method="get" action="/whatsapp-sandbox/"><input name="phone" aria-label="Phone number" placeholder="0712 345 678" value="${escapeHtml(typed ?? current ?? '')}"><button type="submit">Open</button></form>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}${numbers}${open ? conversation(open) : ''}</main></body></html>`;
}
