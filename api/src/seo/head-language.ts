// The storefront's two languages as the server sees them (the storefront's i18n/language.ts says the
// same): English pages at /…, Kiswahili ones at /sw/…. Page heads are worded per language here.

export type ShopLanguage = 'en' | 'sw';
export const SHOP_LANGUAGES: readonly ShopLanguage[] = ['en', 'sw'];
export const SW_PREFIX = '/sw';

/** The language of a storefront path and the path without its prefix: `/sw/shop` -> sw, `/shop`. */
export function splitLanguage(pathname: string): { language: ShopLanguage; path: string } {
  if (pathname !== SW_PREFIX && !pathname.startsWith(`${SW_PREFIX}/`)) return { language: 'en', path: pathname };
  return { language: 'sw', path: pathname.slice(SW_PREFIX.length) || '/' };
}

/** A page's path (and query) in `language`: `/shop` -> `/sw/shop`, `/` -> `/sw/`. */
export const inLanguage = (path: string, language: ShopLanguage): string => (language === 'sw' ? `${SW_PREFIX}${path}` : path);

/** The cookie the storefront sets when the shopper picks a language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language a shopper wants: the one they picked (cookie), else the first of the browser's
 * Accept-Language that the shop speaks (`sw-KE,sw;q=0.9,en;q=0.8` -> sw), else English.
 */
export function preferredLanguage(cookie: string | undefined, acceptLanguage: string | undefined): ShopLanguage {
  const picked = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|sw)(?:;|$)`).exec(cookie ?? '')?.[1];
  if (picked) return picked as ShopLanguage;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ base, q }) => q > 0 && (base === 'en' || base === 'sw'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.base === 'sw' ? 'sw' : 'en';
}

/** The `lang` attribute of the page's <html>. */
export const withHtmlLanguage = (html: string, language: ShopLanguage): string => html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

/** What page heads say, in each language (the storefront shows the same titles). */
export const HEAD_TEXTS: Record<ShopLanguage, Record<'tagline' | 'description' | 'allProducts' | 'home' | 'shop' | 'about' | 'contact' | 'pageNotFound' | 'productNotFound' | 'handcrafted', string>> = {
  en: {
    tagline: 'Handcrafted Kenyan Accessories',
    description: 'Handcrafted Kenyan fashion accessories: bags, ponchos, scarves and wallets, made in Kenya and delivered across the country.',
    allProducts: 'All Products',
    home: 'Home',
    shop: 'Shop',
    about: 'About Us',
    contact: 'Contact Us',
    pageNotFound: 'Page not found',
    productNotFound: 'Product Not Found',
    handcrafted: '{name}, handcrafted in Kenya.',
  },
  sw: {
    tagline: 'Mapambo ya Kenya Yaliyotengenezwa kwa Mikono',
    description: 'Mapambo ya mitindo yaliyotengenezwa kwa mikono nchini Kenya: mikoba, poncho, skafu na pochi, tunazofikisha kote nchini.',
    allProducts: 'Bidhaa Zote',
    home: 'Nyumbani',
    shop: 'Duka',
    about: 'Kuhusu Sisi',
    contact: 'Wasiliana Nasi',
    pageNotFound: 'Ukurasa haupatikani',
    productNotFound: 'Bidhaa Haipatikani',
    handcrafted: '{name}, imetengenezwa kwa mikono nchini Kenya.',
  },
};
