import { useEffect } from 'react';
import { SHOP_NAME } from './shop';

/** Sets document.title to '{title} | {shop}' (the shop name alone for an empty title). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
