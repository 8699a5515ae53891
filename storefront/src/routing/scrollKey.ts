import type { Location } from 'react-router-dom';

/** How this page load began: afresh (a link, an address typed, Pesapal's return), or a reload or back/forward. */
export interface PageLoad {
  afresh: boolean;
  /** When it began: tells this load from every other in the tab. */
  at: number;
}

function thisLoad(): PageLoad {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return { afresh: entry?.type === 'navigate', at: performance.timeOrigin };
}

/**
 * Under which name useScrollRestoration keeps a page's scroll position. Each visit is named by its
 * history key, except the first page of every load, which is "default" in all of them: Pesapal's return to
 * /order-success took the position of an earlier load's first page (the home page scrolled to the footer).
 * That first page is named by its address, and by its load too when opened afresh, so it opens at its top;
 * a reload or back/forward finds it where the shopper left it.
 */
export function scrollKeyIn(load: PageLoad, location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  if (location.key !== 'default') return location.key;
  const address = location.pathname + location.search;
  return load.afresh ? `${address} @${load.at}` : address;
}

/** scrollKeyIn this load. */
export const scrollKey = (location: Location): string => scrollKeyIn(thisLoad(), location);
