// Renders a public page on the server with the very components the browser runs: the page's data is
// fetched first (ssr/pageData.ts), the HTML is rendered whole (the shared styles are inlined in the template by the build, the
// page's own go in beside them), and the query
// cache goes along in the page, so the browser hydrates what it was sent without fetching it again.
import { dehydrate, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import PAGE_STYLES from 'virtual:page-styles';
import { StaticRouter } from 'react-router-dom';
import { ApiError } from '@shop/api-client';
import { setApiFetch, setApiOrigin } from '../api/client';
import { AppProviders, createQueryClient } from '../App';
import { StoreLayout } from '../components/layout/Layout';
import { basenameOf, languageOfPath } from '../i18n/language';
import { ShopMetaContext, shopMetaIn } from '../lib/shopMeta';
import { loadPage, pageAt } from '../routing/pageRoutes';
import '../i18n/resources';
import { prefetchPage, SERVER_RENDERED } from './pageData';
import { SERVED_QUERIES } from './servedQueries';

export interface PageRequest {
  /** Path and query of the page, as asked for. */
  url: string;
  /** Where this server's API answers (its own address): the page's data is read from there. */
  apiOrigin: string;
  /** The built index.html, with the page's head already in it. */
  template: string;
  /** Answers the page's API reads inside the server's own process (no HTTP round trip to itself); the global fetch to `apiOrigin` without it. */
  fetch?: typeof fetch;
}

/** The whole HTML of a server-rendered page, or null for a page the browser renders itself. */
export async function renderPage({ url, apiOrigin, template, fetch }: PageRequest): Promise<string | null> {
  setApiOrigin(apiOrigin);
  setApiFetch(fetch);
  const address = new URL(url, apiOrigin);
  const language = languageOfPath(address.pathname);
  // The Kiswahili pages are the same routes under /sw.
  const basename = basenameOf(language);
  const page = pageAt(address, basename);
  const data = page && SERVER_RENDERED[page.route.id];
  if (!page || !data) return null;

  const client = createQueryClient();
  // One attempt: a read that fails is shown as the browser would show it, and retried there.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  await Promise.all([prefetchPage(client, data, { params: page.params, search: address.searchParams, language }), loadPage(page.route)]);
  // A page whose data could not be read (the API failing, not a missing product) is left to the browser,
  // which shows its loading and error states and retries; a rendered page is kept until the catalog changes.
  const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' && !isMissing(query.state.error) });
  if (failed.length > 0) throw new Error(`the API did not answer ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);

  // Async, so that a lazy component (React.lazy) is loaded and rendered in place rather than left to the browser.
  // The shop's facts the server wrote into the template (its WhatsApp number, its address), which the browser reads there too.
  const html = await renderToStringAsync(
    <ShopMetaContext.Provider value={shopMetaIn(template)}>
      <AppProviders client={client} language={language}>
        <StaticRouter basename={basename} location={address.pathname + address.search}>
          <StoreLayout />
        </StaticRouter>
      </AppProviders>
    </ShopMetaContext.Provider>,
  );

  // A product that does not exist is rendered as the browser shows it ("Product Not Found"), so the failed read goes along too.
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error' });
  // Replaced by functions: a replacement string would read `$&` or `$'` in a product's text as a pattern.
  return template
    .replace('</head>', () => `${PAGE_STYLES[page.route.source] ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><script type="application/json" id="${SERVED_QUERIES}">${scriptJson(queries)}</script>`);
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** JSON that cannot end the script element it sits in, whatever the catalog's texts hold. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
