/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { initialJsReport } from './build/initialJsReport.ts';
import { inlineCss } from './build/inlineCss.ts';
import { pagePatterns, ROUTES_FILE } from './src/routes.ts';

// The API (and its /media uploads) runs on port 3000 in development; `npm start`
// serves the built storefront from the same origin, so the app only uses relative URLs.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** What only the browser build writes: the size report, the CSS inlined into index.html, compressed copies and the page list. */
const browserBuildPlugins = (): PluginOption[] => [
  initialJsReport(),
  inlineCss(),
  // .br and .gz beside each text asset, compressed once at full strength; the API serves whichever
  // the browser accepts (express-static-gzip), so no request pays for compression.
  compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  // dist/routes.json: the pages the server answers 200 for (any other path is a 404 with the NotFound page).
  { name: 'page-routes', apply: 'build', generateBundle() { this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: JSON.stringify(pagePatterns()) }); } },
];

/**
 * react-router publishes its production build beside the development one but points every export at the
 * development one (dev warnings on). A built shop takes the production files, as it does React's.
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

// Two builds: the browser's (dist/) and, with --ssr, the page renderer the API loads (dist-server/):
// one CommonJS file holding every dependency, so the API needs neither the storefront's modules nor ESM.
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : browserBuildPlugins())],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  ssr: { noExternal: true, target: 'node' },
  // The bundled libraries pick their production code at build time, as in the browser build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // One stylesheet for the whole shop (no CSS file per lazy page), inlined into index.html by inlineCss().
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: false, copyPublicDir: false, rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } } }
    : { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700, modulePreload: false, cssCodeSplit: false },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30000,
  },
}));
