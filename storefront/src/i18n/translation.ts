// The texts' hook for the shop's components: react-i18next's useTranslation cut down to what the shop's instances
// need (one per language, its texts loaded before the first render and its language never switched: i18n.ts).
// The library's hook makes a new `t` and a copy of the whole instance for each component it is called in, on every
// server render: about a tenth of a product page's render. The instance's own `t` (its language is the page's) also
// skips getFixedT's copy of all the instance's options on every call.
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

interface Translation {
  t: TFunction;
  i18n: I18n;
}

const translations = new WeakMap<I18n, Translation>();

/** The page's language's `t` and instance (I18nextProvider's), the same for every component and every render. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = translations.get(i18n);
  if (!translation) translations.set(i18n, (translation = { t: i18n.t.bind(i18n), i18n }));
  return translation;
}
