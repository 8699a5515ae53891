// One i18next instance per language, made once and never switched: a page is rendered (on the server,
// where renders in both languages run side by side) or run (in the browser) in its URL's language only,
// so no render can ever see another's language, and no render pays for making an instance.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import sw from './sw.json';
import type { Language } from './language';

export const RESOURCES = { en, sw } as const;

const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    // Resources are in the bundle: initAsync false makes the instance ready before the first render.
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: RESOURCES[language] } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
