/** The shop's name, as the header, the footer, page titles and the JSON-LD say it. */
export const SHOP_NAME = 'Kenyan Crafts';
