// The shop's code, which main.tsx loads once the page's first pictures have painted: it hydrates the page the server
// rendered (or renders one where none was).
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../App';
import { StoreLayout } from '../components/layout/Layout';
import { loadPage, pageAt } from '../routing/pageRoutes';
import { PageRouter } from '../routing/PageRouter';
import { loadLanguage } from '../i18n/i18n';
import { basenameOf, languageOfPath } from '../i18n/language';
import { setApiLanguage } from '../api/client';
import { SERVED_QUERIES } from '../ssr/servedQueries';
import { HydrateLater, holdHydration } from '../components/HydrateLater';

/** Once the first pass has hydrated (effects run innermost first, so this is the last), the slices follow. */
function AfterHydration({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/** The router over the browser's history (made as it first renders: in its own task while a page hydrates), and the layout. */
function ShopRouter({ basename }: { basename?: string }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return (
    <PageRouter history={history} basename={basename}>
      <StoreLayout />
    </PageRouter>
  );
}

export async function startShop(): Promise<void> {
  // The page's language is its URL's for the whole visit: changing it loads the other URL (LanguageSwitch).
  const language = languageOfPath(window.location.pathname);
  const basename = basenameOf(language);
  setApiLanguage(language);
  const client = createQueryClient();
  const servedJson = document.getElementById(SERVED_QUERIES)?.textContent;
  const served = servedJson ? (JSON.parse(servedJson) as DehydratedState) : undefined;
  if (served) hydrate(client, served);
  // The page's code and its language's texts load side by side. Without the page's code (it failed to load)
  // the page loads it once more itself (CurrentPage).
  const openingPage = pageAt(window.location, basename)?.route;
  await Promise.all([openingPage && loadPage(openingPage).catch(() => undefined), loadLanguage(language)]);
  const app = (
    <StrictMode>
      <AfterHydration onHydrated={served ? holdHydration() : undefined}>
        <AppProviders client={client} language={language}>
          <HydrateLater>
            <ShopRouter basename={basename} />
          </HydrateLater>
        </AppProviders>
      </AfterHydration>
    </StrictMode>
  );
  const root = document.getElementById('root') as HTMLElement;
  // Preact hydrates in one pass (it has no transitions to yield in: its startTransition runs the update at once),
  // keeping the server's nodes. So this pass hydrates the outer providers only; the session (AppProviders), the router
  // and the layout, the page's content, its sections or cards, the header and what is below the fold follow, a task
  // each (HydrateLater).
  if (served) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

