// The pages the server renders (the public, shareable ones; cart, checkout, account and payment
// pages are the shopper's own and render in the browser) and the catalog reads each needs, fetched
// before rendering so the HTML holds the content and the browser starts from the same data.
import type { QueryClient } from '@tanstack/react-query';
import { pathId } from '../api/endpoints';
import { attributeValuesQuery, categoriesQuery, featuredFirstQuery, policyPageQuery, productPagesQuery, productQuery } from '../api/queries';
import type { Language } from '../i18n/language';
import { readShopState } from '../lib/shopQuery';
import type { PageName } from '../routes';
import type { NOT_FOUND } from '../routing/pageRoutes';

interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: Language;
}

type PageData = (client: QueryClient, page: PageAddress) => Array<Promise<unknown>>;

export const SERVER_RENDERED: Partial<Record<PageName | typeof NOT_FOUND, PageData>> = {
  home: (client) => [client.prefetchQuery(featuredFirstQuery)],
  shop: (client, { search }) => [client.prefetchQuery(attributeValuesQuery), client.prefetchInfiniteQuery(productPagesQuery(readShopState(search)))],
  product: (client, { params }) => {
    const id = pathId(params.id);
    return id === null ? [] : [client.prefetchQuery(productQuery(id))];
  },
  about: () => [],
  contact: () => [],
  privacy: (client, { language }) => [client.prefetchQuery(policyPageQuery('privacy', language))],
  terms: (client, { language }) => [client.prefetchQuery(policyPageQuery('terms', language))],
  shipping: (client, { language }) => [client.prefetchQuery(policyPageQuery('shipping', language))],
  returns: (client, { language }) => [client.prefetchQuery(policyPageQuery('returns', language))],
  notFound: () => [],
};

/** Fetches what the page shows, the header's categories included; a failed read is left for the browser to retry. */
export async function prefetchPage(client: QueryClient, data: PageData, page: PageAddress): Promise<void> {
  await Promise.all([client.prefetchQuery(categoriesQuery), ...data(client, page)]);
}
