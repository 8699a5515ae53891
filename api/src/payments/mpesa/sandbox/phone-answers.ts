/** How Safaricom tells the shop of an answered prompt: callbacks sent, and after how long. */
interface CallbackPlan {
  count: number;
  delayMs: number;
}

export interface PhoneAnswer {
  /** The button on the stand-in's phone page. */
  label: string;
  resultCode: number;
  /** Daraja's words for the result. */
  resultDesc: string;
  callbacks: CallbackPlan;
}

const ONE_CALLBACK: CallbackPlan = { count: 1, delayMs: 0 };
const PAID = 'The service request is processed successfully.';

/**
 * What the shopper can do with a prompt on the stand-in's phone, and what Daraja then reports: the outcomes the
 * payment page has words for, and the callback faults integrators meet (lost, late, repeated).
 */
export const PHONE_ANSWERS = {
  pin: { label: 'Enter PIN', resultCode: 0, resultDesc: PAID, callbacks: ONE_CALLBACK },
  cancel: { label: 'Cancel', resultCode: 1032, resultDesc: 'Request cancelled by user', callbacks: ONE_CALLBACK },
  'wrong-pin': { label: 'Wrong PIN', resultCode: 2001, resultDesc: 'The initiator information is invalid.', callbacks: ONE_CALLBACK },
  'no-money': { label: 'Not enough money', resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.', callbacks: ONE_CALLBACK },
  unreachable: { label: 'Unreachable', resultCode: 1037, resultDesc: 'DS timeout user cannot be reached', callbacks: ONE_CALLBACK },
  'no-callback': { label: 'Pay, no callback', resultCode: 0, resultDesc: PAID, callbacks: { count: 0, delayMs: 0 } },
  'late-callback': { label: 'Pay, late callback', resultCode: 0, resultDesc: PAID, callbacks: { count: 1, delayMs: 20_000 } },
  'duplicate-callbacks': { label: 'Pay, duplicate callbacks', resultCode: 0, resultDesc: PAID, callbacks: { count: 3, delayMs: 0 } },
} satisfies Record<string, PhoneAnswer>;

export type PhoneAnswerName = keyof typeof PHONE_ANSWERS;
export const PHONE_ANSWER_NAMES = Object.keys(PHONE_ANSWERS) as PhoneAnswerName[];

/** Repeated callbacks come a second apart: close together, but not in the same instant. */
const DUPLICATE_SPACING_MS = 1000;

/** When each of the answer's callbacks is sent, in milliseconds from the answer. */
export const callbackDelays = ({ count, delayMs }: CallbackPlan): number[] => Array.from({ length: count }, (_, index) => delayMs + index * DUPLICATE_SPACING_MS);
