// M-Pesa Express on the payment page (issue 32): where the order's latest PIN prompt stands, in the shopper's words.
import type { MpesaAttempt } from '@shop/api-client';

/**
 * How long a prompt stays on the phone (Safaricom closes it after about a minute), and how often the page asks
 * where it stands: often while the shopper can still answer, then less often until Daraja reports its end.
 */
export const MPESA_PROMPT = { lifeMs: 60_000, pollMs: 2000, slowPollMs: 5000 };

/** 254712345678, +254 712 345 678 or 0712345678 -> '0712 345 678', as a Kenyan shopper writes it; anything else as it is. */
export function localPhone(phone: string): string {
  const digits = /^(?:\+?254|0)([17]\d{8})$/.exec(phone.replace(/[\s-]/g, ''))?.[1];
  return digits ? `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : phone;
}

/** When the attempt's prompt closes on the phone, in this browser's milliseconds. */
export const promptClosesAt = (attempt: Pick<MpesaAttempt, 'created_at'>): number => Date.parse(attempt.created_at) + MPESA_PROMPT.lifeMs;

/** Daraja's result codes that have words of their own (mpesa.failed.<words>); any other code gets the general words. */
const FAILURE_WORDS: Record<number, string> = { 1032: 'cancelled', 1037: 'unreachable', 2001: 'wrongPin', 1: 'notEnoughMoney' };

/** The translation key and values of a failed attempt's words: its own for the codes a shopper meets, else the code. */
export function failureText(attempt: Pick<MpesaAttempt, 'result_code'>): { key: string; values: { code?: number } } {
  const code = attempt.result_code;
  // No code: Daraja never took the prompt, so the phone never rang.
  if (code === null) return { key: 'mpesa.failed.notSent', values: {} };
  const words = FAILURE_WORDS[code];
  return words ? { key: `mpesa.failed.${words}`, values: {} } : { key: 'mpesa.failed.other', values: { code } };
}

/** '0:45', '1:00': what is left of a prompt's life. */
export const countdownText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
