// What a login token carries and when it stops opening its account (pure rules, shared by signing and checking).

export interface JwtPayload {
  sub: number;
  jti: string;
  exp: number;
  /** The account's password version when the token was issued (absent: never changed). */
  pwv?: number;
}

/** The version of an account's password a token must carry: when it was last changed, in ms (0: never). */
export const passwordVersion = (passwordChangedAt: Date | null): number => passwordChangedAt?.getTime() ?? 0;

/** A token issued before the account's last password change no longer opens it: the change ends every other session. */
export const issuedBeforePasswordChange = (payload: Pick<JwtPayload, 'pwv'>, passwordChangedAt: Date | null): boolean =>
  (payload.pwv ?? 0) !== passwordVersion(passwordChangedAt);
