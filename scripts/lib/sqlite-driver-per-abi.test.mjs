// Run by `npm test` (its "script tests" step) with node:test: a line's SQLite driver is swapped in only
// while its tests run, and the installed one always comes back, after an interrupted run too.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { restoreDriver, sqlitePackage, useDriver } from './sqlite-driver-per-abi.mjs';

let dir;
let driver;
const write = (name, text) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe('swapping the SQLite driver', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'qi-driver-'));
    driver = write('better_sqlite3.node', 'installed');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("uses a line's build and puts the installed one back", () => {
    useDriver(driver, write('abi-127.node', 'for 22'));
    assert.equal(readFileSync(driver, 'utf8'), 'for 22');
    assert.equal(restoreDriver(driver), true);
    assert.equal(readFileSync(driver, 'utf8'), 'installed');
    assert.equal(existsSync(`${driver}.default`), false);
  });

  it('keeps the installed build, not a line build, when lines follow one another', () => {
    useDriver(driver, write('abi-127.node', 'for 22'));
    useDriver(driver, write('abi-137.node', 'for 24'));
    assert.equal(readFileSync(driver, 'utf8'), 'for 24');
    restoreDriver(driver);
    assert.equal(readFileSync(driver, 'utf8'), 'installed');
  });

  it('restores what an interrupted run left, and does nothing otherwise', () => {
    useDriver(driver, write('abi-127.node', 'for 22'));
    // A new run starts by restoring: the previous one died before it could.
    assert.equal(restoreDriver(driver), true);
    assert.equal(restoreDriver(driver), false);
    assert.equal(readFileSync(driver, 'utf8'), 'installed');
  });
});

describe('the installed better-sqlite3', () => {
  it('is found as the server resolves it', () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const { driver: installed, version } = sqlitePackage(root);
    assert.match(version, /^\d+\.\d+\.\d+$/);
    assert.ok(installed.endsWith(join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node')));
  });
});
