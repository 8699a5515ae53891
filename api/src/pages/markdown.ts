import MarkdownIt from 'markdown-it';

/** Addresses a page may link to besides relative ones (the shop's own pages): web pages, e-mail and phone. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
/** A scheme before any `/`, `?` or `#`: `javascript:`, `data:`… (a relative address has none). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Staff write the pages and every shopper reads them, so no staff text may run in a shopper's browser:
 * raw HTML is written out as text, and a link or picture keeps only a safe address (anything else stays
 * plain text). The browser never needs a Markdown parser (issue 31 caps its JavaScript).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url: string): boolean => {
  // Entities, %-escapes, tabs and spaces must not hide a scheme (browsers drop tabs inside one).
  const address = decoded(markdown.utils.unescapeAll(url)).replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_SCHEME.test(address) || !HAS_SCHEME.test(address);
};

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Safe HTML of a page's Markdown. */
export const pageHtml = (text: string): string => markdown.render(text);
