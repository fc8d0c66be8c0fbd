import { defineConfig } from 'vitest/config';

// Browser tests: one server (the production build, on a fresh SQLite database with demo data) for the
// whole run, started by global-setup.ts; test files run one after another to keep the 2-core CI calm.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
