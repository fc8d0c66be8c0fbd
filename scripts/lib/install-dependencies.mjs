import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

// npm writes this file at the end of every install: its absence, or a lock file changed after it, means
// node_modules does not match package-lock.json.
const INSTALLED_STAMP = 'node_modules/.package-lock.json';
const LOCK_FILE = 'package-lock.json';

/** Whether `npm install` must run in `root` before anything uses the dependencies. */
export function needsInstall(root) {
  const stamp = join(root, INSTALLED_STAMP);
  const lock = join(root, LOCK_FILE);
  if (!existsSync(stamp)) return true;
  if (!existsSync(lock)) return false;
  return statSync(lock).mtimeMs > statSync(stamp).mtimeMs;
}

/**
 * Installs the dependencies when they are missing or stale, so that either of the README's commands
 * (`npm start`, `npm test`) can be the first one typed on a fresh clone. `install` is injectable for tests.
 * Returns whether it installed.
 */
export function installMissingDependencies(root, install = npmInstall) {
  if (!needsInstall(root)) return false;
  console.log('==> Installing dependencies (first run; building the SQLite driver takes a minute or two)');
  install(root);
  // npm leaves the stamp untouched when nothing changed; mark it so the next run does not install again.
  const stamp = join(root, INSTALLED_STAMP);
  if (existsSync(stamp)) {
    const now = new Date();
    utimesSync(stamp, now, now);
  }
  return true;
}

function npmInstall(root) {
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
