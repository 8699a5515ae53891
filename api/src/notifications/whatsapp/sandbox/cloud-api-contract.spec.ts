import { createHmac } from 'node:crypto';
import { templateMessage } from '../whatsapp.client';
import { hubSignature, messageEvent, phoneNumberIdRefusal, readMessage, statusEvent, templateRefusal, tokenRefusal, windowRefusal } from './cloud-api-contract';

const JSON_TYPE = 'application/json';
/** The body the shop's WhatsAppClient posts. */
const sent = (message: object, to = '254712345678') => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message });
const errorOf = (answer: { body: object } | null) => answer && (answer.body as { error: { code: number; message: string; error_data?: { details: string } } }).error;
const refusalOf = (result: ReturnType<typeof readMessage>) => ('refusal' in result ? errorOf(result.refusal) : null);

describe("Meta's side of the Cloud API's send call", () => {
  it('takes the bearer token and the app\'s number id only', () => {
    expect(tokenRefusal('Bearer t0k', 't0k')).toBeNull();
    expect(tokenRefusal('Bearer other', 't0k')).toMatchObject({ status: 401, body: { error: { code: 190, type: 'OAuthException', fbtrace_id: expect.any(String) } } });
    expect(tokenRefusal(undefined, 't0k')?.status).toBe(401);
    expect(phoneNumberIdRefusal('1065', '1065')).toBeNull();
    expect(errorOf(phoneNumberIdRefusal('999', '1065'))).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('reads the template and text messages the shop sends', () => {
    expect(readMessage(JSON_TYPE, sent(templateMessage('order_paid', 'en', ['Wanjiku', 'KSh 2,400'])))).toEqual({
      message: { to: '254712345678', type: 'template', template: { name: 'order_paid', language: 'en', parameters: ['Wanjiku', 'KSh 2,400'] } },
    });
    expect(readMessage(JSON_TYPE, sent(templateMessage('order_cancelled_v2', 'sw', [])))).toEqual({ message: { to: '254712345678', type: 'template', template: { name: 'order_cancelled_v2', language: 'sw', parameters: [] } } });
    expect(readMessage('application/json; charset=utf-8', sent({ type: 'text', text: { body: 'Karibu!' } }))).toEqual({ message: { to: '254712345678', type: 'text', text: 'Karibu!' } });
  });

  it.each([
    ['another content type', 'text/plain', sent({ type: 'text', text: { body: 'Hi' } })],
    ['no messaging_product', JSON_TYPE, { to: '254712345678', type: 'text', text: { body: 'Hi' } }],
    ['a number with +', JSON_TYPE, sent({ type: 'text', text: { body: 'Hi' } }, '+254712345678')],
    ['an empty text', JSON_TYPE, sent({ type: 'text', text: { body: ' ' } })],
    ['a template name Meta cannot have', JSON_TYPE, sent(templateMessage('Order Paid', 'en', ['x']))],
    ['no language', JSON_TYPE, sent({ type: 'template', template: { name: 'order_paid', components: [] } })],
    ['an empty parameter', JSON_TYPE, sent(templateMessage('order_paid', 'en', ['Wanjiku', '']))],
    ['a new line in a parameter', JSON_TYPE, sent(templateMessage('order_paid', 'en', ['Wanjiku\nKamau']))],
    ['five spaces in a row', JSON_TYPE, sent(templateMessage('order_paid', 'en', ['Wanjiku     Kamau']))],
    ['an image', JSON_TYPE, sent({ type: 'image', image: { link: 'https://x/y.png' } })],
  ])('refuses %s with (#100) Invalid parameter', (_, contentType, body) => {
    expect(refusalOf(readMessage(contentType, body))).toMatchObject({ code: 100, message: '(#100) Invalid parameter', error_data: { details: expect.any(String) } });
  });

  it('checks a template against the approved body: missing 132001, another number of parameters 132000', () => {
    const body = 'Asante {{1}}! We received {{2}}. Kenyan Crafts';
    expect(templateRefusal(['Wanjiku', 'KSh 2,400'], body)).toBeNull();
    expect(errorOf(templateRefusal(['Wanjiku'], body))?.code).toBe(132000);
    expect(templateRefusal(['Wanjiku'], null)).toMatchObject({ status: 404, body: { error: { code: 132001 } } });
  });

  it('takes free text only within 24 hours of the customer\'s last message (131047 after, or when they never wrote)', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(windowRefusal(new Date('2026-11-28T12:00:01Z'), now)).toBeNull();
    expect(errorOf(windowRefusal(new Date('2026-11-28T11:59:59Z'), now))?.code).toBe(131047);
    expect(errorOf(windowRefusal(null, now))?.code).toBe(131047);
  });
});

describe("Meta's webhook events", () => {
  it('reports a status and a customer message in the shape the webhook reads, signed over the bytes', () => {
    const at = new Date('2026-11-29T12:00:00Z');
    expect(statusEvent('1065', { id: 'wamid.A', status: 'delivered', recipient: '254712345678', at }).entry?.[0].changes?.[0]).toEqual({
      field: 'messages',
      value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '1065' }, statuses: [{ id: 'wamid.A', status: 'delivered', timestamp: '1795953600', recipient_id: '254712345678' }] },
    });
    const value = messageEvent('1065', { id: 'wamid.B', from: '254712345678', name: 'Achieng', text: 'STOP', at }).entry?.[0].changes?.[0].value;
    expect(value).toMatchObject({ contacts: [{ profile: { name: 'Achieng' }, wa_id: '254712345678' }], messages: [{ from: '254712345678', id: 'wamid.B', timestamp: '1795953600', type: 'text', text: { body: 'STOP' } }] });
    expect(hubSignature('secret', '{"a":1}')).toBe(`sha256=${createHmac('sha256', 'secret').update('{"a":1}').digest('hex')}`);
  });
});
