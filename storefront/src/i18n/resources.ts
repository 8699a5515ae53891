// Both languages' texts at once, for the server's renders and the tests (the browser loads one: i18n.ts).
import en from './en.json';
import sw from './sw.json';
import { addLanguage } from './i18n';
import { LANGUAGES } from './language';

export const RESOURCES = { en, sw } as const;

for (const language of LANGUAGES) addLanguage(language, RESOURCES[language]);
