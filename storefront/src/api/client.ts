// The storefront's one API client (@shop/api-client): it sends the stored token and reads the server's
// own API while a page is rendered there.
import { createShopClient } from '@shop/api-client';
import { getToken } from '../state/storage';

/** Where the API answers: the page's own origin in the browser (''); the server sets its own address to render pages. */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

export const shop = createShopClient({
  // Read per request: the server learns its address when it renders a page.
  baseUrl: () => apiOrigin,
  getToken,
});
