/** How customers reach the shop (SPEC.md section 9, as the storefront's contact page shows it: storefront/src/lib/shopInfo.ts). */
export const SHOP_PHONE = '+254 712 345 678';
