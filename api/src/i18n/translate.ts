import { KISWAHILI } from './kiswahili';
import { KISWAHILI_PASSWORD_FEEDBACK } from './kiswahili-passwords';
import { Language, LOCALES } from './languages';

const CATALOGUES: Record<Exclude<Language, 'en'>, Record<string, string>> = { sw: { ...KISWAHILI_PASSWORD_FEEDBACK, ...KISWAHILI } };

interface Pattern {
  english: RegExp;
  names: string[];
  translation: string;
  /** How many characters of the English are fixed words, not values. */
  fixed: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue's messages with values (`Only {stock} left of {product}.`) as anchored patterns, the
 * ones with the most fixed words first: a product name may hold any text, so the longer sentence
 * ("… You already have 2 in your cart.") must be tried before its shorter start.
 */
function patternsOf(catalogue: Record<string, string>): Pattern[] {
  return Object.entries(catalogue)
    .filter(([english]) => /\{\w+\}/.test(english))
    .map(([english, translation]) => ({
      english: new RegExp(`^${english.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`, 's'),
      names: [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      translation,
      fixed: english.replace(/\{\w+\}/g, '').length,
    }))
    .sort((a, b) => b.fixed - a.fixed);
}

const PATTERNS = Object.fromEntries(Object.entries(CATALOGUES).map(([language, catalogue]) => [language, patternsOf(catalogue)])) as Record<keyof typeof CATALOGUES, Pattern[]>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A Nairobi wall-clock time as the English messages write it: "1 Dec 2026, 09:00" (discount-rules' nairobiLabel). */
const DATE_LABEL = new RegExp(`^(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4}), (\\d{2}:\\d{2})$`);

/** A value inside a message in `language`: a catalogue word (an order state), a date in the language's Kenyan locale, or as it is. */
function sayValue(value: string, language: Exclude<Language, 'en'>): string {
  const catalogue = CATALOGUES[language];
  if (Object.prototype.hasOwnProperty.call(catalogue, value)) return catalogue[value];
  const date = DATE_LABEL.exec(value);
  if (!date) return value;
  // Already Nairobi's wall clock: written as UTC so no zone moves it.
  const day = new Date(Date.UTC(Number(date[3]), MONTHS.indexOf(date[2]), Number(date[1])));
  return `${day.toLocaleDateString(LOCALES[language], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })}, ${date[4]}`;
}

/**
 * `text` in `language`, or undefined when the catalogue has no such message. A message of several
 * sentences the catalogue knows one by one (a weak password's warning and suggestions) is said sentence by sentence.
 */
function translation(text: string, language: Exclude<Language, 'en'>): string | undefined {
  const whole = sentenceTranslation(text, language);
  if (whole !== undefined) return whole;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return undefined;
  const said = sentences.map((sentence) => sentenceTranslation(sentence, language));
  return said.every((sentence) => sentence !== undefined) ? said.join(' ') : undefined;
}

function sentenceTranslation(text: string, language: Exclude<Language, 'en'>): string | undefined {
  const catalogue = CATALOGUES[language];
  if (Object.prototype.hasOwnProperty.call(catalogue, text)) return catalogue[text];
  for (const pattern of PATTERNS[language]) {
    const match = pattern.english.exec(text);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, index) => [name, match[index + 1]]));
    return pattern.translation.replace(/\{(\w+)\}/g, (_, name: string) => sayValue(values.get(name) ?? '', language));
  }
  return undefined;
}

/** A message in `language`; English (as written) when it is English or the catalogue lacks it. */
export const translate = (text: string, language: Language): string => (language === 'en' ? text : (translation(text, language) ?? text));

/**
 * An error or notice body in `language`: its `detail`, and each field's messages (`{"phone": ["…"]}`);
 * the field keys stay as they are. Anything else passes unchanged.
 */
export function translateAnswer(body: unknown, language: Language): unknown {
  if (language === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (typeof value === 'string' && key === 'detail') return [key, translate(value, language)];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [key, value.map((item: string) => translate(item, language))];
      return [key, value];
    }),
  );
}
