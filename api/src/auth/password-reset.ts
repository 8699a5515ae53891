// Password reset secrets and their rules (DESIGN.md "Notifications, tracking and password reset"); pure, no I/O.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A reset link and code work this long. */
export const RESET_MINUTES = 60;
/** Wrong codes a reset takes; after that it is dead, link and code alike. */
export const MAX_CODE_ATTEMPTS = 5;

/** True whichever login was given: a phone reaches its account only once saved there (checkout keeps a paid order's). */
export const RESET_REQUESTED = 'If an account matches, we have sent it a reset link by e-mail and, if it has a phone, a code by SMS.';
export const RESET_LINK_DEAD = 'This reset link has expired or was already used. Ask for a new one.';
export const RESET_CODE_WRONG = 'This code is wrong, has expired or was already used. Check the SMS or ask for a new one.';

export interface ResetSecrets {
  /** For the link: 32 random bytes, base64url. */
  token: string;
  tokenHash: string;
  /** For the SMS: six digits. */
  code: string;
  codeHash: string;
}

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A code has only a million values, so its hash is keyed with the shop's secret (a pepper) and salted with
 * its reset's token hash: a copy of the table alone does not give the codes away.
 */
export const hashResetCode = (code: string, tokenHash: string, pepper: string): string =>
  createHmac('sha256', pepper).update(`${tokenHash}:${code}`).digest('hex');

export function newResetSecrets(pepper: string): ResetSecrets {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { token, tokenHash, code, codeHash: hashResetCode(code, tokenHash, pepper) };
}

/** Compares two hex hashes in constant time. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const resetExpiry = (now: Date): Date => new Date(now.getTime() + RESET_MINUTES * 60_000);

/** A reset still open: not used, not expired, not killed by wrong codes. */
export const resetIsOpen = (reset: { usedAt: Date | null; expiresAt: Date; codeAttempts: number }, now: Date): boolean =>
  reset.usedAt === null && reset.expiresAt.getTime() > now.getTime() && reset.codeAttempts < MAX_CODE_ATTEMPTS;
