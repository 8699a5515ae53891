/** How deeply a JSON body or JSON parameter may nest: the shop's own documents need a handful of levels. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text nests arrays/objects deeper than `max`. One pass over the raw text, no
 * recursion and no parsing, so it runs safely before JSON.parse or anything that walks the result.
 */
export function nestsDeeperThan(text: Buffer | string, max = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) depth--;
  }
  return false;
}

/** body-parser's `verify` hook: a body nested too deeply never reaches JSON.parse. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body)) throw Object.assign(new Error('JSON nested too deeply'), { type: 'entity.too.deep', status: 400 });
}
