import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StoreLayout } from './components/layout/Layout';
import { PAGE_PATHS, type PageName } from './routes';
import { AuthProvider } from './state/Auth';
import { CartProvider } from './state/Cart';
import { ToastProvider } from './state/Toasts';
import { WishlistProvider } from './state/Wishlist';
import { theme } from './theme';

const HomePage = lazy(() => import('./pages/HomePage'));
const ShopPage = lazy(() => import('./pages/ShopPage'));
const ProductPage = lazy(() => import('./pages/ProductPage'));
const CartPage = lazy(() => import('./pages/CartPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const PaymentPage = lazy(() => import('./pages/PaymentPage'));
const OrderSuccessPage = lazy(() => import('./pages/OrderResultPages').then((m) => ({ default: m.OrderSuccessPage })));
const OrderFailedPage = lazy(() => import('./pages/OrderResultPages').then((m) => ({ default: m.OrderFailedPage })));
const WishlistPage = lazy(() => import('./pages/WishlistPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const LoginPage = lazy(() => import('./pages/account/LoginPage'));
const RegisterPage = lazy(() => import('./pages/account/RegisterPage'));
const ResetPage = lazy(() => import('./pages/account/ResetPage'));
const ProfilePage = lazy(() => import('./pages/account/ProfilePage'));
const UpdateProfilePage = lazy(() => import('./pages/account/UpdateProfilePage'));
const LegacyProfileFormPage = lazy(() => import('./pages/account/LegacyProfileFormPage'));
const AccountIndexPage = lazy(() => import('./pages/account/AccountIndexPage'));

/** Each page of PAGE_PATHS (routes.ts, the list the server also knows) with what it shows. */
const PAGES: Record<PageName, ReactNode> = {
  home: <HomePage />,
  shop: <ShopPage />,
  product: <ProductPage />,
  cart: <CartPage />,
  checkout: <CheckoutPage />,
  payment: <PaymentPage />,
  orderSuccess: <OrderSuccessPage />,
  orderFailed: <OrderFailedPage />,
  wishlist: <WishlistPage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  account: <AccountIndexPage />,
  login: <LoginPage />,
  register: <RegisterPage />,
  reset: <ResetPage />,
  profile: <ProfilePage />,
  updateProfile: <UpdateProfilePage />,
  logout: <LegacyProfileFormPage />,
};

export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    children: [
      ...(Object.keys(PAGES) as PageName[]).map((name) => ({ path: PAGE_PATHS[name], element: PAGES[name] })),
      { path: '*', element: <NotFoundPage /> },
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

/** Everything a page needs around it: theme, query cache, session, cart, wishlist, toasts. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthProvider>
            <WishlistProvider>
              <CartProvider>{children}</CartProvider>
            </WishlistProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
