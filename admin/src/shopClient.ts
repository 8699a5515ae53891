import { createSessionFetch, createShopClient, type ShopClientOptions } from '@shop/api-client';
import { endSession, getToken } from './auth/session';

// One session for every request the console makes: the staff token, and a 401 to a request that
// carried it (expired or revoked) ends the session here and sends the console to its login.
const session: ShopClientOptions = { getToken, onUnauthorized: endSession };

/** The typed client: every call the console makes by hand goes through it, checked by tsc against openapi.json. */
export const shop = createShopClient(session);

/** The same session rules for ra-data-simple-rest, which builds its URLs from resource names. */
export const sessionFetch = createSessionFetch(session);
