#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then serve the app.
// The server itself applies migrations and seeds demo data on a new database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installMissingDependencies } from './lib/install-dependencies.mjs';
import { checkNodeVersion } from './lib/node-lines.mjs';

// First, so that too old a Node.js gets a sentence naming the supported lines rather than a stack trace.
checkNodeVersion();
const root = resolve(import.meta.dirname, '..');
process.chdir(root);

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

installMissingDependencies(root);

const buildStamp = 'apps/server/dist/.build-stamp';
const sources = [
  'packages/domain',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'package-lock.json',
];
const newestSource = Math.max(...sources.map(newestMtime));
if (!existsSync(buildStamp) || statSync(buildStamp).mtimeMs < newestSource) {
  console.log('==> Building the web app and the server');
  run('npm', ['run', 'build']);
  writeFileSync(buildStamp, new Date().toISOString());
}

console.log('==> Starting the server');
run('node', ['apps/server/dist/server.js']);
