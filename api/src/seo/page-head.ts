import type { ProductView } from '../catalog/views';
import { IMAGE_WIDTHS, widthUrl } from '../media/image-widths';

/** What a page tells search engines and link previews (WhatsApp, Facebook) before any script runs. */
export interface PageHead {
  /** The whole <title>, shop name included. */
  title: string;
  description: string;
  /** Absolute URL of the page as it should be indexed; none for a page that is not to be indexed. */
  canonical?: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  type: 'website' | 'product';
  /** The page's largest picture, fetched before the app asks for it: its URL and `sizes` as the page shows it. */
  preloadImage?: { url: string; sizes: string };
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData: object[];
}

export const SHOP_NAME = 'Kenyan Crafts';
export const SHOP_DESCRIPTION =
  'Handcrafted Kenyan fashion accessories: bags, ponchos, scarves and wallets, made in Kenya and delivered across the country.';

const titled = (title: string) => `${title} | ${SHOP_NAME}`;
/** A description search engines show whole: one line, at most 160 characters. */
const summary = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
};

const breadcrumbs = (base: string, trail: [string, string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${base}${path}` })),
});

export function homeHead(base: string): PageHead {
  return {
    title: titled('Handcrafted Kenyan Accessories'),
    description: SHOP_DESCRIPTION,
    canonical: `${base}/`,
    image: `${base}/favicon.svg`,
    type: 'website',
    structuredData: [{ '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: `${base}/`, logo: `${base}/favicon.svg`, description: SHOP_DESCRIPTION }],
  };
}

/** `/shop`, or one category's page (`/shop?category=Bags`) when `category` is given. */
export function shopHead(base: string, category?: { name: string; description: string }): PageHead {
  const path = category ? `/shop?category=${encodeURIComponent(category.name)}` : '/shop';
  return {
    title: titled(category ? category.name : 'All Products'),
    description: summary(category?.description || SHOP_DESCRIPTION),
    canonical: `${base}${path}`,
    type: 'website',
    structuredData: [breadcrumbs(base, [['Home', '/'], ['Shop', '/shop'], ...(category ? [[category.name, path] as [string, string]] : [])])],
  };
}

/** A path that shows no page, or a product that does not exist: the title its page shows, kept out of the index. */
export function notFoundHead(title: 'Page not found' | 'Product Not Found' = 'Page not found'): PageHead {
  return { title: titled(title), description: SHOP_DESCRIPTION, type: 'website', structuredData: [] };
}

export function staticPageHead(base: string, path: '/about' | '/contact'): PageHead {
  const title = path === '/about' ? 'About Us' : 'Contact Us';
  return { title: titled(title), description: SHOP_DESCRIPTION, canonical: `${base}${path}`, type: 'website', structuredData: [breadcrumbs(base, [['Home', '/'], [title, path]])] };
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

export function productHead(base: string, product: ProductView, reviews: HeadReview[] = []): PageHead {
  const path = `/product/${product.id}`;
  const image = shownPicture(product);
  return {
    title: titled(product.name),
    description: summary(product.description || `${product.name}, handcrafted in Kenya.`),
    canonical: `${base}${path}`,
    image: image ? `${base}${image}` : undefined,
    type: 'product',
    preloadImage: image ? { url: image, sizes: PRODUCT_PICTURE_SIZES } : undefined,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        ...(image ? { image: [`${base}${image}`] } : {}),
        ...(product.category ? { category: product.category.name } : {}),
        sku: product.variants[0]?.sku,
        brand: { '@type': 'Brand', name: SHOP_NAME },
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'KES',
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: `${base}${path}`,
        },
        ...ratingData(product, reviews),
      },
      breadcrumbs(base, [
        ['Home', '/'],
        ['Shop', '/shop'],
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
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
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

/** Lets the browser fetch the picture (in the width it will pick from the same srcset) while the app loads. */
function preloadTag(url: string, sizes: string): string {
  const srcset = url.endsWith('.webp') ? IMAGE_WIDTHS.map((width) => `${widthUrl(url, width)} ${width}w`).join(', ') : '';
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high" />`;
}

/** index.html with its generic <title> and description replaced by `head`'s tags. */
export function withHead(indexHtml: string, head: PageHead): string {
  return indexHtml.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '').replace('</head>', `    ${headTags(head)}\n  </head>`);
}
