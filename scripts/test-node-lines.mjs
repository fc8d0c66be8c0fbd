#!/usr/bin/env node
// The unit and API tests on the other supported Node.js LTS lines (CI runs the whole suite on the main line).
//
//   node scripts/test-node-lines.mjs [LINE…] [--postgres] [--refresh]   domain + server-on-SQLite tests on
//       each LINE (default: every supported line but the main one); --postgres also runs the server tests on
//       DATABASE_URL; --refresh fetches the newest release of each line again
//   node scripts/test-node-lines.mjs 24 -- src/db   only the server test files given after `--`
//   node scripts/test-node-lines.mjs --bin-dir LINE   fetches LINE and prints the folder holding its `node`
//
// Each line's Node.js comes from the npm registry into the user's cache; better-sqlite3 is compiled once per
// line there and swapped in only while that line's tests run, then the installed build is put back.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureNodeLine } from './lib/node-line-install.mjs';
import { cacheRoot, parseLines, pathWithNodeFirst, splitArgs } from './lib/node-lines.mjs';
import { ensureSqliteBuild, restoreDriver, sqlitePackage, useDriver } from './lib/sqlite-driver-per-abi.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const cache = cacheRoot();
const { flags, positional, serverFiles } = splitArgs(process.argv.slice(2));

if (flags.has('--bin-dir')) {
  const [major] = parseLines(positional);
  console.log(ensureNodeLine(major, cache, { refresh: flags.has('--refresh') }).binDir);
  process.exit(0);
}

const lines = parseLines(positional);
const { driver } = sqlitePackage(root);
if (restoreDriver(driver)) console.log('==> Put back the SQLite driver an interrupted run had left swapped');
process.on('exit', () => restoreDriver(driver));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

// The API fuzzer's depth is the main line's run: here it checks that the fuzzing harness and the routes work on
// this Node.js, with a quarter of the requests.
const FUZZ_REQUESTS = process.env.FUZZ_REQUESTS ?? '2500';

function steps(withPostgres) {
  const { DATABASE_URL, ...withoutDatabase } = process.env;
  const list = [
    ['domain unit tests', ['test', '-w', 'packages/domain'], process.env],
    [
      'server API tests (SQLite)',
      ['test', '-w', 'apps/server', '--', ...serverFiles],
      { ...withoutDatabase, FUZZ_REQUESTS },
    ],
  ];
  if (withPostgres) {
    if (!DATABASE_URL) throw new Error('--postgres needs DATABASE_URL');
    const postgres = { ...process.env, TEST_DATABASE: 'postgres', FUZZ_REQUESTS };
    list.push([
      'server API tests (PostgreSQL)',
      ['exec', '-w', 'apps/server', '--', 'vitest', 'run', ...serverFiles],
      postgres,
    ]);
  }
  return list;
}

const results = [];
let failed = false;
for (const major of lines) {
  const line = ensureNodeLine(major, cache, { refresh: flags.has('--refresh') });
  useDriver(driver, ensureSqliteBuild(line, root, cache));
  for (const [name, npmArgs, env] of steps(flags.has('--postgres'))) {
    console.log(`\n==> Node.js ${line.version}: ${name}`);
    const started = Date.now();
    const run = spawnSync('npm', npmArgs, {
      stdio: 'inherit',
      env: { ...env, PATH: pathWithNodeFirst(line.binDir, env.PATH) },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const ok = run.status === 0;
    results.push([`Node.js ${line.version}`, name, ok ? `ok (${seconds}s)` : `FAILED after ${seconds}s`]);
    if (!ok) failed = true;
  }
  restoreDriver(driver);
}

console.log('\nSummary (other LTS lines)');
for (const [line, name, outcome] of results)
  console.log(`  ${line.padEnd(16)} ${name.padEnd(32)} ${outcome}`);
process.exit(failed ? 1 : 0);
