// The shop's shared stylesheets (the layout's and the UI kit's that every page uses) go inside index.html as
// <style>: every page, rendered on the server or in the browser, paints styled from its first byte, with no
// stylesheet request holding the first paint. A page's own styles go in beside them when the server renders it
// (pageStyles.ts), and load with its code when the browser opens it.
import type { Plugin } from 'vite';

/** A stylesheet link that Vite wrote into the page. */
const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * `css` inlined as a <style>, with a disabled link to the file it came from: a disabled stylesheet link is never
 * fetched, but Vite's loader of lazy chunks finds it and does not load that file again when a page's code asks for it.
 */
export function inlinedStylesheet(href: string, css: string): string {
  // `</style` inside the CSS (a string in a rule) would end the element early; `\/` is the same character in CSS.
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * `html` with each `<link rel="stylesheet">` to one of `stylesheets` (file name -> CSS, as in the bundle)
 * replaced by a `<style>` holding it. Links to other files stay as they are.
 */
export function inlineStylesheets(html: string, stylesheets: Record<string, string>, base = '/'): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = href.startsWith(base) ? stylesheets[href.slice(base.length)] : undefined;
    return css === undefined ? link : inlinedStylesheet(href, css);
  });
}

/** Inlines the stylesheets Vite links from index.html (the entry's and its shared chunks'); the files stay for lazy pages. */
export function inlineCss(): Plugin {
  let base = '/';
  return {
    name: 'inline-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const stylesheets: Record<string, string> = {};
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) stylesheets[file.fileName] = assetText(file.source);
        }
        return inlineStylesheets(html, stylesheets, base);
      },
    },
  };
}

export const assetText = (source: string | Uint8Array): string => (typeof source === 'string' ? source : new TextDecoder().decode(source));
