import { crossesThreshold } from '../inventory/stock-events';
import { defaultText } from './default-templates';
import { orderEventOf, TEMPLATE_KEYS, templateLanguages, templateSpec, templateVariables } from './notification-events';
import { renderTemplate, smsLength, unknownPlaceholders } from './render';
import { smsOutcome } from './send-outcome';
import { Notification } from './notification.entities';
import { NotificationView } from './notification.views';

const answer = (statusCode: number, status: string, messageId = 'ATXid_1') => ({
  SMSMessageData: { Message: 'Sent to 1/1', Recipients: [{ statusCode, status, number: '+254712345678', messageId }] },
});

describe('smsOutcome (Africa\'s Talking per-recipient status)', () => {
  it('counts 100, 101 and 102 as sent, with the message id', () => {
    for (const code of [100, 101, 102]) expect(smsOutcome(201, answer(code, 'Success'), 'africastalking')).toEqual({ result: 'sent', provider: 'africastalking', messageId: 'ATXid_1' });
  });

  it('retries 500, 501 and 502, an HTTP 5xx and a 429', () => {
    for (const code of [500, 501, 502]) expect(smsOutcome(201, answer(code, 'GatewayError'), 'x').result).toBe('retry');
    expect(smsOutcome(503, null, 'x').result).toBe('retry');
    expect(smsOutcome(429, null, 'x').result).toBe('retry');
  });

  it('ends the others failed with their reason: invalid number, no balance, blacklisted, bad credentials', () => {
    expect(smsOutcome(201, answer(403, 'InvalidPhoneNumber'), 'x')).toEqual({ result: 'failed', error: 'InvalidPhoneNumber (403)' });
    expect(smsOutcome(201, answer(405, 'InsufficientBalance'), 'x')).toEqual({ result: 'failed', error: 'InsufficientBalance (405)' });
    expect(smsOutcome(201, answer(406, 'UserInBlacklist'), 'x')).toEqual({ result: 'failed', error: 'UserInBlacklist (406)' });
    expect(smsOutcome(401, 'The supplied authentication is invalid', 'x').result).toBe('failed');
    expect(smsOutcome(400, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }, 'x')).toEqual({ result: 'failed', error: "Africa's Talking did not take the message (HTTP 400: InvalidSenderId)" });
  });
});

describe('smsLength', () => {
  it('counts GSM text 160 to a part, 153 when split, extension characters twice', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, parts: 1, encoding: 'gsm' });
    expect(smsLength('a'.repeat(161))).toEqual({ characters: 161, parts: 2, encoding: 'gsm' });
    expect(smsLength('[]')).toEqual({ characters: 4, parts: 1, encoding: 'gsm' });
  });

  it('counts text that needs Unicode 70 to a part, 67 when split', () => {
    expect(smsLength(`Asante ✓${'a'.repeat(62)}`)).toEqual({ characters: 70, parts: 1, encoding: 'unicode' });
    expect(smsLength(`“quoted” ${'a'.repeat(62)}`).parts).toBe(2);
  });

  it('keeps every default SMS, in each language, in GSM characters', () => {
    for (const key of TEMPLATE_KEYS.filter((k) => templateSpec(k).channel === 'sms'))
      for (const language of templateLanguages(key)) expect([key, language, smsLength(defaultText(key, language).body).encoding]).toEqual([key, language, 'gsm']);
  });
});

describe('renderTemplate', () => {
  const template = { subject: 'Order {{reference}}', body: 'Hello {{name}},\n\n{{order_lines}}\n\n{{delivery_address}}\n\nSee {{track_url}}' };
  const variables = { name: '<b>Wanjiku</b>', reference: 'KC-000012', order_lines: { text: '1 x Bag: KSh 100', html: '<table><tr><td>1 x Bag</td></tr></table>' }, delivery_address: '', track_url: 'https://shop.example/track?ref=KC-000012' };

  it('fills text, and collapses the blank lines an empty value leaves', () => {
    expect(renderTemplate(template, variables, false)).toEqual({ subject: 'Order KC-000012', text: 'Hello <b>Wanjiku</b>,\n\n1 x Bag: KSh 100\n\nSee https://shop.example/track?ref=KC-000012', html: null });
  });

  it('escapes values in the HTML, keeps built tables and links addresses', () => {
    const { html } = renderTemplate(template, variables, true);
    expect(html).toContain('Hello &lt;b&gt;Wanjiku&lt;/b&gt;,');
    expect(html).toContain('<table><tr><td>1 x Bag</td></tr></table>');
    expect(html).toContain('<a href="https://shop.example/track?ref=KC-000012"');
  });

  it('names the placeholders a template may not use', () => {
    expect(unknownPlaceholders({ subject: '{{reference}}', body: '{{nmae}} {{ name }}' }, ['reference', 'name'])).toEqual(['nmae']);
  });

  it('every default template, in each language, uses only its own placeholders', () => {
    for (const key of TEMPLATE_KEYS)
      for (const language of templateLanguages(key)) expect([key, language, unknownPlaceholders(defaultText(key, language), templateVariables(key))]).toEqual([key, language, []]);
  });

  it('writes every customer message in Kiswahili, and staff messages in English only', () => {
    expect(templateLanguages('order_paid.sms')).toEqual(['en', 'sw']);
    expect(templateLanguages('order_paid_staff.email')).toEqual(['en']);
    expect(defaultText('order_paid.sms', 'sw').body).toContain('Tumepokea');
  });
});

describe('who hears of an order move', () => {
  it('maps moves to events; the shop timer cancelling an unpaid order is an expiry', () => {
    expect(orderEventOf('paid', 'pesapal')).toBe('order_paid');
    expect(orderEventOf('cancelled', 'system')).toBe('order_expired');
    expect(orderEventOf('cancelled', 'wanjiku')).toBe('order_cancelled');
    expect(orderEventOf('payment_review', 'pesapal')).toBe('payment_review');
    expect(orderEventOf('refund_requested', 'admin')).toBeNull();
    expect(orderEventOf('failed', 'pesapal')).toBeNull();
  });

  it('alerts low stock once per crossing of the threshold', () => {
    expect(crossesThreshold({ variantId: 1, before: 5, after: 4, threshold: 5, logId: 1 })).toBe(true);
    expect(crossesThreshold({ variantId: 1, before: 4, after: 3, threshold: 5, logId: 2 })).toBe(false);
    expect(crossesThreshold({ variantId: 1, before: 3, after: 9, threshold: 5, logId: 3 })).toBe(false);
    expect(crossesThreshold({ variantId: 1, before: 9, after: 0, threshold: 5, logId: 4 })).toBe(true);
  });
});

describe('what staff see of a message', () => {
  const row = (event: Notification['event']) => ({ id: 1, event, channel: 'email', body: 'Reset here: https://shop/account/reset-password?token=secret', html: '<a>secret</a>' }) as Notification;

  it('hides a reset link or code from staff of a live shop, and nothing else', () => {
    expect(NotificationView.of(row('password_reset'), true)).toMatchObject({ text: expect.stringContaining('Hidden'), html: null });
    expect(NotificationView.of(row('password_reset'), false).text).toContain('token=secret');
    expect(NotificationView.of(row('order_paid'), true).text).toContain('token=secret');
  });
});
