import { useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router-dom';
import { scrollKey } from './scrollKey';

/** Where the positions are kept for a reload or a return from another site (sessionStorage: this tab only). */
const STORAGE_KEY = 'shop-scroll-positions';

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Keeps where the page in view is scrolled, before the shopper leaves it. */
export function rememberScroll(location: Location): void {
  savedPositions()[scrollKey(location)] = window.scrollY;
}

/**
 * Each page opens at its top (or at the part its #hash names); back, forward and a reload return to where it was.
 * react-router's <ScrollRestoration> does this for its data router only; the shop's PageRouter calls this after
 * every page it shows (a layout effect of the router, so the page's DOM is in place).
 */
export function useScrollRestoration(shown: { action: NavigationType; location: Location }): void {
  const current = useRef(shown.location);
  current.current = shown.location;

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      rememberScroll(current.current);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: the page opens at its top next time.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  useLayoutEffect(() => {
    const { action, location } = shown;
    const saved = action === 'POP' ? savedPositions()[scrollKey(location)] : undefined;
    if (saved !== undefined) return window.scrollTo(0, saved);
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) return target.scrollIntoView();
    window.scrollTo(0, 0);
  }, [shown]);
}
