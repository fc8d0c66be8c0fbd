import { defineConfig } from 'vitest/config';

/**
 * TEST_DATABASE=postgres (with DATABASE_URL) runs the same suite on PostgreSQL, one database per test file.
 * Threads without isolation: each worker imports the app once instead of once per file (importing was nine tenths
 * of the suite's time). Files stay independent because every one starts its own app on its own database, and the
 * server keeps no module state that outlives an app (caches are keyed by the app's database).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/database-template-setup.ts'],
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // Hang guards, not budgets: a test that starts a server process takes long on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
