import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { nodeBinaryPackage } from './node-lines.mjs';

/**
 * Makes the newest release of Node.js line `major` available under `cache`, from the npm registry's
 * `node-<platform>-<arch>` package (the one `npm install node@N` fetches): its bin/node and the headers in
 * include/node that native modules compile against. Reused once there; `refresh` fetches the newest again.
 */
export function ensureNodeLine(major, cache, { refresh = false } = {}) {
  const dir = join(cache, `node-${major}`);
  const packageDir = join(dir, 'node_modules', nodeBinaryPackage());
  const nodePath = join(packageDir, 'bin', 'node');
  if (refresh || !existsSync(nodePath)) {
    // Progress goes to stderr: with --bin-dir, stdout carries only the folder.
    console.error(`==> Fetching Node.js ${major} from the npm registry (${nodeBinaryPackage()}@${major})`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const args = ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    const result = spawnSync('npm', [...args, `${nodeBinaryPackage()}@${major}`], {
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (result.status !== 0 || !existsSync(nodePath)) {
      throw new Error(`could not install Node.js ${major} from the npm registry`);
    }
  }
  const probe = spawnSync(nodePath, ['-p', 'process.version + " " + process.versions.modules'], {
    encoding: 'utf8',
  });
  const [version, abi] = probe.stdout.trim().split(' ');
  if (probe.status !== 0 || !version.startsWith(`v${major}.`)) {
    throw new Error(`${nodePath} is not a working Node.js ${major}`);
  }
  if (!existsSync(join(packageDir, 'include', 'node', 'node.h'))) {
    throw new Error(
      `${nodeBinaryPackage()}@${major} came without include/node: native modules cannot be built`,
    );
  }
  return { major, version, abi, nodePath, binDir: join(packageDir, 'bin'), nodeDir: packageDir };
}
