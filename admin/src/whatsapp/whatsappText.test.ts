import { describe, expect, it } from 'vitest';
import { answerWindow, conversationName, deliveryWords, placeholderCount, shortWhen, snippet, unmappedWords, WHATSAPP_EVENT_CHOICES, whatsAppTemplateName } from './whatsappText';

// Local times, so the words are the same in any time zone the tests run in.
const now = new Date(2026, 10, 28, 10, 0);

describe('the 24-hour window in words', () => {
  it('says until when staff may answer: today by its time, tomorrow so named, and warns in the last hour', () => {
    expect(answerWindow(new Date(2026, 10, 28, 14, 5).toISOString(), now)).toEqual({ open: true, text: 'Answer before 14:05', until: '14:05', closing: false });
    expect(answerWindow(new Date(2026, 10, 29, 9, 30).toISOString(), now)).toMatchObject({ open: true, text: 'Answer before 09:30 tomorrow' });
    expect(answerWindow(new Date(2026, 10, 28, 10, 40).toISOString(), now)).toMatchObject({ open: true, closing: true });
  });

  it("says when a message came as short as a phone's row needs: the time today, else the day", () => {
    expect(shortWhen(new Date(2026, 10, 28, 8, 15).toISOString(), now)).toBe('08:15');
    expect(shortWhen(new Date(2026, 10, 27, 22, 0).toISOString(), now)).toBe('27 Nov');
  });

  it('is closed when the API says so (null) and once its time has passed while the page was open', () => {
    expect(answerWindow(null, now)).toEqual({ open: false, text: 'Window closed', until: '', closing: false });
    expect(answerWindow(new Date(2026, 10, 28, 9, 59).toISOString(), now).open).toBe(false);
  });
});

describe('WhatsApp words', () => {
  it("names an overview's unmapped update in staff words, and an unknown one as the API sent it", () => {
    expect(unmappedWords('order_shipped.sw')).toBe('Order shipped (Kiswahili)');
    expect(unmappedWords('order_paid.en')).toBe('Order paid (English)');
    expect(unmappedWords('order_lost.xx')).toBe('order_lost.xx');
  });

  it('names a template mapping by its event and language, and lists only the order updates WhatsApp carries', () => {
    expect(whatsAppTemplateName({ event: 'order_ready', language: 'sw' })).toBe('Order ready for collection · Kiswahili');
    expect(WHATSAPP_EVENT_CHOICES.map(choice => choice.id)).toEqual(['order_paid', 'order_ready', 'order_shipped', 'order_completed', 'order_cancelled', 'order_expired', 'order_refunded']);
  });

  it("counts a body's placeholders by the highest {{n}}, as WhatsApp does", () => {
    expect(placeholderCount('Habari {{1}}! Order {{2}} left.')).toBe(2);
    expect(placeholderCount('{{3}} only')).toBe(3);
    expect(placeholderCount('No placeholders')).toBe(0);
  });

  it("shortens the last message to one line and marks staff's answer as theirs", () => {
    expect(snippet({ direction: 'in', body: 'Hello\n\nis it\tin stock?', sent_by: null })).toBe('Hello is it in stock?');
    expect(snippet({ direction: 'out', body: 'Yes', sent_by: 'wanjiku' })).toBe('wanjiku: Yes');
    expect(snippet({ direction: 'in', body: 'x'.repeat(100), sent_by: null }, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('names a customer by their WhatsApp name, else their number as the console writes phones', () => {
    expect(conversationName({ name: 'Achieng', phone: '254712345678' })).toBe('Achieng');
    expect(conversationName({ name: ' ', phone: '254712345678' })).toBe('+254 712 345 678');
    expect(deliveryWords('failed')).toBe('Not delivered');
    expect(deliveryWords(null)).toBe('');
  });
});
