// Plain JavaScript in ES module syntax, with no build: the API runs it as it is (Node 20.19+ reads the
// syntax and requires it), the storefront bundles it for the browser and the server render. No
// "type": "module" in package.json, so the API's Jest compiles it to CommonJS like the API's own files.

/** A stand-in for the shop's own origin: a path is local when, read against it, it stays on it. */
const SHOP_ORIGIN = 'http://shop.invalid';

/**
 * `path` as a path on the shop (path, query and hash, e.g. `/sw/shop?x=1#y`), or `fallback` when it
 * leads elsewhere. The URL parser reads it, as a browser would: `//host`, `/\host`, tabs and newlines
 * inside, a leading space and any scheme (`javascript:`, `https:host`) all leave the origin. Runs of
 * slashes become one, so taking a language prefix off the result (`/sw//host` -> `/host`, not `//host`)
 * still leaves a path on the shop.
 */
export function localPath(path, fallback = '/') {
  if (typeof path !== 'string' || path === '') return fallback;
  let url;
  try {
    url = new URL(path, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP_ORIGIN) return fallback;
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
}
