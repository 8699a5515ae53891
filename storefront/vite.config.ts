/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { initialJsReport } from './build/initialJsReport.ts';
import { pagePatterns, ROUTES_FILE } from './src/routes.ts';

// The API (and its /media uploads) runs on port 3000 in development; `npm start`
// serves the built storefront from the same origin, so the app only uses relative URLs.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    initialJsReport(),
    // .br and .gz beside each text asset, compressed once at full strength; the API serves whichever
    // the browser accepts (express-static-gzip), so no request pays for compression.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // dist/routes.json: the pages the server answers 200 for (any other path is a 404 with the NotFound page).
    { name: 'page-routes', apply: 'build', generateBundle() { this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: JSON.stringify(pagePatterns()) }); } },
  ],
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30000,
  },
});
