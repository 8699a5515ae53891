/** A page of the shop as search engines should list it. */
export interface SitemapEntry {
  /** Path and query on the shop, e.g. `/product/12` or `/shop?category=Bags`. */
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** The sitemaps.org document for `entries` under `baseUrl` (no trailing slash). */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(baseUrl + path)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Pages that are a shopper's own or a step of paying: never worth a search result. */
export const PRIVATE_PATHS = ['/dashboard', '/account', '/cart', '/checkout', '/payment', '/order-success', '/order-failed', '/wishlist', '/newsletter', '/pesapal-sandbox'];

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
