// One i18next instance per language, made once and never switched: a page is rendered (on the server,
// where renders in both languages run side by side) or run (in the browser) in its URL's language only,
// so no render can ever see another's language, and no render pays for making an instance. The browser
// loads only its page's texts (boot/startShop.tsx); the server and the tests hold both (resources.ts).
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';

/** A language's texts by area (en.json, sw.json). */
export type Texts = Record<string, unknown>;

const instances = new Map<Language, I18n>();

export function addLanguage(language: Language, texts: Texts): void {
  if (instances.has(language)) return;
  const instance = createInstance();
  // The texts are at hand: initAsync false makes the instance ready before the first render.
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(language, instance);
}

export function i18nFor(language: Language): I18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`the ${language} texts are not loaded`);
  return instance;
}

/** The page's texts, fetched as their own small file: a page never carries the other language's. */
export async function loadLanguage(language: Language): Promise<void> {
  const texts = language === 'sw' ? await import('./sw.json') : await import('./en.json');
  addLanguage(language, texts.default);
}
