import { ValidateBy } from 'class-validator';

/**
 * Top-level domains that mail and SMS apps turn into links on their own, or that link shorteners use:
 * a bare "evil.com" is a link there even without http:// (issue 28).
 */
const LINKED_TLDS = 'com|net|org|info|biz|io|co|ke|ly|me|app|xyz|site|online|link|click|top|tk|ru|cn|uk|us|de|tz|ug|ng|to|gl|gd|cc|ws|page|dev|shop|store|live';

/** A scheme (http://), www., or a domain-like word: dotted, then a known top-level domain or a path. */
const WEB_ADDRESS = new RegExp(`[a-z][a-z0-9+.-]*://|\\bwww\\.|[a-z0-9-]+\\.(?:[a-z0-9-]+\\.)*(?:[a-z]{2,}/|(?:${LINKED_TLDS})(?![a-z0-9-]))`, 'i');

/**
 * The longest text scanned: the fields this guards allow at most 500 characters, and a longer one is refused
 * by its length rule. The scan tries the pattern at every position, so 100 kB would hold the event loop for
 * seconds (the fuzzer's find).
 */
const LONGEST_SCANNED = 1000;

export const containsWebAddress = (text: string): boolean => text.length <= LONGEST_SCANNED && WEB_ADDRESS.test(text);

/** `text` without the words that read as web addresses (names stored before they were refused), so no message ever shows one. */
export const withoutWebAddresses = (text: string): string =>
  text
    .split(/\s+/)
    .filter((word) => word && word.length <= LONGEST_SCANNED && !containsWebAddress(word))
    .join(' ');

const MESSAGES = {
  name: 'A name cannot contain a web address.',
  address: 'An address cannot contain a web address.',
};

/**
 * Names and addresses the shop writes into its messages are text, never links: a web address in one
 * would let anyone send phishing from the shop (an order in a stranger's name, then cancelled).
 */
export const NoWebAddress = (field: keyof typeof MESSAGES) =>
  ValidateBy({
    name: 'noWebAddress',
    validator: { validate: (value: unknown) => typeof value !== 'string' || !containsWebAddress(value), defaultMessage: () => MESSAGES[field] },
  });
