import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs the server suite on SQLite, then again on PostgreSQL when DATABASE_URL is set
 * (each test file gets its own schema there). Extra arguments go to vitest.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);

function run(label, env) {
  console.log(`\n▶ server tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra], { cwd: serverDir, stdio: 'inherit', env });
  return result.status ?? 1;
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
let status = run('SQLite', { ...withoutDatabase, TEST_DATABASE: 'sqlite' });
if (DATABASE_URL) {
  status ||= run('PostgreSQL', { ...process.env, TEST_DATABASE: 'postgres' });
} else {
  console.log('\nDATABASE_URL is not set: skipped the PostgreSQL run.');
}
process.exit(status);
