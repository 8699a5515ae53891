/** The shop's policy pages, each at its own storefront address (`/privacy`, `/sw/privacy`…). */
export const SHOP_PAGE_SLUGS = ['privacy', 'terms', 'shipping', 'returns'] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

export const isShopPageSlug = (value: unknown): value is ShopPageSlug => SHOP_PAGE_SLUGS.includes(value as ShopPageSlug);
