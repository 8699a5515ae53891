import type { ShopPage, ShopPageSlug } from '@shop/api-client';

/** Where shoppers read the page (its Kiswahili one is under /sw). */
export const shopAddress = (slug: ShopPageSlug): string => `/${slug}`;

/** Who last saved the page; the seeded draft says it still waits for the owner's review. */
export const changedBy = (page: Pick<ShopPage, 'updated_by'>): string => page.updated_by || 'Draft, not reviewed yet';
