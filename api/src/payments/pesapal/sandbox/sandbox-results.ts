import { randomInt } from 'node:crypto';

export type SandboxChoice = 'mpesa' | 'card' | 'decline';
export const SANDBOX_CHOICES: readonly SandboxChoice[] = ['mpesa', 'card', 'decline'];

/** A Visa test card the hosted page "charges". */
const TEST_CARD = '4761739001010010';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface SandboxOutcome {
  statusCode: number;
  paymentMethod: string;
  confirmationCode: string;
  paymentAccount: string;
}

/** M-Pesa receipts look like "SBM2VWCQ5G": ten upper-case letters and digits, starting with a letter. */
export function mpesaReceipt(): string {
  let code = String.fromCharCode(65 + randomInt(26));
  while (code.length < 10) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** "2547xxx18241", as Pesapal masks a paying phone. */
export const maskPhone = (phone: string): string => (phone.length >= 9 ? `${phone.slice(0, 4)}xxx${phone.slice(-5)}` : phone);

/** What Pesapal would report after the shopper's choice on the hosted page. */
export function outcomeOf(choice: SandboxChoice, phone: string): SandboxOutcome {
  if (choice === 'mpesa') return { statusCode: 1, paymentMethod: 'MpesaKE', confirmationCode: mpesaReceipt(), paymentAccount: maskPhone(phone) };
  if (choice === 'card') {
    const reference = Array.from({ length: 22 }, () => randomInt(10)).join('');
    return { statusCode: 1, paymentMethod: 'Visa', confirmationCode: reference, paymentAccount: `${TEST_CARD.slice(0, 6)}**${TEST_CARD.slice(-4)}` };
  }
  return { statusCode: 2, paymentMethod: '', confirmationCode: '', paymentAccount: '' };
}
