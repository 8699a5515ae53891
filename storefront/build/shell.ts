// The shell: what every page loads to go live, whichever page it is. The entry chunk, the shop's code the entry loads
// once the first pictures have painted (its own dynamic imports: src/boot/startShop.tsx), and every chunk they import
// statically. index.html holds the shell's styles (inlineCss.ts); a page's own styles leave them out (pageStyles.ts).
import type { Rollup } from 'vite';

export type Bundle = Rollup.OutputBundle;
export type Chunk = Rollup.OutputChunk;

export const chunkIn = (bundle: Bundle, name: string): Chunk | undefined => {
  const file = bundle[name];
  return file?.type === 'chunk' ? file : undefined;
};
export const cssOf = (chunk: Chunk): string[] => [...(chunk.viteMetadata?.importedCss ?? [])];

/**
 * The shell's chunks, and its stylesheets in the order the browser applies them (a chunk's imports' before its own,
 * the entry's before the code it loads at boot).
 */
export function shellOf(bundle: Bundle): { chunks: Set<string>; stylesheets: string[] } {
  const chunks = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunkIn(bundle, name);
    if (!chunk || chunks.has(name)) return;
    chunks.add(name);
    chunk.imports.forEach(visit);
    cssOf(chunk).forEach((sheet) => stylesheets.add(sheet));
  };
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isEntry) continue;
    visit(file.fileName);
    file.dynamicImports.forEach(visit);
  }
  return { chunks, stylesheets: [...stylesheets] };
}
