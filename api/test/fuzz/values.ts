/**
 * The hostile values the fuzzer sends, a seeded random source, and a JSON writer that can
 * put numbers JSON.stringify cannot write (1e309, 400-digit integers) into a body.
 */

/** A seeded PRNG (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** JSON text written as is, for numbers JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What a payload mutation is about; the report counts 5xx answers per family. */
export type Family =
  | 'valid'
  | 'path-id'
  | 'path-id-range'
  | 'path-nul'
  | 'query'
  | 'query-id-range'
  | 'query-nul'
  | 'query-huge'
  | 'field-null'
  | 'field-empty'
  | 'field-type'
  | 'field-number'
  | 'field-id-range'
  | 'field-huge'
  | 'field-nul'
  | 'field-unicode'
  | 'missing-required'
  | 'body-shape'
  | 'body-size'
  | 'deep-json'
  | 'junk-bytes'
  | 'content-type'
  | 'content-encoding'
  | 'multipart'
  | 'image'
  | 'auth'
  | 'random';

export const KB100 = 'k'.repeat(100 * 1024 + 16);
export const MB1 = 'm'.repeat(1024 * 1024);
export const UNICODE = [
  '𝕂𝕖𝕟𝕪𝕒 🇰🇪 👩🏾‍🦱',
  '\u202Egnp.exe\u202C',
  'e\u0301\u0301\u0301 İı ß ﬃ',
  '\uFEFF\u200B\u200D\u2060',
  '\uD800 lone surrogate \uDFFF',
  '١٢٣ ٤٥',
  'ﷺ'.repeat(64),
  '\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  "O'Brien \"quoted\" \\ back",
  '%00%ff%2e%2e/..\\..',
  '\u0007\u001b[31mred\u001b[0m',
];

/** Values for a body field, each with the family it belongs to. */
export const FIELD_VALUES: [unknown, Family][] = [
  [null, 'field-null'],
  ['', 'field-empty'],
  ['   ', 'field-empty'],
  [true, 'field-type'],
  ['abc', 'field-type'],
  [[], 'field-type'],
  [{}, 'field-type'],
  [[1, 'two', null], 'field-type'],
  [{ $gt: '' }, 'field-type'],
  [0, 'field-number'],
  [-1, 'field-number'],
  [1.5, 'field-number'],
  [new RawJson('1e309'), 'field-number'],
  [new RawJson('-1e309'), 'field-number'],
  [new RawJson('-0'), 'field-number'],
  [2147483648, 'field-id-range'],
  [99999999999, 'field-id-range'],
  [new RawJson('9'.repeat(400)), 'field-id-range'],
  ['99999999999', 'field-id-range'],
  [KB100, 'field-huge'],
  [MB1, 'field-huge'],
  ['a\u0000b', 'field-nul'],
  ['\u0000', 'field-nul'],
  ...UNICODE.map((text): [unknown, Family] => [text, 'field-unicode']),
];

/** Values for a key inside a list `filter`. */
export const FILTER_VALUES: [unknown, Family][] = [
  [null, 'query'],
  [0, 'query'],
  [-1, 'query'],
  [1.5, 'query'],
  [true, 'query'],
  ['', 'query'],
  ['abc', 'query'],
  [[], 'query'],
  [[1, 'x', null], 'query'],
  [{}, 'query'],
  [new RawJson('1e309'), 'query'],
  [2147483648, 'query-id-range'],
  [99999999999, 'query-id-range'],
  [[99999999999], 'query-id-range'],
  // From 1e21 JavaScript writes numbers with an exponent, which reaches SQL as text PostgreSQL cannot read.
  [new RawJson('1e21'), 'query-id-range'],
  [new RawJson('-1e21'), 'query-id-range'],
  ['KC-999999999999', 'query-id-range'],
  ['a\u0000b', 'query-nul'],
  [['\u0000'], 'query-nul'],
  ['K'.repeat(5000), 'query'],
  [UNICODE[0], 'query'],
  [UNICODE[4], 'query'],
];

/** Whole `filter`, `sort` or `range` texts that are not what the list expects. */
export const LIST_PARAM_JUNK: string[] = [
  'not json',
  '[',
  'null',
  '"text"',
  '1e309',
  '[]',
  '{}',
  '[null]',
  '["id","DROP"]',
  '["no_such_field","ASC"]',
  '["__proto__","ASC"]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[-1,5]',
  '[5,1]',
  '[0,1e309]',
  '[0,99999999999]',
  '[2147483648,2147483650]',
  '[1.5,2]',
  '["a","b"]',
  '[0]',
  // Deep, yet short enough (12 KB encoded) to pass Node's 16 KB header limit and reach the parser.
  '['.repeat(2000) + ']'.repeat(2000),
];

/** Path ids, already written for a URL. */
export const PATH_IDS: [string, Family][] = [
  ['0', 'path-id'],
  ['-1', 'path-id'],
  ['2147483647', 'path-id'],
  ['2147483648', 'path-id-range'],
  ['99999999999', 'path-id-range'],
  ['9'.repeat(400), 'path-id-range'],
  ['1e309', 'path-id'],
  ['abc', 'path-id'],
  ['1.5', 'path-id'],
  ['0x10', 'path-id'],
  ['%201', 'path-id'],
  ['NaN', 'path-id'],
  ['%D9%A1%D9%A2', 'path-id'],
  ['%E0%A4%A', 'path-id'],
  ['%00', 'path-nul'],
  ['1%00', 'path-nul'],
];

export const PATH_TEXTS: [string, Family][] = [
  ['KC-999999999999', 'path-id-range'],
  ['KC-99999999999999999999', 'path-id-range'],
  ['KC-000000', 'path-id'],
  ['KC--1', 'path-id'],
  ['KC-1e309', 'path-id'],
  ['KC-%00', 'path-nul'],
  ['%00', 'path-nul'],
  ['x'.repeat(3000), 'path-id'],
  [encodeURIComponent(UNICODE[0]), 'path-id'],
  ['%E0%A4%A', 'path-id'],
  ['..%2F..%2Fetc%2Fpasswd', 'path-id'],
];

/** Values of a plain query parameter (`days`, `type`, `OrderTrackingId`), already written for a URL. */
export const QUERY_SCALARS: [string, Family][] = [
  ['', 'query'],
  ['0', 'query'],
  ['-1', 'query'],
  ['1e309', 'query'],
  ['abc', 'query'],
  ['2147483648', 'query-id-range'],
  ['99999999999', 'query-id-range'],
  ['%00', 'query-nul'],
  ['a%00b', 'query-nul'],
  ['x'.repeat(5000), 'query'],
  [encodeURIComponent(UNICODE[1]), 'query'],
  ['%E0%A4%A', 'query'],
  ['%5B%5D', 'query'],
];

/** A 1×1 PNG, and the same with its image data broken (header intact). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 41), Buffer.from('broken image data, not zlib'), PNG.subarray(PNG.length - 12)]);

export function randomBytes(rng: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(rng() * 256);
  return bytes;
}

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, where encodeURIComponent throws). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** A random string of code points from every plane, surrogate halves and controls included. */
export function randomText(rng: () => number, maxLength = 64): string {
  const length = Math.floor(rng() * maxLength);
  let text = '';
  for (let i = 0; i < length; i++) {
    const band = rng();
    const code = band < 0.5 ? 0x20 + Math.floor(rng() * 0x5f) : band < 0.6 ? Math.floor(rng() * 0x20) : Math.floor(rng() * 0x10ffff);
    text += String.fromCodePoint(code);
  }
  return text;
}

/** A random JSON value: numbers across every range, strings, nesting. */
export function randomValue(rng: () => number, depth = 0): unknown {
  const kind = Math.floor(rng() * (depth > 2 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng() < 0.5;
    case 2:
      return Math.floor((rng() - 0.5) * 2 ** Math.floor(rng() * 70));
    case 3:
      return (rng() - 0.5) * 10 ** Math.floor(rng() * 40);
    case 4:
      return randomText(rng);
    case 5:
      return Array.from({ length: Math.floor(rng() * 4) }, () => randomValue(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [randomText(rng, 8), randomValue(rng, depth + 1)]));
  }
}
