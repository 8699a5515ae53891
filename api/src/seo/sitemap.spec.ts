import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists each page in both languages under the shop address, escaped, with its last change and its alternates', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/' },
      { path: '/shop?category=Bags & Totes', lastModified: new Date('2026-11-20T10:00:00Z') },
    ]);
    const homeAlternates = '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/"/><xhtml:link rel="alternate" hreflang="sw" href="https://shop.example/sw/"/>';
    expect(xml).toContain(`<url><loc>https://shop.example/</loc>${homeAlternates}</url>`);
    expect(xml).toContain(`<url><loc>https://shop.example/sw/</loc>${homeAlternates}</url>`);
    expect(xml).toContain('<url><loc>https://shop.example/shop?category=Bags &amp; Totes</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<url><loc>https://shop.example/sw/shop?category=Bags &amp; Totes</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
  });

  it('keeps crawlers out of the console and the shoppers own pages, and points them at the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/dashboard', '/account', '/cart', '/checkout', '/payment', '/sw/account', '/sw/cart', '/sw/checkout']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
