import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { PAGE_PATHS, type PageName } from '../routes';

/** A page's module, as its file in the source (`src/pages/ProductPage.tsx`: the build's name for its chunk and styles), and its loader. */
interface PageModule {
  source: string;
  load: () => Promise<ComponentType>;
}

/** Every page's module by its file, each its own chunk, loaded when first visited. */
const PAGE_MODULES = import.meta.glob(['../pages/*Page.tsx', '../pages/OrderResultPages.tsx', '../pages/account/*Page.tsx']);

/** The page that `file` (under src/pages, without .tsx) shows: its default export, or the one `pick` takes from its exports. */
function page<Exports = { default: ComponentType }>(file: string, pick = (exports: Exports) => (exports as { default: ComponentType }).default): PageModule {
  const module = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!module) throw new Error(`No page module src/pages/${file}.tsx`);
  return { source: `src/pages/${file}.tsx`, load: () => module().then((exports) => pick(exports as Exports)) };
}

type PolicyPages = typeof import('../pages/PolicyPage');
type OrderResultPages = typeof import('../pages/OrderResultPages');

/**
 * Each page of PAGE_PATHS (routes.ts, the list the server also knows) with the module that shows it,
 * loaded when first visited: a page's code is loaded before the page is shown (PageRouter), so the server
 * renders a page whole and the browser loads it before hydrating.
 */
const PAGES: Record<PageName, PageModule> = {
  home: page('HomePage'),
  shop: page('ShopPage'),
  product: page('ProductPage'),
  cart: page('CartPage'),
  checkout: page('CheckoutPage'),
  payment: page('PaymentPage'),
  orderSuccess: page<OrderResultPages>('OrderResultPages', (m) => m.OrderSuccessPage),
  orderFailed: page<OrderResultPages>('OrderResultPages', (m) => m.OrderFailedPage),
  wishlist: page('WishlistPage'),
  about: page('AboutPage'),
  contact: page('ContactPage'),
  privacy: page<PolicyPages>('PolicyPage', (m) => m.POLICY_PAGES.privacy),
  terms: page<PolicyPages>('PolicyPage', (m) => m.POLICY_PAGES.terms),
  shipping: page<PolicyPages>('PolicyPage', (m) => m.POLICY_PAGES.shipping),
  returns: page<PolicyPages>('PolicyPage', (m) => m.POLICY_PAGES.returns),
  track: page('TrackPage'),
  newsletterLeave: page('NewsletterLeavePage'),
  account: page('account/AccountIndexPage'),
  login: page('account/LoginPage'),
  register: page('account/RegisterPage'),
  reset: page('account/ResetPage'),
  resetPassword: page('account/ResetPasswordPage'),
  profile: page('account/ProfilePage'),
  updateProfile: page('account/UpdateProfilePage'),
  logout: page('account/LegacyProfileFormPage'),
};

/** The route id of the page shown for any path that is no page. */
export const NOT_FOUND = 'notFound';

export interface PageRoute extends PageModule {
  id: PageName | typeof NOT_FOUND;
  /** Its pattern, as react-router reads it (`:name` stands for one path segment, `*` for anything). */
  path: string;
  /** The page's component, once its module has loaded. */
  Component?: ComponentType;
}

export const pageRoutes: PageRoute[] = [
  ...(Object.keys(PAGES) as PageName[]).map((id) => ({ id, path: PAGE_PATHS[id], ...PAGES[id] })),
  { id: NOT_FOUND, path: '*', ...page('NotFoundPage') },
];

/** The page at a path (the NotFound page for any other), with its parameters; null outside the basename. */
export function pageAt(location: string | { pathname: string }, basename?: string) {
  const match = matchRoutes(pageRoutes, location, basename)?.[0];
  return match ? { route: match.route, params: match.params } : null;
}

/** Loads the page's code once; later calls answer at once. */
export async function loadPage(route: PageRoute): Promise<ComponentType> {
  route.Component ??= await route.load();
  return route.Component;
}
