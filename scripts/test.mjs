#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// It installs what is missing first, like `npm start`, so that it can be the first command on a fresh clone.
// Lint and types first (fast), then unit and API tests (the server suite runs on SQLite and, when
// DATABASE_URL is set, again on PostgreSQL), then a production build, the JavaScript budgets of its pages and
// the browser tests against it (the API token and webhook ones again on PostgreSQL when DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium } from './lib/find-chromium.mjs';
import { installMissingDependencies } from './lib/install-dependencies.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
installMissingDependencies(root);

// The root scripts' own tests (node:test; no workspace's vitest config includes this folder).
const scriptTests = readdirSync('scripts/lib')
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `scripts/lib/${file}`);

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['script tests', process.execPath, ['--test', ...scriptTests]],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['domain unit tests', 'npm', ['test', '-w', 'packages/domain']],
  ['server API tests', 'npm', ['test', '-w', 'apps/server']],
  ['web component tests', 'npm', ['test', '-w', 'apps/web']],
  ['production build', 'npm', ['run', 'build']],
  ['bundle budgets', 'npm', ['run', 'test:budget', '-w', 'apps/web']],
  ['browser tests', 'npm', ['test', '-w', 'e2e']],
];
// The admin features whose storage is new to both databases also run in the browser on PostgreSQL.
const POSTGRES_BROWSER_TESTS = ['tests/api-tokens.e2e.ts', 'tests/webhooks.e2e.ts'];
if (process.env.DATABASE_URL) {
  steps.push([
    'browser tests (PostgreSQL)',
    'npm',
    ['test', '-w', 'e2e', '--', ...POSTGRES_BROWSER_TESTS],
    { E2E_DATABASE: 'postgres' },
  ]);
}

const chromium = findChromium();
const results = [];
for (const [name, cmd, args, extraEnv = {}] of steps) {
  if (name.startsWith('browser tests') && !chromium) {
    if (process.env.CI) {
      console.error(
        '\nBrowser tests need Chromium: install it (apt-get install chromium) or set CHROME_PATH.',
      );
      process.exit(1);
    }
    console.warn(
      '\n!! Browser tests NOT run: no Chromium found. Install it (apt-get install chromium) or set CHROME_PATH.',
    );
    results.push([name, 'not run (no Chromium)']);
    continue;
  }
  console.log(`\n==> ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium ?? '', ...extraEnv },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n!! ${name} failed after ${seconds}s`);
    process.exit(run.status ?? 1);
  }
  results.push([name, `ok (${seconds}s)`]);
}

console.log('\nSummary');
for (const [name, outcome] of results) console.log(`  ${name.padEnd(22)} ${outcome}`);
if (!process.env.DATABASE_URL) {
  console.log(
    '  (server tests ran on SQLite only; set DATABASE_URL=postgres://… to run them on PostgreSQL too)',
  );
}
