import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { KISWAHILI } from './kiswahili';
import { translate, translateAnswer } from './translate';

/** Where the API builds what a shopper reads: every sentence written there needs its Kiswahili. */
const CUSTOMER_SOURCES = [
  'cart',
  'cart/dto',
  'checkout',
  'checkout/dto',
  'payments/pesapal/pesapal-payments.service.ts',
  'payments/mpesa/mpesa-payments.service.ts',
  'payments/mpesa/mpesa.controller.ts',
  'payments/order-payments.service.ts',
  'orders/tracking.service.ts',
  'orders/dto/track-query.dto.ts',
  'auth',
  'auth/dto',
  'users/dto/profile.dto.ts',
  'users/dto/whatsapp-updates.field.ts',
  'users/users.service.ts',
  'discounts/discount-rules.ts',
  'discounts/dto/discount.dto.ts',
  'reviews/review-rules.ts',
  'reviews/dto/review.dto.ts',
  'contact',
  'contact/dto',
  'delivery/addresses',
  'common/http-exception.filter.ts',
  'common/validation.ts',
  'common/nul-text.ts',
  'common/web-address.ts',
  'i18n/language.field.ts',
];

/** Sentences in those files that no shopper reads: staff-only refusals, Swagger examples and descriptions. */
const NOT_FOR_SHOPPERS = new Set([
  // Staff recording an M-Pesa refund (the console is in English).
  "Give the M-Pesa transaction id of the reversal made in Safaricom's portal.",
  'Pesapal did not answer the refund request. It may still have received it: the order stays "refund requested"; send it again later if Pesapal does not report the refund.',
  'User not found.',
  'Message not found.',
  'Subscriber not found.',
  'Enter a whole number.',
  'Enter at least 1, or leave it empty for no limit.',
  'This number is too large.',
  'Give a list of {} ids.',
  'Give {} ids.',
  'Use 3-40 letters, digits, - or _.',
  'Enter a number (at most two decimals).',
  'Enter a positive number.',
  'Enter an amount in whole KSh (no cents).',
  'Enter a positive amount.',
  'This amount is too large.',
  'Give a date and time such as 2026-12-01T09:00.',
  'Give a date and time such as 2026-12-31T23:59.',
  'Give a date from the year 2000 to 2100.',
  'Choose at most {} {}.',
  'Write the reply as text.',
  'Wanjiru K.',
  '{} {}.',
  'The beadwork is even finer than in the pictures.',
  'Do you ship Kiondo baskets to Mombasa?',
  'Refused when easy to guess (common, or built from the username, e-mail or names); the field error says why.',
]);

const SRC = path.join(__dirname, '..');
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (full.endsWith('.ts')) return [full];
  return readdirSync(full)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .map((name) => path.join(full, name));
}

/** The sentences (a capital, a space, a full stop) each file writes, a `${value}` shown as `{}`. */
function sentencesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(LITERAL)]
    .map((match) => (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, '{}').replace(/\\(.)/g, '$1'))
    .filter((text) => /^[A-Z{].*\s.*[.!?]$/s.test(text));
}

describe('Kiswahili catalogue', () => {
  it('has a translation for every sentence the customer-facing modules write', () => {
    const sentences = [...new Set(CUSTOMER_SOURCES.flatMap(sourceFiles).flatMap(sentencesOf))];
    expect(sentences.length).toBeGreaterThan(80);
    const missing = sentences.filter((text) => !NOT_FOR_SHOPPERS.has(text) && translate(text, 'sw') === text);
    expect(missing).toEqual([]);
  });

  it('keeps every value of a message in its Kiswahili', () => {
    for (const [english, kiswahili] of Object.entries(KISWAHILI)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect([english, names(kiswahili)]).toEqual([english, names(english)]);
    }
  });

  it('says values inside messages, the longest matching sentence first', () => {
    expect(translate('Only 3 left of Kiondo Basket - Red. You already have 2 in your cart.', 'sw')).toBe(
      'Samahani, zimebaki 3 tu za Kiondo Basket - Red. Tayari una 2 kwenye kikapu chako.',
    );
    expect(translate('This order is payment review and cannot be paid.', 'sw')).toBe('Samahani, agizo hili linakaguliwa malipo yake, kwa hiyo haliwezi kulipiwa.');
    expect(translate('This code is not valid yet: it starts on 1 Dec 2026, 09:00.', 'sw')).toBe('Msimbo huu bado haujaanza kutumika: unaanza 1 Des 2026, 09:00.');
    expect(translate('Your cart is empty.', 'en')).toBe('Your cart is empty.');
    expect(translate('A message staff read.', 'sw')).toBe('A message staff read.');
  });

  it("says a weak password's reasons sentence by sentence, and leaves a message it only half knows in English", () => {
    expect(translate('This is a commonly used password. Add more words that are less common.', 'sw')).toBe(
      'Hili ni nenosiri linalotumiwa na watu wengi. Ongeza maneno mengine yasiyo ya kawaida.',
    );
    expect(translate('Your cart is empty. Something nobody wrote.', 'sw')).toBe('Your cart is empty. Something nobody wrote.');
  });

  it('translates detail and field messages, never the field keys', () => {
    expect(translateAnswer({ phone: ['Please provide your phone number.'], detail: 'Your cart is empty.' }, 'sw')).toEqual({
      phone: ['Tafadhali weka namba yako ya simu.'],
      detail: 'Samahani, kikapu chako hakina kitu.',
    });
  });
});
