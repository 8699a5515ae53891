import { randomBytes } from 'node:crypto';

/** Crockford's base32: digits and capitals without I, L, O and U, so a reference read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Eight characters of 5 bits: 40 random bits, about a trillion references. */
const LENGTH = 8;

/**
 * A new order's reference, e.g. "KC-7K3M9QX2": random, so one known order tells nothing of another's
 * (references were once "KC-" + the padded id, and orders of those days keep theirs). Stored unique on
 * the order. With 100,000 orders placed, a new one draws a taken reference about once in ten million
 * checkouts; the unique column then refuses that checkout whole (409, nothing taken) and a retry draws anew.
 */
export function newOrderReference(): string {
  const bytes = randomBytes(LENGTH);
  return `KC-${Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')}`;
}

/**
 * A reference as typed, in the form it is stored: any case, spaces around it, and Crockford's look-alikes
 * (I and L for 1, O for 0) taken as meant; null for text that cannot be one (old numeric ones included).
 */
export function readOrderReference(text: string): string | null {
  const match = /^KC-([0-9A-Z]{6,12})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const code = match[1].replace(/[IL]/g, '1').replace(/O/g, '0');
  return /^\d+$/.test(code) || (code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char))) ? `KC-${code}` : null;
}
