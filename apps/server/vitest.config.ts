import { defineConfig } from 'vitest/config';

/** TEST_DATABASE=postgres (with DATABASE_URL) runs the same suite on PostgreSQL, one schema per test file. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/postgres-global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
