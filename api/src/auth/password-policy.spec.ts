import { MIN_PASSWORD_SCORE, passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  it.each(['12345678', 'password', 'qwertyuiop', 'iloveyou1'])('refuses the common password %s and says why', (password) => {
    expect(passwordWeakness(password)).toMatch(/(commonly|heavily|frequently) used password|common password/);
  });

  it("refuses the shop's own name dressed up", () => {
    expect(passwordWeakness('KenyanCrafts2024')).toMatch(/personal or page related data/);
  });

  it("refuses the account's own username, e-mail and names", () => {
    const personal = ['wanjiku_k', 'wanjiku.kamau@example.com', 'Wanjiku', 'Kamau'];
    for (const password of ['wanjiku_k', 'wanjiku.kamau@example.com', 'wanjikukamau', 'Kamau2024!']) {
      expect(passwordWeakness(password, personal)).toMatch(/personal or page related data/);
    }
    // The same password is fine for someone it says nothing about.
    expect(passwordWeakness('wanjikukamau', ['otieno'])).toBeNull();
  });

  it('gives a reason even when zxcvbn has no warning', () => {
    expect(passwordWeakness('another-pass')).toBe('This password is too easy to guess. Add more words that are less common.');
  });

  it(`accepts passwords scoring ${MIN_PASSWORD_SCORE} or more`, () => {
    for (const password of ['kikoy-2024', 'Kikapu-cha-Mama-2026', 'secret-pass-123', 'correct horse battery']) expect(passwordWeakness(password)).toBeNull();
  });
});
