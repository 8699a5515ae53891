// Both languages say everything: a key in one file and not the other, an empty text, or a text that
// lost one of its {{placeholders}} in translation fails here, before a shopper sees a raw key.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../lib/orderStatus';
import { SORT_OPTIONS } from '../lib/shopQuery';
import { SUBJECTS } from '../lib/contactForm';
import { SHOP_CONTACT } from '../lib/shopInfo';
import { i18nFor } from './i18n';
import { RESOURCES } from './resources';

type Tree = { [key: string]: string | Tree };

/** Every text by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = flatten(RESOURCES.en);
const sw = flatten(RESOURCES.sw);

describe('translations', () => {
  it('have the same keys in English and Kiswahili', () => {
    expect([...sw.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !sw.has(key))).toEqual([]);
  });

  it('leave no text empty and keep every placeholder', () => {
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(sw.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(sw.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('name every order status, sort order, contact subject and opening hour the shop shows', () => {
    const keys = [
      ...Object.keys(ORDER_STATUS).flatMap((status) => ['label', 'note', 'progress'].map((word) => `orderStatus.${status}.${word}`)),
      ...SORT_OPTIONS.map((sort) => `shop.sort.${sort}`),
      ...SUBJECTS.map((subject) => `contact.subjects.${subject}`),
      ...SHOP_CONTACT.hours,
    ];
    for (const key of keys) expect(en.has(key) && sw.has(key), key).toBe(true);
  });

  it('count in both languages', () => {
    expect(i18nFor('en').t('common.items', { count: 1 })).toBe('1 item');
    expect(i18nFor('en').t('common.items', { count: 3 })).toBe('3 items');
    expect(i18nFor('sw').t('common.items', { count: 3 })).toBe('bidhaa 3');
  });
});
