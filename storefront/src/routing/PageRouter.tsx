import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { loadPage, pageAt } from './pageRoutes';
import { rememberScroll, useScrollRestoration } from './scrollRestoration';

/** A browser history, or in tests a memory one (react-router's own). */
export type ShopHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const PageLoadingContext = createContext(false);

/** Whether the next page's code is loading; the page in view stays meanwhile. */
export const usePageLoading = (): boolean => useContext(PageLoadingContext);

/**
 * react-router's <Router> over a history, showing an address only once its page's code has loaded: the page in
 * view stays until then (usePageLoading). This is what react-router's data router did with lazy routes; the shop
 * needs none of the rest of it (loaders, actions, fetchers), which cost about 17 KB gzip of a 100 KB budget (issue 31).
 */
export function PageRouter({ history, basename, children }: { history: ShopHistory; basename?: string; children: ReactNode }) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [loading, setLoading] = useState(false);
  const shownLocation = useRef(shown.location);
  shownLocation.current = shown.location;

  useLayoutEffect(() => {
    let latest = history.location;
    return history.listen(({ action, location }) => {
      latest = location;
      const show = () => {
        rememberScroll(shownLocation.current);
        setLoading(false);
        setShown({ action, location });
      };
      const route = pageAt(location, basename)?.route;
      if (!route || route.Component) return show();
      setLoading(true);
      loadPage(route).then(
        () => latest === location && show(),
        // The page's code is gone (a new release replaced it): the server sends the page with the new code.
        () => window.location.assign(history.createHref(location)),
      );
    });
  }, [history, basename]);

  useScrollRestoration(shown);
  return (
    <PageLoadingContext.Provider value={loading}>
      <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </PageLoadingContext.Provider>
  );
}
