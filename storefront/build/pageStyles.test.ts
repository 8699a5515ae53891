import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageStylesIn } from './pageStyles';

const ROOT = '/shop/storefront';

/** A chunk of a build, as much of it as pageStylesIn reads. */
const chunk = (fileName: string, { css = [] as string[], imports = [] as string[], dynamicImports = [] as string[], page = '', isEntry = false } = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry,
    isDynamicEntry: Boolean(page),
    facadeModuleId: page ? `${ROOT}/src/pages/${page}` : null,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;
const stylesheet = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

function bundleOf(...files: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('pageStylesIn', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'], imports: ['assets/preload-helper.js'], dynamicImports: ['assets/startShop.js'] }),
    chunk('assets/preload-helper.js'),
    chunk('assets/startShop.js', { imports: ['assets/Button.js'], dynamicImports: ['assets/ProductPage.js', 'assets/ShopPage.js'] }),
    chunk('assets/Button.js', { css: ['assets/Button.css'] }),
    chunk('assets/Card.js', { css: ['assets/Card.css'], imports: ['assets/Button.js'] }),
    chunk('assets/ProductPage.js', { page: 'ProductPage.tsx', css: ['assets/ProductPage.css'], imports: ['assets/index.js', 'assets/Card.js'], dynamicImports: ['assets/Reviews.js'] }),
    chunk('assets/Reviews.js', { css: ['assets/Reviews.css'], imports: ['assets/Card.js'] }),
    chunk('assets/ShopPage.js', { page: 'account/ShopPage.tsx', imports: ['assets/Button.js'] }),
    stylesheet('assets/index.css', 'body{margin:0}'),
    stylesheet('assets/Button.css', '.b{}'),
    stylesheet('assets/Card.css', '.c{}'),
    stylesheet('assets/ProductPage.css', '.p{}'),
    stylesheet('assets/Reviews.css', '.r{}'),
  );
  const styles = pageStylesIn(bundle, ROOT, '/');

  it("gives a page what it imports before its own styles, then what it loads later, and nothing index.html holds (the shell's)", () => {
    expect(styles['src/pages/ProductPage.tsx']).toBe(
      '<style>.c{}</style><link rel="stylesheet" href="/assets/Card.css" disabled>' +
        '<style>.p{}</style><link rel="stylesheet" href="/assets/ProductPage.css" disabled>' +
        '<style>.r{}</style><link rel="stylesheet" href="/assets/Reviews.css" disabled>',
    );
  });

  it('names pages by their source file, and gives a page of shared styles only nothing more', () => {
    expect(Object.keys(styles).sort()).toEqual(['src/pages/ProductPage.tsx', 'src/pages/account/ShopPage.tsx']);
    expect(styles['src/pages/account/ShopPage.tsx']).toBe('');
  });
});
