#!/usr/bin/env node
// `npm run typecheck`: every workspace's `tsc -p tsconfig.json`, two at a time (tsc uses one core, and the two
// largest projects, the server and the web app, take most of the time). A project's output is printed when it
// ends, so that two projects' errors do not interleave; the exit code is non-zero when any project failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const CONCURRENCY = 2;

const { workspaces } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const projects = workspaces.filter((workspace) => {
  const manifest = JSON.parse(readFileSync(resolve(root, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');

function check(workspace) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: resolve(root, workspace) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${workspace} (${seconds}s)`);
      if (output.trim() !== '') console.log(output.trimEnd());
      done(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (!(await check(next))) failed = true;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
process.exit(failed ? 1 : 0);
