/** What one try to send a message came to; the outbox decides what happens to the row from it. */
export type SendOutcome =
  | { result: 'sent'; provider: string; messageId: string | null }
  /** Worth trying again later (provider busy, network, timeout). */
  | { result: 'retry'; error: string }
  /** Trying again cannot help (invalid number, blacklisted, bad credentials…). */
  | { result: 'failed'; error: string };

/** Africa's Talking's per-recipient status codes (AFRICASTALKING.md). */
const AT_SENT = [100, 101, 102];
const AT_RETRY = [500, 501, 502];

export interface AtRecipient {
  statusCode?: number;
  status?: string;
  messageId?: string;
  number?: string;
}

/** What an Africa's Talking answer means for the one recipient the shop sends to at a time. */
export function smsOutcome(httpStatus: number, body: unknown, provider: string): SendOutcome {
  if (httpStatus === 401 || httpStatus === 403) return { result: 'failed', error: `Africa's Talking refused the credentials (HTTP ${httpStatus})` };
  if (httpStatus >= 500 || httpStatus === 429) return { result: 'retry', error: `Africa's Talking answered HTTP ${httpStatus}` };
  const data = (body as { SMSMessageData?: { Message?: string; Recipients?: AtRecipient[] } } | null)?.SMSMessageData;
  const recipient = data?.Recipients?.[0];
  if (httpStatus < 200 || httpStatus >= 300 || !recipient) {
    return { result: 'failed', error: `Africa's Talking did not take the message (HTTP ${httpStatus}${data?.Message ? `: ${data.Message}` : ''})` };
  }
  const code = Number(recipient.statusCode);
  if (AT_SENT.includes(code)) return { result: 'sent', provider, messageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null };
  const reason = `${recipient.status ?? 'Refused'} (${code})`;
  return AT_RETRY.includes(code) ? { result: 'retry', error: reason } : { result: 'failed', error: reason };
}
