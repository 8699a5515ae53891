// The shopper's choice of language: remembered in a cookie (the server reads it to send a bare URL on
// to /sw/…) and, when signed in, on the account (`language`), which a later login adopts.
import { authApi } from '../api/endpoints';
import { LANGUAGE_COOKIE, pathInLanguage, type Language } from './language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Saves the language on the signed-in account; a failure keeps the choice for this browser only. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const form = new FormData();
  form.append('language', language);
  await authApi.updateProfile(form).catch(() => undefined);
}

/**
 * Opens `path` (an English path, query and hash) in `language`: a page's language is its URL's for the
 * whole visit, so changing it is loading the other URL, rendered by the server in that language.
 */
export function openInLanguage(path: string, language: Language): void {
  rememberLanguage(language);
  loadPage.go(pathInLanguage(path, language));
}

/** How the browser opens another address; replaced in tests (jsdom does not navigate). */
export const loadPage = { go: (url: string) => window.location.assign(url) };
