/** How customers reach the shop (SPEC.md section 9, as the storefront's contact page shows it: storefront/src/lib/shopInfo.ts). */
export const SHOP_PHONE = '+254 712 345 678';
/** The shop's WhatsApp number, as wa.me links want it. */
export const SHOP_WHATSAPP = '254712345678';
