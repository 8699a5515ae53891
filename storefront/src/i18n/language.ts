// The shop's two languages and their addresses: English at /…, Kiswahili at /sw/… (the same page
// under a prefix), so every public page has one URL per language that search engines can list.
import { localPath } from '@shop/local-path';

export type Language = 'en' | 'sw';
export const LANGUAGES: readonly Language[] = ['en', 'sw'];

/** The prefix of the Kiswahili pages: the router's basename there. */
export const SW_PREFIX = '/sw';

/** Each language by its own name, so a shopper finds theirs whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** Number and date formats: Kenyan English and Kenyan Kiswahili. */
export const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The cookie that remembers the shopper's choice, read by the server too (a bare URL then redirects to /sw/…). */
export const LANGUAGE_COOKIE = 'lang';

/** The language of a page's path: /sw and anything under /sw/ is Kiswahili. */
export const languageOfPath = (pathname: string): Language => (pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`) ? 'sw' : 'en');

/** The router's basename for a language (none for English). */
export const basenameOf = (language: Language): string | undefined => (language === 'sw' ? SW_PREFIX : undefined);

/** The path without its language prefix: `/sw/shop?x` -> `/shop?x`, `/sw` -> `/`. */
export function pathWithoutLanguage(path: string): string {
  if (languageOfPath(path.split(/[?#]/)[0]) === 'en') return path;
  const rest = path.slice(SW_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page in `language`: `/shop?x` in sw -> `/sw/shop?x`; `/sw/` in en -> `/`. Read as a path on the
 * shop first, so no address (a 404's `/sw//host/…`) becomes another site's once its prefix is off.
 */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(localPath(path));
  return language === 'sw' ? `${SW_PREFIX}${bare}` : bare;
}
