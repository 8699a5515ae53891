import { useEffect, useRef, useState } from 'react';

/**
 * Whether the page has scrolled more than `offset` px, and the ref of a marker to render at the top of
 * the document (absolutely placed, `offset` px tall). An IntersectionObserver on the marker tells when it
 * leaves the screen: no scroll listener, and no reading of the scroll position, which would force the
 * browser to lay out the whole page in the middle of hydrating it.
 */
export function useScrolledPast(offset: number) {
  const marker = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const markerSx = { position: 'absolute', top: 0, left: 0, width: 1, height: offset, pointerEvents: 'none', visibility: 'hidden' } as const;
  return { scrolled, marker, markerSx };
}
