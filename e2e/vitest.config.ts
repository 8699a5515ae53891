import { defineConfig } from 'vitest/config';

// Browser tests drive one real shop server (started once in global-setup.ts) and one Chromium,
// so they run one file at a time in a single forked worker, with timeouts sized for a busy 2-core box.
// Files are not isolated, so that worker (the browser fixture) is shared by every file: one launch.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./setup/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
