// The shop's shared stylesheets (the shell's: the layout's and the UI kit's that every page uses) go inside index.html as
// <style>: every page, rendered on the server or in the browser, paints styled from its first byte, with no
// stylesheet request holding the first paint. A page's own styles go in beside them when the server renders it
// (pageStyles.ts), and load with its code when the browser opens it.
import type { Plugin } from 'vite';
import { shellOf } from './shell.ts';

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
 * `html` with the shell's stylesheets (file name and CSS, in the order they apply) inside its head, in place of the
 * links Vite wrote to any of them (the entry's own). Links to other files stay as they are.
 */
export function inlineShellStylesheets(html: string, stylesheets: Array<[fileName: string, css: string]>, base = '/'): string {
  const inlined = new Set(stylesheets.map(([fileName]) => base + fileName));
  const unlinked = html.replace(STYLESHEET_LINK, (link, href: string) => (inlined.has(href) ? '' : link));
  const styles = stylesheets.map(([fileName, css]) => inlinedStylesheet(base + fileName, css)).join('\n');
  return unlinked.replace('</head>', `${styles}\n</head>`);
}

/** Inlines the shell's stylesheets (shell.ts) into index.html; the files stay, for the pages that load them later. */
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
        const stylesheets = shellOf(bundle).stylesheets.map((fileName): [string, string] => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`${fileName}: the shell's stylesheet is not in the bundle`);
          return [fileName, assetText(asset.source)];
        });
        return inlineShellStylesheets(html, stylesheets, base);
      },
    },
  };
}

export const assetText = (source: string | Uint8Array): string => (typeof source === 'string' ? source : new TextDecoder().decode(source));
