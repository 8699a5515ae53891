// Static facts about the shop (SPEC.md sections 2 and 9), shown on several pages.
export const SHOP_CONTACT = {
  address: 'Kimathi Street, Nairobi CBD',
  addressDetail: 'Kimathi Chambers 2nd Floor, Kimathi Street, Nairobi CBD',
  phones: ['+254 712 345 678', '+254 733 456 789'],
  emails: ['support@kenyancrafts.co.ke', 'info@kenyancrafts.co.ke'],
  /** Opening hours, each a translation key (Kiswahili tells the time its own way). */
  hours: ['contact.hoursWeekdays', 'contact.hoursSaturday', 'contact.hoursSunday'],
} as const;

/** A WhatsApp chat with the shop's `number` (the page's: useShopMeta), opening with `message` typed in for the shopper. */
export const whatsappChat = (number: string, message: string): string => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;

export const FREE_DELIVERY_THRESHOLD = 3000;
export const FOUNDED_YEAR = 2020;
