import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { HydrateLater } from './components/HydrateLater';
import { i18nFor } from './i18n/i18n';
import type { Language } from './i18n/language';
import { AuthProvider } from './state/Auth';
import { CartProvider } from './state/Cart';
import { ToastProvider } from './state/Toasts';
import { WishlistProvider } from './state/Wishlist';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/**
 * Everything a page needs around it: its language's texts, query cache, session, cart, wishlist, toasts. Its
 * children must render one element (HydrateLater).
 */
export function AppProviders({ client, language, children }: { client: QueryClient; language: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          {/* While a server-rendered page hydrates, the session and all within it follow in a task of their own:
              these read the browser's storage and render again at once. */}
          <HydrateLater>
            <AuthProvider>
              <WishlistProvider>
                <CartProvider>{children}</CartProvider>
              </WishlistProvider>
            </AuthProvider>
          </HydrateLater>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
