import createCache from '@emotion/cache';

/**
 * The server's cache for one page: the key of the cache @emotion/react makes in the browser ('css'), so the browser
 * adopts the styles a server-rendered page came with instead of adding them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
