import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from './i18n/i18n';
import type { Language } from './i18n/language';
import { StoreLayout } from './components/layout/Layout';
import { PageLoading } from './components/PageLoading';
import { PAGE_PATHS, type PageName } from './routes';
import { AuthProvider } from './state/Auth';
import { CartProvider } from './state/Cart';
import { ToastProvider } from './state/Toasts';
import { WishlistProvider } from './state/Wishlist';

type PageModule = () => Promise<ComponentType>;

/**
 * Each page of PAGE_PATHS (routes.ts, the list the server also knows) with the module that shows it,
 * loaded when first visited. Routes load their module before they render (react-router's `lazy`), so
 * the server renders a page whole and the browser can load it before hydrating.
 */
const PAGES: Record<PageName, PageModule> = {
  home: () => import('./pages/HomePage').then((m) => m.default),
  shop: () => import('./pages/ShopPage').then((m) => m.default),
  product: () => import('./pages/ProductPage').then((m) => m.default),
  cart: () => import('./pages/CartPage').then((m) => m.default),
  checkout: () => import('./pages/CheckoutPage').then((m) => m.default),
  payment: () => import('./pages/PaymentPage').then((m) => m.default),
  orderSuccess: () => import('./pages/OrderResultPages').then((m) => m.OrderSuccessPage),
  orderFailed: () => import('./pages/OrderResultPages').then((m) => m.OrderFailedPage),
  wishlist: () => import('./pages/WishlistPage').then((m) => m.default),
  about: () => import('./pages/AboutPage').then((m) => m.default),
  contact: () => import('./pages/ContactPage').then((m) => m.default),
  privacy: () => import('./pages/PolicyPage').then((m) => m.POLICY_PAGES.privacy),
  terms: () => import('./pages/PolicyPage').then((m) => m.POLICY_PAGES.terms),
  shipping: () => import('./pages/PolicyPage').then((m) => m.POLICY_PAGES.shipping),
  returns: () => import('./pages/PolicyPage').then((m) => m.POLICY_PAGES.returns),
  track: () => import('./pages/TrackPage').then((m) => m.default),
  newsletterLeave: () => import('./pages/NewsletterLeavePage').then((m) => m.default),
  account: () => import('./pages/account/AccountIndexPage').then((m) => m.default),
  login: () => import('./pages/account/LoginPage').then((m) => m.default),
  register: () => import('./pages/account/RegisterPage').then((m) => m.default),
  reset: () => import('./pages/account/ResetPage').then((m) => m.default),
  resetPassword: () => import('./pages/account/ResetPasswordPage').then((m) => m.default),
  profile: () => import('./pages/account/ProfilePage').then((m) => m.default),
  updateProfile: () => import('./pages/account/UpdateProfilePage').then((m) => m.default),
  logout: () => import('./pages/account/LegacyProfileFormPage').then((m) => m.default),
};

/** The route id of the page shown for any path that is no page. */
export const NOT_FOUND = 'notFound';

const page = (id: string, path: string, load: PageModule): RouteObject => ({ id, path, lazy: async () => ({ Component: await load() }) });

export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    // Shown only while the first page's code loads in a browser that got no server-rendered page.
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...(Object.keys(PAGES) as PageName[]).map((name) => page(name, PAGE_PATHS[name], PAGES[name])),
      page(NOT_FOUND, '*', () => import('./pages/NotFoundPage').then((m) => m.default)),
    ],
  },
];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Everything a page needs around it: its language's texts, query cache, session, cart, wishlist, toasts. */
export function AppProviders({ client, language, children }: { client: QueryClient; language: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthProvider>
            <WishlistProvider>
              <CartProvider>{children}</CartProvider>
            </WishlistProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
