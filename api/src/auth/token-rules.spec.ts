import { issuedBeforePasswordChange, passwordVersion } from './token-rules';

describe('login tokens and password changes', () => {
  const changedAt = new Date('2026-11-25T10:00:00.123Z');

  it('keeps every token of an account whose password never changed, old ones without a version included', () => {
    expect(issuedBeforePasswordChange({}, null)).toBe(false);
    expect(issuedBeforePasswordChange({ pwv: 0 }, null)).toBe(false);
  });

  it('refuses tokens issued before the last change, to the millisecond, and keeps those issued with it', () => {
    expect(issuedBeforePasswordChange({}, changedAt)).toBe(true);
    expect(issuedBeforePasswordChange({ pwv: passwordVersion(new Date('2026-11-25T10:00:00.122Z')) }, changedAt)).toBe(true);
    expect(issuedBeforePasswordChange({ pwv: passwordVersion(changedAt) }, changedAt)).toBe(false);
  });
});
