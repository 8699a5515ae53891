// The shop's one stylesheet goes inside index.html as a <style>: every page, rendered on the server or in the
// browser, paints styled from its first byte, with no stylesheet request holding the first paint.
import type { Plugin } from 'vite';

/** A stylesheet link that Vite wrote into the page. */
const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with each `<link rel="stylesheet">` to one of `stylesheets` (file name -> CSS, as in the bundle)
 * replaced by a `<style>` holding it. Links to other files stay as they are.
 */
export function inlineStylesheets(html: string, stylesheets: Record<string, string>, base = '/'): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = href.startsWith(base) ? stylesheets[href.slice(base.length)] : undefined;
    // `</style` inside the CSS (a string in a rule) would end the element early; `\/` is the same character in CSS.
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Inlines the built CSS into index.html and drops the CSS file, which nothing loads any more. */
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
          if (file.type === 'asset' && file.fileName.endsWith('.css')) {
            stylesheets[file.fileName] = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          }
        }
        const inlined = inlineStylesheets(html, stylesheets, base);
        for (const fileName of Object.keys(stylesheets)) {
          if (inlined.includes(fileName)) continue;
          delete bundle[fileName];
        }
        return inlined;
      },
    },
  };
}
