// The storefront's one API client (@shop/api-client): it sends the stored token, reads the server's own
// API while a page is rendered there, and hands a refused token to whoever keeps the session.
import { createShopClient } from '@shop/api-client';
import { getToken } from '../state/storage';

/** Where the API answers: the page's own origin in the browser (''); the server sets its own address to render pages. */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/** How the API is reached: the global fetch, unless the server rendering a page answers its reads in its own process. */
let apiFetch: typeof fetch | undefined;
export function setApiFetch(serverFetch: typeof fetch | undefined): void {
  apiFetch = serverFetch;
}

/**
 * The page's language, sent as Accept-Language so the API words its refusals for the shopper. Set once
 * per visit in the browser (a page's language never changes there); a server render reads no refusal texts.
 */
let apiLanguage: string | undefined;
export function setApiLanguage(language: string): void {
  apiLanguage = language;
}

let tokenRefused: (() => void) | null = null;

/**
 * The one answer to a 401 on a request that carried the token (expired or revoked): the session
 * provider registers it (state/Auth). Returns the undo, for the provider's unmount.
 */
export function whenTokenRefused(handler: () => void): () => void {
  tokenRefused = handler;
  return () => {
    if (tokenRefused === handler) tokenRefused = null;
  };
}

export const shop = createShopClient({
  // Read per request: the server learns its address when it renders a page.
  baseUrl: () => apiOrigin,
  getToken,
  getLanguage: () => apiLanguage,
  onUnauthorized: () => tokenRefused?.(),
  fetch: (input, init) => (apiFetch ?? globalThis.fetch)(input, init),
});
