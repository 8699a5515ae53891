import type { Request } from 'express';

/** The shop's languages (issue 21): English, and Kiswahili for Kenyan shoppers. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a request asks for by `Accept-Language` (`sw`, `sw-KE`, …), English when it names neither. */
export const requestLanguage = (req: Pick<Request, 'acceptsLanguages'>): Language => {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
};

/** The locale money and dates are written in: KSh and Nairobi time either way. */
export const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The storefront's address of `path` (`/track?ref=…`) in `language`: Kiswahili pages live under `/sw`. */
export const shopPageUrl = (shopUrl: string, path: string, language: Language): string => `${shopUrl}${language === 'sw' ? '/sw' : ''}${path}`;
