import { useTranslation } from './translation';
import { formatKsh } from '../lib/money';
import { LOCALES, type Language } from './language';

/** Shop dates are Nairobi's, whatever the device's clock says. */
const TIME_ZONE = 'Africa/Nairobi';

const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE };
const dayAndTime: Intl.DateTimeFormatOptions = { ...day, hour: 'numeric', minute: '2-digit' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, withTime ? dayAndTime : day)));
  return format;
}

/** The page's language, as its URL says. */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}

/** Money and dates as the page's language writes them (en-KE or sw-KE, Nairobi time). */
export function useFormats() {
  const locale = LOCALES[useLanguage()];
  return {
    ksh: formatKsh,
    date: (when: string | Date) => dateFormat(locale, false).format(new Date(when)),
    dateTime: (when: string | Date) => dateFormat(locale, true).format(new Date(when)),
  };
}
