import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathWithNodeFirst } from './node-lines.mjs';

// better-sqlite3 is the one native module whose build depends on the Node ABI (the others use N-API).
// Its prebuilt binaries come from GitHub, which CI cannot reach, so each line gets its own compiled copy,
// kept in the cache and put in place only while that line's tests run.
const DRIVER = join('build', 'Release', 'better_sqlite3.node');
const BACKUP_SUFFIX = '.default';

/** The installed better-sqlite3 package as the server resolves it. */
export function sqlitePackage(root) {
  const require = createRequire(join(root, 'apps', 'server', 'package.json'));
  const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { packageDir, version, driver: join(packageDir, DRIVER) };
}

/** Compiles better-sqlite3 for `line` (from ensureNodeLine) once, into the cache; returns the .node file. */
export function ensureSqliteBuild(line, root, cache) {
  const { packageDir, version } = sqlitePackage(root);
  const target = join(cache, `better-sqlite3-${version}`, `abi-${line.abi}`, 'better_sqlite3.node');
  if (existsSync(target)) return target;
  console.log(`==> Compiling better-sqlite3 ${version} for Node.js ${line.version} (once; a minute or two)`);
  // A copy outside the checkout, so the installed driver is never touched and npm finds no
  // prebuild-install there (it would try GitHub first); the install script then runs node-gyp.
  const work = join(cache, 'work', `better-sqlite3-abi-${line.abi}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'node_modules'), { recursive: true });
  writeFileSync(join(work, 'package.json'), '{ "private": true }\n');
  cpSync(packageDir, join(work, 'node_modules', 'better-sqlite3'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(packageDir, 'build')),
  });
  const result = spawnSync(
    'npm',
    ['rebuild', 'better-sqlite3', `--nodedir=${line.nodeDir}`, '--foreground-scripts'],
    { cwd: work, stdio: 'inherit', env: { ...process.env, PATH: pathWithNodeFirst(line.binDir) } },
  );
  const built = join(work, 'node_modules', 'better-sqlite3', DRIVER);
  if (result.status !== 0 || !existsSync(built)) {
    throw new Error(`could not compile better-sqlite3 for Node.js ${line.version}`);
  }
  mkdirSync(dirname(target), { recursive: true });
  replaceFile(built, target);
  rmSync(work, { recursive: true, force: true });
  return target;
}

// Copy beside, then rename over: a process that has the old file loaded keeps its own copy intact.
function replaceFile(source, destination) {
  const partial = `${destination}.partial`;
  copyFileSync(source, partial);
  renameSync(partial, destination);
}

/** Puts `build` in place of `driver`, keeping the installed one beside it until restoreDriver. */
export function useDriver(driver, build) {
  const backup = driver + BACKUP_SUFFIX;
  if (!existsSync(backup)) replaceFile(driver, backup);
  replaceFile(build, driver);
}

/** Puts the installed driver back (also after an interrupted run); returns whether there was one to restore. */
export function restoreDriver(driver) {
  const backup = driver + BACKUP_SUFFIX;
  if (!existsSync(backup)) return false;
  renameSync(backup, driver);
  return true;
}
