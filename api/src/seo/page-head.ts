import type { ProductView } from '../catalog/views';
import { IMAGE_WIDTHS, widthUrl } from '../media/image-widths';
import { HEAD_TEXTS, inLanguage, SHOP_LANGUAGES, withHtmlLanguage, type ShopLanguage } from './head-language';

/** What a page tells search engines and link previews (WhatsApp, Facebook) before any script runs. */
export interface PageHead {
  /** The whole <title>, shop name included. */
  title: string;
  description: string;
  /** Absolute URL of the page as it should be indexed; none for a page that is not to be indexed. */
  canonical?: string;
  /** The page's language, and its address in each language (hreflang), for an indexed page. */
  language: ShopLanguage;
  alternates?: Record<ShopLanguage, string>;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  type: 'website' | 'product';
  /** The page's largest picture, fetched before the app asks for it: its URL and `sizes` as the page shows it. */
  preloadImage?: { url: string; sizes: string };
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData: object[];
}

export const SHOP_NAME = 'Kenyan Crafts';

const titled = (title: string) => `${title} | ${SHOP_NAME}`;
/** A description search engines show whole: one line, at most 160 characters. */
const summary = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
};

/** Where the page is indexed in its language (canonical: itself) and its address in each language. */
function addresses(base: string, path: string, language: ShopLanguage): Pick<PageHead, 'canonical' | 'language' | 'alternates'> {
  const alternates = Object.fromEntries(SHOP_LANGUAGES.map((other) => [other, `${base}${inLanguage(path, other)}`])) as Record<ShopLanguage, string>;
  return { canonical: alternates[language], language, alternates };
}

/** The trail's paths are English ones; each is written in the page's language. */
const breadcrumbs = (base: string, language: ShopLanguage, trail: [string, string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${base}${inLanguage(path, language)}` })),
});

export function homeHead(base: string, language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  const { canonical, ...where } = addresses(base, '/', language);
  return {
    title: titled(texts.tagline),
    description: texts.description,
    canonical,
    ...where,
    image: `${base}/favicon.svg`,
    type: 'website',
    structuredData: [{ '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: canonical, logo: `${base}/favicon.svg`, description: texts.description }],
  };
}

/** `/shop`, or one category's page (`/shop?category=Bags`) when `category` is given. */
export function shopHead(base: string, category?: { name: string; description: string }, language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  const path = category ? `/shop?category=${encodeURIComponent(category.name)}` : '/shop';
  return {
    title: titled(category ? category.name : texts.allProducts),
    // A category's description is staff's own words, as written.
    description: summary(category?.description || texts.description),
    ...addresses(base, path, language),
    type: 'website',
    structuredData: [breadcrumbs(base, language, [[texts.home, '/'], [texts.shop, '/shop'], ...(category ? [[category.name, path] as [string, string]] : [])])],
  };
}

/** A path that shows no page, or a product that does not exist: the title its page shows, kept out of the index. */
export function notFoundHead(what: 'pageNotFound' | 'productNotFound' = 'pageNotFound', language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  return { title: titled(texts[what]), description: texts.description, language, type: 'website', structuredData: [] };
}

export function staticPageHead(base: string, path: '/about' | '/contact', language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  const title = path === '/about' ? texts.about : texts.contact;
  return { title: titled(title), description: texts.description, ...addresses(base, path, language), type: 'website', structuredData: [breadcrumbs(base, language, [[texts.home, '/'], [title, path]])] };
}

/** A policy page (`/privacy`…): its title and first lines as staff wrote them. */
export function policyPageHead(base: string, path: string, page: { title: string; markdown: string }, language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  return {
    title: titled(page.title),
    description: summary(firstParagraph(page.markdown) || texts.description),
    ...addresses(base, path, language),
    type: 'website',
    structuredData: [breadcrumbs(base, language, [[texts.home, '/'], [page.title, path]])],
  };
}

/** The first plain paragraph of Markdown (no heading, note, list or table), its links and emphasis as words. */
function firstParagraph(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).find((block) => !/^\s*([#>|]|[*+-]\s|\d+\.\s)/.test(block)) ?? '';
  return paragraph.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
}

/** The picture the product page opens on: the shown variant's first, else the product's main picture. */
export function shownPicture(product: ProductView): string | undefined {
  const shown = product.variants.find((variant) => variant.id === product.shown_variant_id);
  return shown?.images[0]?.image ?? product.main_image ?? undefined;
}

/** How wide the product page shows its main picture (storefront ProductPage's `sizes`). */
const PRODUCT_PICTURE_SIZES = '(min-width: 900px) 50vw, 100vw';

/** What JSON-LD says of a review shown on the product page. */
export interface HeadReview {
  rating: number;
  title: string;
  text: string;
  author: string;
  created_at: Date;
}

/**
 * The product's AggregateRating and its newest reviews, only when it has approved reviews (nothing
 * made up otherwise). Dates are days (ISO 8601), as schema.org's datePublished expects.
 */
function ratingData(product: ProductView, reviews: HeadReview[]): object {
  if (!product.rating_count || product.rating_average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating_average, reviewCount: product.rating_count, bestRating: 5, worstRating: 1 },
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.author },
            datePublished: new Date(review.created_at).toISOString().slice(0, 10),
            ...(review.title ? { name: review.title } : {}),
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {}),
  };
}

/** Product texts are staff's own words, in both languages; only the shop's words around them are translated. */
export function productHead(base: string, product: ProductView, reviews: HeadReview[] = [], language: ShopLanguage = 'en'): PageHead {
  const texts = HEAD_TEXTS[language];
  const path = `/product/${product.id}`;
  const image = shownPicture(product);
  // A picture served from MEDIA_PUBLIC_URL is already absolute; one at /media is the shop's own.
  const imageUrl = image && (/^https?:\/\//.test(image) ? image : `${base}${image}`);
  const where = addresses(base, path, language);
  return {
    title: titled(product.name),
    description: summary(product.description || texts.handcrafted.replace('{name}', () => product.name)),
    ...where,
    image: imageUrl,
    type: 'product',
    preloadImage: image ? { url: image, sizes: PRODUCT_PICTURE_SIZES } : undefined,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        ...(product.category ? { category: product.category.name } : {}),
        sku: product.variants[0]?.sku,
        brand: { '@type': 'Brand', name: SHOP_NAME },
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'KES',
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: where.canonical,
        },
        ...ratingData(product, reviews),
      },
      breadcrumbs(base, language, [
        [texts.home, '/'],
        [texts.shop, '/shop'],
        ...(product.category ? [[product.category.name, `/shop?category=${encodeURIComponent(product.category.name)}`] as [string, string]] : []),
        [product.name, path],
      ]),
    ],
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);
/** JSON inside <script>: '<' escaped so a product text can never close the script. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of `head`, to replace the built index.html's generic title and description. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : [meta('name', 'robots', 'noindex')]),
    ...alternateTags(head.alternates),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image && head.type === 'product' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.preloadImage ? [preloadTag(head.preloadImage.url, head.preloadImage.sizes)] : []),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

const OG_LOCALES: Record<ShopLanguage, string> = { en: 'en_KE', sw: 'sw_KE' };

/** The page in each language, English standing for any other (x-default). */
function alternateTags(alternates: PageHead['alternates']): string[] {
  if (!alternates) return [];
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  return [...SHOP_LANGUAGES.map((language) => link(language, alternates[language])), link('x-default', alternates.en)];
}

/** Lets the browser fetch the picture (in the width it will pick from the same srcset) while the app loads. */
function preloadTag(url: string, sizes: string): string {
  const srcset = url.endsWith('.webp') ? IMAGE_WIDTHS.map((width) => `${widthUrl(url, width)} ${width}w`).join(', ') : '';
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high" />`;
}

/** index.html with its generic <title> and description replaced by `head`'s tags, and the page's language on <html>. */
export function withHead(indexHtml: string, head: PageHead): string {
  return withHtmlLanguage(indexHtml, head.language).replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', () => `    ${headTags(head)}\n  </head>`);
}

/** `html` with a `<meta name content>` tag for each of `meta`, last in its head: facts the page's scripts read. */
export function withMeta(html: string, meta: Record<string, string>): string {
  const tags = Object.entries(meta).map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  return tags.length ? html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`) : html;
}
