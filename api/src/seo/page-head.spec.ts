import type { ProductView } from '../catalog/views';
import { headTags, homeHead, notFoundHead, policyPageHead, productHead, shopHead, withHead, withMeta } from './page-head';

const base = 'https://shop.example';
const product = {
  id: 7,
  name: 'Maasai "Beaded" Tote',
  description: 'Hand-beaded in Narok. </script><script>alert(1)</script>',
  main_image: '/media/products/ab.webp',
  category: { id: 1, name: 'Bags & Totes' },
  price: 3500,
  stock: 0,
  variants: [{ sku: 'BAG-7-1-RED', price: 3500, images: [] }],
} as unknown as ProductView;

describe('page head', () => {
  it('keeps a picture served from MEDIA_PUBLIC_URL as it is', () => {
    const cdn = 'https://cdn.kenyancrafts.example/products/ab.webp';
    const head = productHead(base, { ...product, main_image: cdn } as ProductView);
    expect(head.image).toBe(cdn);
    expect(head.structuredData[0]).toMatchObject({ image: [cdn] });
  });

  it('describes a product with its picture, an Offer in KES with availability from stock, and its breadcrumbs', () => {
    const head = productHead(base, product);
    expect(head).toMatchObject({ title: 'Maasai "Beaded" Tote | Kenyan Crafts', canonical: `${base}/product/7`, image: `${base}/media/products/ab.webp`, type: 'product' });
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'Product',
      name: 'Maasai "Beaded" Tote',
      offers: { '@type': 'Offer', price: 3500, priceCurrency: 'KES', availability: 'https://schema.org/OutOfStock' },
    });
    expect(head.structuredData[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Shop' }, { name: 'Bags & Totes', item: `${base}/shop?category=Bags%20%26%20Totes` }, { name: 'Maasai "Beaded" Tote', position: 4 }],
    });
  });

  it('carries AggregateRating and Review entries only when the product has approved reviews', () => {
    const data = (head: ReturnType<typeof productHead>) => head.structuredData[0] as Record<string, unknown>;
    expect(data(productHead(base, { ...product, rating_average: null, rating_count: 0 }))).not.toHaveProperty('aggregateRating');
    expect(data(productHead(base, { ...product, rating_average: null, rating_count: 0 }))).not.toHaveProperty('review');
    const rated = productHead(base, { ...product, rating_average: 4.5, rating_count: 2 }, [
      { rating: 5, title: 'Lovely </script>', text: 'Strong straps.', author: 'Wanjiru K.', created_at: new Date('2026-11-20T10:00:00Z') },
      { rating: 4, title: '', text: '', author: 'Otieno O.', created_at: new Date('2026-11-19T10:00:00Z') },
    ]);
    expect(data(rated)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        { '@type': 'Review', reviewRating: { ratingValue: 5 }, author: { '@type': 'Person', name: 'Wanjiru K.' }, datePublished: '2026-11-20', name: 'Lovely </script>', reviewBody: 'Strong straps.' },
        { '@type': 'Review', reviewRating: { ratingValue: 4 }, author: { name: 'Otieno O.' }, datePublished: '2026-11-19' },
      ],
    });
    expect(headTags(rated)).not.toContain('Lovely </script>');
  });

  it("preloads the picture the page opens on, in the widths its srcset offers", () => {
    const withVariantPicture = {
      ...product,
      stock: 2,
      shown_variant_id: 2,
      variants: [{ id: 1, sku: 'A', stock: 0, images: [{ image: '/media/products/out.webp' }] }, { id: 2, sku: 'B', stock: 2, images: [{ image: '/media/products/in.webp' }] }],
    } as unknown as ProductView;
    expect(headTags(productHead(base, withVariantPicture))).toContain(
      '<link rel="preload" as="image" href="/media/products/in.webp" imagesrcset="/media/products/in.w320.webp 320w, /media/products/in.w480.webp 480w, /media/products/in.w640.webp 640w, /media/products/in.w1024.webp 1024w" imagesizes="(min-width: 900px) 50vw, 100vw" fetchpriority="high" />',
    );
    expect(productHead(base, product).preloadImage).toEqual({ url: '/media/products/ab.webp', sizes: '(min-width: 900px) 50vw, 100vw' });
  });

  it('writes tags no product text can break out of', () => {
    const tags = headTags(productHead(base, product));
    expect(tags).toContain('<title>Maasai &quot;Beaded&quot; Tote | Kenyan Crafts</title>');
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/media/products/ab.webp" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('</script><script>alert');
    const jsonLd = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(jsonLd[0].description).toBe(product.description);
  });

  it('names the shop as an Organization on the home page and a category on its shop page', () => {
    expect(homeHead(base).structuredData[0]).toMatchObject({ '@type': 'Organization', name: 'Kenyan Crafts', url: `${base}/` });
    expect(shopHead(base, { name: 'Bags', description: 'Handwoven bags' })).toMatchObject({ title: 'Bags | Kenyan Crafts', description: 'Handwoven bags', canonical: `${base}/shop?category=Bags` });
  });

  it("replaces the built page's generic title and description", () => {
    const html = withHead('<html><head><meta name="description" content="generic" /><title>Generic</title></head><body></body></html>', homeHead(base));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/" />');
  });

  it('writes the facts the page reads at the end of its head, escaped', () => {
    const html = withMeta('<html><head><title>Shop</title></head><body></body></html>', { 'shop-whatsapp': '254712345678', 'shop-url': 'http://x.example/"><script>' });
    expect(html).toBe('<html><head><title>Shop</title>  <meta name="shop-whatsapp" content="254712345678" />\n    <meta name="shop-url" content="http://x.example/&quot;&gt;&lt;script&gt;" />\n  </head><body></body></html>');
  });

  it('words a Kiswahili page in Kiswahili at its own address, naming both addresses (hreflang) and its language', () => {
    const head = homeHead(base, 'sw');
    expect(head).toMatchObject({ title: 'Mapambo ya Kenya Yaliyotengenezwa kwa Mikono | Kenyan Crafts', canonical: `${base}/sw/`, language: 'sw' });
    const tags = headTags(productHead(base, product, [], 'sw'));
    expect(tags).toContain(`<link rel="canonical" href="${base}/sw/product/7" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${base}/product/7" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="sw" href="${base}/sw/product/7" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/product/7" />`);
    expect(tags).toContain('<meta property="og:locale" content="sw_KE" />');
    expect(withHead('<html lang="en"><head><title>Shop</title></head><body></body></html>', head)).toContain('<html lang="sw">');
    // A page kept out of the index names no alternates.
    expect(headTags(notFoundHead('pageNotFound', 'sw'))).not.toContain('hreflang');
  });

  it("heads a policy page with staff's title and first plain paragraph, at its address in its language", () => {
    const page = { title: 'Sera ya Faragha', markdown: '> Rasimu.\n\n## Utangulizi\n\n**Kenyan Crafts** huuza [mikoba](/sw/shop) kutoka Nairobi.\n\nZaidi.' };
    const head = policyPageHead(base, '/privacy', page, 'sw');
    expect(head).toMatchObject({ title: 'Sera ya Faragha | Kenyan Crafts', description: 'Kenyan Crafts huuza mikoba kutoka Nairobi.', canonical: `${base}/sw/privacy`, language: 'sw' });
    expect(head.alternates).toEqual({ en: `${base}/privacy`, sw: `${base}/sw/privacy` });
    expect(head.structuredData[0]).toMatchObject({ itemListElement: [{ name: 'Nyumbani' }, { name: 'Sera ya Faragha', item: `${base}/sw/privacy` }] });
  });
});
