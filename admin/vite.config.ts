/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the API (and its /media uploads) runs on port 3000; in production the
// API serves this build under /dashboard from the same origin, so only relative URLs are used.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // .br and .gz beside each text asset, compressed once at full strength; the API serves whichever
  // the browser accepts (express-static-gzip), so no request pays for compression.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  base: '/dashboard/',
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // react-admin alone is about 300 KB gzipped; the console is a staff tool, one chunk is fine.
    chunkSizeWarningLimit: 2500,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    css: false,
    testTimeout: 15000,
  },
});
