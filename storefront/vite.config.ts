/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { initialJsReport } from './build/initialJsReport.ts';
import { inlineCss } from './build/inlineCss.ts';
import { lowPriorityEntry } from './build/lowPriorityEntry.ts';
import { pageStyles } from './build/pageStyles.ts';
import { pagePatterns, ROUTES_FILE } from './src/routes.ts';

// The API (and its /media uploads) runs on port 3000 in development; `npm start`
// serves the built storefront from the same origin, so the app only uses relative URLs.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Where the browser build goes; the server build (dist-server/) reads the pages' styles from it. */
const BROWSER_DIST = 'dist';

/** What only the browser build writes: the size report, the shared CSS inlined into index.html, its entry script's priority, compressed copies and the page list. */
const browserBuildPlugins = (): PluginOption[] => [
  initialJsReport(),
  inlineCss(),
  lowPriorityEntry(),
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

/**
 * The storefront runs on Preact through its React compatibility layer (about 11 KB gzip against react-dom's 62):
 * every import of React, here and in the libraries (router, query cache, i18n, testing-library), is sent to
 * preact/compat, in the browser build, the server's, the dev server and the tests alike.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

// Two builds: the browser's (dist/) and, with --ssr, the page renderer the API loads (dist-server/):
// one CommonJS file holding every dependency, so the API needs neither the storefront's modules nor ESM.
export default defineConfig(({ isSsrBuild, command, mode }) => ({
  plugins: [react(), pageStyles(BROWSER_DIST), ...(isSsrBuild ? [] : browserBuildPlugins())],
  resolve: {
    alias: [...preactForReact, ...(command === 'build' ? productionRouter : [])],
    // Vitest resolves packages as Node does: react-router-dom's exports name a CommonJS build under the 'node'
    // condition, testing-library's main is one, and their require('react') no alias reaches (it would load React itself).
    // These conditions and the 'module' field take their ES builds.
    ...(mode === 'test' ? { conditions: ['module', 'module-sync'], mainFields: ['module'] } : {}),
  },
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
  // A stylesheet per chunk: the shared ones are inlined into index.html (inlineCss), a page's own into the HTML the server
  // renders of it (pageStyles), and the browser loads those of a page it opens with the page's code.
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: false, copyPublicDir: false, rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } } }
    : { outDir: BROWSER_DIST, sourcemap: false, chunkSizeWarningLimit: 700, modulePreload: false },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30000,
    // Libraries that import React run through Vite, so that the aliases above send them to preact/compat too.
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-i18next/, /@testing-library\/react/] } },
  },
}));
