// Run by `npm test` (its "script tests" step) with node:test: a fresh clone must get its dependencies
// installed by whichever of the README's two commands comes first.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { installMissingDependencies, needsInstall } from './install-dependencies.mjs';

let root;
const at = (seconds) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
function writeLock(seconds) {
  writeFileSync(join(root, 'package-lock.json'), '{}');
  utimesSync(join(root, 'package-lock.json'), at(seconds), at(seconds));
}
function writeStamp(seconds) {
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'node_modules/.package-lock.json'), '{}');
  utimesSync(join(root, 'node_modules/.package-lock.json'), at(seconds), at(seconds));
}

describe('installMissingDependencies', () => {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'qi-install-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('installs on a fresh clone (no node_modules)', () => {
    writeLock(10);
    const calls = [];
    assert.equal(needsInstall(root), true);
    assert.equal(
      installMissingDependencies(root, (dir) => calls.push(dir)),
      true,
    );
    assert.deepEqual(calls, [root]);
  });

  it('installs again when package-lock.json changed after the last install', () => {
    writeStamp(10);
    writeLock(20);
    const calls = [];
    assert.equal(
      installMissingDependencies(root, (dir) => calls.push(dir)),
      true,
    );
    assert.equal(calls.length, 1);
    // The stamp is renewed, so the next command does not install a second time.
    assert.equal(needsInstall(root), false);
  });

  it('does not install when node_modules is up to date', () => {
    writeLock(10);
    writeStamp(20);
    const calls = [];
    assert.equal(
      installMissingDependencies(root, (dir) => calls.push(dir)),
      false,
    );
    assert.deepEqual(calls, []);
  });
});

describe("the README's two commands", () => {
  const scripts = resolve(import.meta.dirname, '..');
  for (const entry of ['start.mjs', 'test.mjs']) {
    it(`scripts/${entry} installs what is missing before its first step`, () => {
      const source = readFileSync(join(scripts, entry), 'utf8');
      assert.match(source, /from '\.\/lib\/install-dependencies\.mjs'/);
      const install = source.indexOf('installMissingDependencies(root)');
      assert.ok(install > 0, `${entry} never calls installMissingDependencies(root)`);
      // Every step needs node_modules (biome, tsc, vite, vitest): none may come before the install.
      const firstStep = Math.min(
        ...['npm run', "'lint'", "['run', 'build']"]
          .map((marker) => source.indexOf(marker))
          .filter((index) => index >= 0),
      );
      assert.ok(install < firstStep, `${entry} runs a step before installing`);
    });
  }
});
