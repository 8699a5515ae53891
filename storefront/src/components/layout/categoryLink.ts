/** The shop page filtered to one category: where the header's and the phone menu's category links go. */
export const categoryLink = (name: string) => `/shop?category=${encodeURIComponent(name)}`;
