import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build, with the system Chromium (CHROME_PATH; no browser download).
 * Test files run in parallel, one server with its own SQLite database per worker (support/test.ts); the tests of
 * one file run in order in one worker, as some build on the ones before.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: 'test-results',
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // Hang guards, not budgets: a busy 2-core machine makes every step slow, and no test measures time.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
});
