import { useEffect, useRef, useState } from 'react';
import { whenHydrated } from '../components/HydrateLater';

/**
 * Whether the page has scrolled past a marker rendered at the top of the document (absolutely placed, as tall
 * as the distance that counts: its CSS says how tall), and the marker's ref. An IntersectionObserver on the marker tells when it
 * leaves the screen: no scroll listener, and no reading of the scroll position, which would force the
 * browser to lay out the whole page in the middle of hydrating it.
 */
export function useScrolledPast() {
  const marker = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting));
    // Once the page has hydrated: the header's parts hydrate to the server's unscrolled bar.
    let watching = true;
    void whenHydrated().then(() => watching && observer.observe(element));
    return () => {
      watching = false;
      observer.disconnect();
    };
  }, []);
  return { scrolled, marker };
}
