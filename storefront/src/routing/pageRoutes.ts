import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { PAGE_PATHS, type PageName } from '../routes';

type PageModule = () => Promise<ComponentType>;

/**
 * Each page of PAGE_PATHS (routes.ts, the list the server also knows) with the module that shows it,
 * loaded when first visited: a page's code is loaded before the page is shown (PageRouter), so the server
 * renders a page whole and the browser loads it before hydrating.
 */
const PAGES: Record<PageName, PageModule> = {
  home: () => import('../pages/HomePage').then((m) => m.default),
  shop: () => import('../pages/ShopPage').then((m) => m.default),
  product: () => import('../pages/ProductPage').then((m) => m.default),
  cart: () => import('../pages/CartPage').then((m) => m.default),
  checkout: () => import('../pages/CheckoutPage').then((m) => m.default),
  payment: () => import('../pages/PaymentPage').then((m) => m.default),
  orderSuccess: () => import('../pages/OrderResultPages').then((m) => m.OrderSuccessPage),
  orderFailed: () => import('../pages/OrderResultPages').then((m) => m.OrderFailedPage),
  wishlist: () => import('../pages/WishlistPage').then((m) => m.default),
  about: () => import('../pages/AboutPage').then((m) => m.default),
  contact: () => import('../pages/ContactPage').then((m) => m.default),
  privacy: () => import('../pages/PolicyPage').then((m) => m.POLICY_PAGES.privacy),
  terms: () => import('../pages/PolicyPage').then((m) => m.POLICY_PAGES.terms),
  shipping: () => import('../pages/PolicyPage').then((m) => m.POLICY_PAGES.shipping),
  returns: () => import('../pages/PolicyPage').then((m) => m.POLICY_PAGES.returns),
  track: () => import('../pages/TrackPage').then((m) => m.default),
  newsletterLeave: () => import('../pages/NewsletterLeavePage').then((m) => m.default),
  account: () => import('../pages/account/AccountIndexPage').then((m) => m.default),
  login: () => import('../pages/account/LoginPage').then((m) => m.default),
  register: () => import('../pages/account/RegisterPage').then((m) => m.default),
  reset: () => import('../pages/account/ResetPage').then((m) => m.default),
  resetPassword: () => import('../pages/account/ResetPasswordPage').then((m) => m.default),
  profile: () => import('../pages/account/ProfilePage').then((m) => m.default),
  updateProfile: () => import('../pages/account/UpdateProfilePage').then((m) => m.default),
  logout: () => import('../pages/account/LegacyProfileFormPage').then((m) => m.default),
};

/** The route id of the page shown for any path that is no page. */
export const NOT_FOUND = 'notFound';

export interface PageRoute {
  id: PageName | typeof NOT_FOUND;
  /** Its pattern, as react-router reads it (`:name` stands for one path segment, `*` for anything). */
  path: string;
  load: PageModule;
  /** The page's component, once its module has loaded. */
  Component?: ComponentType;
}

export const pageRoutes: PageRoute[] = [
  ...(Object.keys(PAGES) as PageName[]).map((id) => ({ id, path: PAGE_PATHS[id], load: PAGES[id] })),
  { id: NOT_FOUND, path: '*', load: () => import('../pages/NotFoundPage').then((m) => m.default) },
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
