// A page's own styles, inlined by the server into the page it renders (ssr/entry-server.tsx): index.html holds only
// the shell's styles, the layout's and the UI kit's (inlineCss.ts), so the head a phone parses before it paints is a
// third of the shop's CSS, and a page rendered whole still paints styled from its first byte.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Plugin } from 'vite';
import { assetText, inlinedStylesheet } from './inlineCss.ts';
import { chunkIn, cssOf, shellOf, type Bundle, type Chunk } from './shell.ts';

/** Written by the browser build beside index.html (a dot file: the server does not serve it), read by the server build. */
const PAGE_STYLES_FILE = '.page-styles.json';
/** What the server's renderer imports: page module (`src/pages/ProductPage.tsx`) -> the HTML of its styles for the head. */
export const PAGE_STYLES_MODULE = 'virtual:page-styles';

/**
 * The stylesheets a page's chunk brings beyond the shell's, in the order the browser would apply them: what it
 * imports before its own, then what it loads later (the reviews of a product page, which the server renders too).
 */
function pageStylesheets(bundle: Bundle, page: Chunk, shell: Set<string>): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunkIn(bundle, name);
    if (!chunk || seen.has(name) || shell.has(name)) return;
    seen.add(name);
    chunk.imports.forEach(visit);
    cssOf(chunk).forEach((sheet) => sheets.add(sheet));
    chunk.dynamicImports.forEach(visit);
  };
  visit(page.fileName);
  return [...sheets];
}

/** Each page module's styles for the head of its server-rendered HTML, from the browser build's bundle. */
export function pageStylesIn(bundle: Bundle, root: string, base: string): Record<string, string> {
  const shell = shellOf(bundle).chunks;
  const pagesDir = path.join(root, 'src', 'pages') + path.sep;
  const styles: Record<string, string> = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isDynamicEntry || !file.facadeModuleId?.startsWith(pagesDir)) continue;
    const source = path.relative(root, file.facadeModuleId).split(path.sep).join('/');
    styles[source] = pageStylesheets(bundle, file, shell)
      .map((sheet) => {
        const asset = bundle[sheet];
        return asset?.type === 'asset' ? inlinedStylesheet(base + sheet, assetText(asset.source)) : '';
      })
      .join('');
  }
  return styles;
}

/**
 * The browser build writes each page's styles (PAGE_STYLES_FILE); the server build reads them from `browserDist`
 * as the module PAGE_STYLES_MODULE. Elsewhere (tests, the dev server) that module is empty: pages keep their styles
 * in the document, as Vite puts them there.
 */
export function pageStyles(browserDist: string): Plugin {
  let root = process.cwd();
  let base = '/';
  let serverBuild = false;
  return {
    name: 'page-styles',
    configResolved(config) {
      root = config.root;
      base = config.base;
      serverBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === PAGE_STYLES_MODULE ? `\0${PAGE_STYLES_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${PAGE_STYLES_MODULE}`) return undefined;
      if (!serverBuild) return 'export default {};';
      const file = path.join(root, browserDist, PAGE_STYLES_FILE);
      if (!fs.existsSync(file)) this.error(`${file} is missing: build the browser's storefront before the server's`);
      return `export default ${fs.readFileSync(file, 'utf8')};`;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (serverBuild) return;
        this.emitFile({ type: 'asset', fileName: PAGE_STYLES_FILE, source: JSON.stringify(pageStylesIn(bundle, root, base)) });
      },
    },
  };
}
