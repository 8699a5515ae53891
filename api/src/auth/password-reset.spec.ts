import { hashResetCode, hashResetToken, MAX_CODE_ATTEMPTS, newResetSecrets, resetExpiry, resetIsOpen, sameHash } from './password-reset';

describe('password reset secrets', () => {
  it('makes a 32-byte base64url token and a six-digit code, keeping only their hashes', () => {
    const secrets = newResetSecrets('a-pepper-of-16-chars');
    expect(secrets.token).toMatch(/^[\w-]{43}$/);
    expect(secrets.code).toMatch(/^\d{6}$/);
    expect(secrets.tokenHash).toBe(hashResetToken(secrets.token));
    expect(secrets.codeHash).toBe(hashResetCode(secrets.code, secrets.tokenHash, 'a-pepper-of-16-chars'));
    expect(newResetSecrets('a-pepper-of-16-chars').token).not.toBe(secrets.token);
  });

  it('keys the code with the pepper and salts it with its reset, so a copied table alone gives no code away', () => {
    expect(hashResetCode('123456', 'reset-1', 'pepper-a')).not.toBe(hashResetCode('123456', 'reset-1', 'pepper-b'));
    expect(hashResetCode('123456', 'reset-1', 'pepper-a')).not.toBe(hashResetCode('123456', 'reset-2', 'pepper-a'));
    expect(sameHash(hashResetToken('x'), hashResetToken('x'))).toBe(true);
    expect(sameHash(hashResetToken('x'), hashResetToken('y'))).toBe(false);
    expect(sameHash('short', hashResetToken('x'))).toBe(false);
  });

  it('is open for an hour, until used or killed by wrong codes', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const open = { usedAt: null, expiresAt: resetExpiry(now), codeAttempts: 0 };
    expect(open.expiresAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(resetIsOpen(open, now)).toBe(true);
    expect(resetIsOpen(open, new Date('2026-11-25T11:00:00Z'))).toBe(false);
    expect(resetIsOpen({ ...open, usedAt: now }, now)).toBe(false);
    expect(resetIsOpen({ ...open, codeAttempts: MAX_CODE_ATTEMPTS - 1 }, now)).toBe(true);
    expect(resetIsOpen({ ...open, codeAttempts: MAX_CODE_ATTEMPTS }, now)).toBe(false);
  });
});
