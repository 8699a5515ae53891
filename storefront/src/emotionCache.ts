import createCache from '@emotion/cache';

/** The same key on both sides, so the browser adopts the styles a server-rendered page came with instead of adding them again. */
export const createEmotionCache = () => createCache({ key: 'css' });
