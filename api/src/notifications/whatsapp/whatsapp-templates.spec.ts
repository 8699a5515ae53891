import { LANGUAGES, TEMPLATE_KEYS, templateSpec, templateVariables, isSecurityTemplate } from '../notification-events';
import { whatsAppOutcome } from './whatsapp.client';
import { defaultWhatsAppTemplate, fillTemplate, placeholderCount, TEMPLATE_NAME, WHATSAPP_EVENTS } from './whatsapp-template-defaults';

describe('WhatsApp templates', () => {
  it('carries every customer order SMS, and nothing that guards an account', () => {
    const smsEvents = TEMPLATE_KEYS.filter((key) => templateSpec(key).channel === 'sms' && templateSpec(key).audience === 'customer' && !isSecurityTemplate(key)).map((key) => templateSpec(key).event);
    expect([...WHATSAPP_EVENTS].sort()).toEqual([...new Set(smsEvents)].sort());
  });

  it.each(WHATSAPP_EVENTS.flatMap((event) => LANGUAGES.map((language) => [event, language] as const)))('%s (%s) by default: a valid name, one order variable a placeholder', (event, language) => {
    const mapping = defaultWhatsAppTemplate(event, language);
    expect(mapping.name).toMatch(TEMPLATE_NAME);
    expect(placeholderCount(mapping.body)).toBe(mapping.variables.length);
    expect(templateVariables(`${event}.sms`)).toEqual(expect.arrayContaining(mapping.variables));
    // Meta refuses a body that starts or ends with a variable.
    expect(mapping.body).not.toMatch(/^\{\{|\}\}$/);
  });

  it('fills {{n}} in order, leaving a number without a value', () => {
    expect(fillTemplate('Hello {{1}}, order {{2}} ({{3}})', ['Wanjiku', 'KC-7F3K2'])).toBe('Hello Wanjiku, order KC-7F3K2 ({{3}})');
  });
});

describe('what a Cloud API answer means', () => {
  const refusal = (code: number, status = 400) => whatsAppOutcome(status, { error: { code, message: 'refused' } }, 'whatsapp');

  it('is sent with the message id, and tells apart the refusals worth a retry', () => {
    expect(whatsAppOutcome(200, { messages: [{ id: 'wamid.1' }] }, 'whatsapp')).toEqual({ result: 'sent', provider: 'whatsapp', messageId: 'wamid.1' });
    for (const code of [130429, 131056, 131000, 131016]) expect(refusal(code).result).toBe('retry');
    expect(whatsAppOutcome(503, null, 'whatsapp').result).toBe('retry');
    expect(refusal(131026)).toMatchObject({ result: 'failed', code: 131026 });
    expect(refusal(132001).result).toBe('failed');
    expect(refusal(190, 401)).toMatchObject({ result: 'failed', error: expect.stringContaining('Renew WHATSAPP_TOKEN') });
  });
});
