import { crossesThreshold } from '../inventory/stock-events';
import { defaultText } from './default-templates';
import { isSecretVariable, isSecurityTemplate, orderEventOf, TEMPLATE_KEYS, templateLanguages, templateSpec, templateVariables } from './notification-events';
import { carriesSecrets, hideSecrets, renderTemplate, smsLength, unknownPlaceholders } from './render';
import { seal, sealingKey, unseal } from './sealed-message';
import { smsOutcome } from './send-outcome';
import { assertUsable } from './templates.service';

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

  it("links only the shop's own addresses: a web address in a customer's value stays text", () => {
    const { html } = renderTemplate({ subject: '', body: 'Hello {{name}}, see {{track_url}}\n{{delivery_address}}' }, { ...variables, name: 'http://evil.example/x', delivery_address: 'https://evil.example/y' }, true);
    expect(html).toContain('Hello http://evil.example/x, see <a href="https://shop.example/track?ref=KC-000012"');
    expect(html).toContain('<br>https://evil.example/y</p>');
    expect(html!.match(/<a /g)).toHaveLength(1);
  });

  it('names the placeholders a template may not use', () => {
    expect(unknownPlaceholders('{{nmae}} {{ name }} {{nmae}}', ['reference', 'name'])).toEqual(['nmae']);
  });

  it('every default template, in each language, uses only its own placeholders, and no secret in a subject', () => {
    for (const key of TEMPLATE_KEYS) for (const language of templateLanguages(key)) expect(() => assertUsable(key, defaultText(key, language))).not.toThrow();
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

describe('secrets in messages (issue 28)', () => {
  const RESET = { shop_name: 'Kenyan Crafts', name: 'Wanjiku', reset_url: 'https://shop/account/reset-password?token=s3cret-token', code: '482913', minutes: '60' };
  const row = { eventKey: 'password-reset/7', channel: 'email', recipient: 'wanjiku@example.com' };
  const key = sealingKey('jwt-secret');

  it('makes every template that carries a secret a security template (admin only)', () => {
    for (const template of TEMPLATE_KEYS) if (templateVariables(template).some(isSecretVariable)) expect([template, isSecurityTemplate(template)]).toEqual([template, true]);
    expect(isSecurityTemplate('order_paid.email')).toBe(false);
  });

  it('refuses a secret in a subject, on the subject, and keeps one out of a rendered subject already saved', () => {
    expect(() => assertUsable('password_reset.email', { subject: 'Reset {{ reset_url }}', body: '{{reset_url}}' })).toThrow(expect.objectContaining({ response: { subject: [expect.stringContaining('{{reset_url}}')] } }));
    expect(() => assertUsable('password_reset.sms', { subject: '{{code}}', body: 'Code {{code}}' })).toThrow(expect.objectContaining({ response: { subject: [expect.any(String)] } }));
    expect(() => assertUsable('order_paid.email', { subject: 'Order {{code}}', body: 'Hi' })).toThrow(expect.objectContaining({ response: { subject: [expect.stringContaining('Unknown placeholder {{code}}')] } }));
    const rendered = renderTemplate({ subject: 'Code {{code}} {{reset_url}}', body: '{{reset_url}}' }, RESET, true);
    expect(rendered.subject).toBe('Code [hidden] [hidden]');
    expect(rendered.html).not.toContain('482913');
  });

  it('renders the copy anyone may read with every secret hidden, and seals the message bound to its row', () => {
    const shown = renderTemplate(defaultText('password_reset.email', 'en'), hideSecrets(RESET), true);
    expect(JSON.stringify(shown)).not.toMatch(/s3cret|482913/);
    expect(shown.text).toContain('Choose a new one here:\n\n[hidden]');
    expect(carriesSecrets(RESET)).toBe(true);
    expect(carriesSecrets({ name: 'Wanjiku' })).toBe(false);

    const message = renderTemplate(defaultText('password_reset.email', 'en'), RESET, true);
    const sealed = seal(message, row, key);
    expect(sealed).not.toMatch(/s3cret|Wanjiku/);
    expect(unseal(sealed, row, key)).toEqual(message);
    expect(() => unseal(sealed, { ...row, recipient: 'thief@example.com' }, key)).toThrow();
    expect(() => unseal(sealed, row, sealingKey('another-secret'))).toThrow();
  });
});
