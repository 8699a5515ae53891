/** A page of the shop as search engines should list it. */
export interface SitemapEntry {
  /** Path and query on the shop, e.g. `/product/12` or `/shop?category=Bags`. */
  path: string;
  lastModified?: Date;
}

import { inLanguage, SHOP_LANGUAGES } from './head-language';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/**
 * The sitemaps.org document for `entries` under `baseUrl` (no trailing slash): each page in English and
 * in Kiswahili, each naming both addresses as its alternates (hreflang), as Google reads them.
 */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const alternates = SHOP_LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(baseUrl + inLanguage(path, language))}"/>`).join('');
    return SHOP_LANGUAGES.map((language) => `<url><loc>${escapeXml(baseUrl + inLanguage(path, language))}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are a shopper's own or a step of paying: never worth a search result. */
export const PRIVATE_PATHS = ['/dashboard', '/account', '/cart', '/checkout', '/payment', '/order-success', '/order-failed', '/wishlist', '/newsletter', '/pesapal-sandbox'];

export function robotsTxt(baseUrl: string): string {
  const disallowed = SHOP_LANGUAGES.flatMap((language) => PRIVATE_PATHS.filter((path) => language === 'en' || path !== '/dashboard').map((path) => inLanguage(path, language)));
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
