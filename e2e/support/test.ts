import { test as base, expect } from '@playwright/test';
import { type E2eServer, startE2eServer } from './e2e-server';

/**
 * The browser tests' `test`: every worker starts its own server (an auto worker fixture) and points the support
 * helpers at it (support/browser.ts, api.ts, outbox.ts read E2E_BASE_URL and E2E_DATA_DIR; a worker is a process
 * of its own, so its env is its own).
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await startE2eServer();
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    // Its own time, apart from the first test's: migrating and seeding take a while on a busy machine.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

export { expect };
