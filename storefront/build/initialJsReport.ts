// A build plugin that prints, per route, the JavaScript a first visit loads before the page
// can render: the entry chunk, the shop's code it loads, the route's lazy chunk, and everything they import statically.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { chunkIn, shellOf } from './shell.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Route label -> the source module of its lazy page. */
const ROUTES: Record<string, string> = {
  '/': 'src/pages/HomePage.tsx',
  '/shop': 'src/pages/ShopPage.tsx',
  '/product/{id}': 'src/pages/ProductPage.tsx',
};

function closure(bundle: OutputBundle, start: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return [...seen.values()];
}

export function initialJsReport(): Plugin {
  return {
    name: 'initial-js-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      // The entry and the shop's code it loads (shell.ts), before the page's.
      const shell = [...shellOf(bundle).chunks].map((name) => chunkIn(bundle, name)).filter((c): c is OutputChunk => c !== undefined);
      if (!shell.length) return;
      const lines: string[] = [];
      for (const [route, source] of Object.entries(ROUTES)) {
        const page = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(source));
        const files = closure(bundle, [...shell, ...(page ? [page] : [])]);
        const raw = files.reduce((n, c) => n + Buffer.byteLength(c.code), 0);
        const gz = files.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0);
        // What a browser that accepts brotli (every current one) downloads: the build's own .br files.
        const br = files.reduce((n, c) => n + brotliCompressSync(c.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
        lines.push(`  ${route.padEnd(14)} ${(gz / 1024).toFixed(1)} kB gzipped, ${(br / 1024).toFixed(1)} kB brotli (${(raw / 1024).toFixed(1)} kB raw, ${files.length} files)`);
      }
      // On stdout, next to vite's own size table.
      console.log(`\nInitial JavaScript per route, gzipped (entry + shop code + lazy page + their static imports):\n${lines.join('\n')}`);
    },
  };
}
