/** A Kenyan mobile number as the console shows it ('+254 712 345 678') and dials it ('+254712345678'). */
export interface KenyanPhone {
  shown: string;
  dial: string;
}

/**
 * A phone in any of the ways customers type one ('0712 345 678', '254712345678', '+254-712-345678'), or null
 * when it is no Kenyan mobile number (then it is shown as typed).
 */
export function kenyanPhone(typed: string | null | undefined): KenyanPhone | null {
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec((typed ?? '').replace(/[\s\-().]/g, ''));
  if (!match) return null;
  const [, subscriber] = match;
  return { shown: `+254 ${subscriber.slice(0, 3)} ${subscriber.slice(3, 6)} ${subscriber.slice(6)}`, dial: `+254${subscriber}` };
}

/** A phone as one line of text shows it: '+254 712 345 678', or as typed when it is not a Kenyan mobile. */
export const phoneText = (typed: string | null | undefined): string => kenyanPhone(typed)?.shown ?? typed ?? '';
