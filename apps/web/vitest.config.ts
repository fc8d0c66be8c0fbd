import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { zodJitlessAlias } from './build-plugins/zod-jitless-alias.ts';

/**
 * Node 25 and later have a localStorage of their own (unusable without --localstorage-file) that hides
 * the test DOM's; the tests use the test DOM's, as a browser would.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

/**
 * The test files that replace a module with `vi.mock`: a mock takes effect only in a module graph of the
 * file's own, so these run isolated, each importing the app afresh; every other file shares its worker's
 * imports with the files before it (importing MUI and the app once per worker instead of once per file).
 */
const MOCKING = /\bvi\.mock\(/;
const sourceDir = fileURLToPath(new URL('./src', import.meta.url));
const mockingFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => MOCKING.test(readFileSync(join(sourceDir, file), 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [zodJitlessAlias] },
  define: {
    __APP_VERSION__: JSON.stringify('test'),
  },
  // Threads start faster than processes; MUI and its icons are bundled once (deps optimizer) instead of being
  // transformed module by module in every file (imports were a fifth of the suite's time).
  test: {
    // happy-dom, not jsdom: the same tests take about two thirds of the time (computed styles, which every role
    // query asks for, are far cheaper), and its fetch, Blob and FileReader are the browser's.
    environment: 'happy-dom',
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which ran the files
    // one after another (DOM work is CPU-bound, but two workers still finish in about two thirds the time).
    maxWorkers: 2,
    execArgv: withoutNodeWebStorage,
    deps: { optimizer: { client: { enabled: true, include: ['@mui/material', '@mui/icons-material'] } } },
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A hang guard, not a budget (component tests wait for what they look for, up to asyncUtilTimeout).
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: mockingFiles },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: mockingFiles } },
    ],
  },
});
