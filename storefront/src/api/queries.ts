// The catalog reads shared by several pages: each as query options (key, fetch, freshness), used by
// the pages' hooks in the browser and by the server, which fetches them before rendering a page.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ShopPageSlug } from '@shop/api-client';
import { catalogApi, pageApi, reviewApi } from './endpoints';
import { deliveryApi, type QuoteFor } from './delivery';
import type { Language } from '../i18n/language';
import { productListQuery, type ProductListQuery, type ShopState } from '../lib/shopQuery';

const FIVE_MINUTES = 5 * 60 * 1000;

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => catalogApi.categories(signal),
  staleTime: FIVE_MINUTES,
});

export const useCategories = () =>
  useQuery({
    ...categoriesQuery,
    // Staff browsing the shop also get inactive categories; shoppers never see those.
    select: (list) => list.filter((c) => c.is_active),
  });

export const useAttributeTypes = () =>
  useQuery({ queryKey: ['attribute-types'], queryFn: ({ signal }) => catalogApi.attributeTypes(signal), staleTime: FIVE_MINUTES });

export const attributeValuesQuery = queryOptions({
  queryKey: ['attribute-values'],
  queryFn: ({ signal }) => catalogApi.attributeValues(signal),
  staleTime: FIVE_MINUTES,
});

export const useAttributeValues = () => useQuery(attributeValuesQuery);

/** The first page in the shop's featured order (on sale, then newest): home and wishlist suggestions pick from it. */
const FEATURED_FIRST: ProductListQuery = { filter: '{}', sort: JSON.stringify(['featured', 'ASC']), range: '[0,23]' };

export const featuredFirstQuery = queryOptions({
  queryKey: ['products', FEATURED_FIRST],
  queryFn: ({ signal }) => catalogApi.products(FEATURED_FIRST, signal),
  staleTime: 60_000,
});

export const useFeaturedFirst = () => useQuery(featuredFirstQuery);

/** Where the next page of a paged list starts: after the loaded ones, while the total says there are more. */
const nextOffset = <T>(last: { items: T[]; total: number }, pages: { items: T[] }[]): number | undefined => {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

/** The shop list, one API page at a time ('Load more'); the next page starts where the loaded ones end. */
export const productPagesQuery = (state: ShopState) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', state.search, state.categories, state.minPrice, state.maxPrice, state.attributes, state.sort],
    queryFn: ({ pageParam, signal }) => catalogApi.products(productListQuery(state, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useProductPages = (state: ShopState) => useInfiniteQuery({ ...productPagesQuery(state), placeholderData: keepPreviousData });

export const productQuery = (id: number) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => catalogApi.product(id, signal), retry: false });

/** A product by its id from the page's path; null (not a whole number) reads nothing: no such product exists. */
export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });

export const useDeliveryMethods = () =>
  useQuery({ queryKey: ['delivery-methods'], queryFn: ({ signal }) => catalogApi.deliveryMethods(signal), staleTime: FIVE_MINUTES });

/** A delivery method by the name the API gives it in the page's language ('Rider (Nairobi)'); its code until the names load. */
export const useDeliveryLabel = (code: string): string => useDeliveryMethods().data?.find((method) => method.code === code)?.label ?? code;

/** Kenya's 47 counties by name (GET /api/counties/), for the county choice on the cart and checkout pages. */
export const useCounties = () => useQuery({ queryKey: ['counties'], queryFn: ({ signal }) => deliveryApi.counties(signal), staleTime: 60 * 60 * 1000 });

/**
 * The methods offered in `county` and their fees for this cart: a guest's quoted for `quote` (its weight
 * and goods), a signed-in customer's server cart by the server (`cartState` keys the answer to that cart's
 * contents and code, so a change asks again). Nothing is asked until a county is chosen.
 */
export const useDeliveryOptions = (county: string, quote: QuoteFor | null, cartState: unknown) =>
  useQuery({
    queryKey: ['delivery-options', county, quote, cartState],
    queryFn: ({ signal }) => deliveryApi.options(county, quote, signal),
    enabled: county !== '',
    retry: false,
  });

/** A signed-in customer's saved addresses (the default first to pre-fill checkout); `userId` keys them to the session. */
export const useAddresses = (userId: number | null) =>
  useQuery({ queryKey: ['addresses', userId], queryFn: ({ signal }) => deliveryApi.addresses(signal), enabled: userId !== null, retry: false });

/** Reviews the product page shows at a time ('Show more' adds as many). */
export const REVIEW_PAGE = 5;

/** A product's approved reviews, newest first, a page at a time (the Reviews tab reads them once it opens). */
export const useReviewPages = (productId: number) =>
  useInfiniteQuery({
    queryKey: ['reviews', productId],
    queryFn: ({ pageParam, signal }) => reviewApi.page(productId, pageParam, REVIEW_PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** The signed-in customer's review of the product, or whether they may write one; `userId` keys it to the session. */
export const useMyReview = (productId: number, userId: number | null) =>
  useQuery({ queryKey: ['review-mine', productId, userId], queryFn: ({ signal }) => reviewApi.mine(productId, signal), enabled: userId !== null });

/** A policy page (privacy, terms, shipping, returns) in the page's language. */
export const policyPageQuery = (slug: ShopPageSlug, language: Language) =>
  queryOptions({ queryKey: ['page', slug, language], queryFn: ({ signal }) => pageApi.published(slug, language, signal), staleTime: FIVE_MINUTES });
