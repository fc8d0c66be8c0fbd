import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './bench-paths';
import type { DatabaseOptions } from './cli-options';
import { PLAIN_DATABASE_NAME } from './postgres-names';

/** psql (installed with the PostgreSQL server), so that the bench needs no database driver of its own. */
function psql(url: string, sql: string): { ok: boolean; out: string; err: string } {
  const result = spawnSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`psql could not run: ${result.error.message}`);
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
}

function generate(options: DatabaseOptions): void {
  console.log(`Generating ${options.minIncidents} incidents (bench/generate-incidents.ts)…`);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'bench', 'generate-incidents.ts'),
      options.dataDir,
      `--count=${options.minIncidents}`,
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: options.databaseUrl ?? '' },
    },
  );
  if (result.status !== 0) throw new Error('bench/generate-incidents.ts failed');
}

function prepareSqlite(options: DatabaseOptions): void {
  if (fs.existsSync(path.join(options.dataDir, 'app.db'))) return;
  if (!options.generate) {
    throw new Error(
      `No database in ${options.dataDir}: run \`npm run bench:generate -w bench -- ${options.dataDir}\`` +
        ' first, or add --generate',
    );
  }
  generate(options);
}

/** The database's name in `url` (a plain name only), and the URL of the server's `postgres` database. */
function databaseOf(url: string): { name: string; admin: URL } {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!PLAIN_DATABASE_NAME.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { name, admin };
}

/**
 * Drops the run's database and creates it again as a copy of `template` (as the role of the URL, which must
 * be allowed to: it owns the database, and may create databases). Nobody may be connected to either.
 */
function copyPostgresDatabase(url: string, template: string): void {
  const { name, admin } = databaseOf(url);
  if (name === template) throw new Error(`--from-template ${template} is the run's own database`);
  const steps = [`drop database if exists ${name}`, `create database ${name} template ${template}`];
  for (const step of steps) {
    const done = psql(admin.toString(), step);
    if (!done.ok) throw new Error(`${step} failed: ${done.err}`);
  }
  console.log(`Copied the database ${template} to ${name}`);
}

/** Creates the database (as the role of the URL, which must be allowed to) when it does not exist. */
function ensurePostgresDatabase(url: string): void {
  const { name, admin } = databaseOf(url);
  const exists = psql(admin.toString(), `select 1 from pg_database where datname = '${name}'`);
  if (!exists.ok) throw new Error(`Cannot reach PostgreSQL: ${exists.err}`);
  if (exists.out === '1') return;
  const created = psql(admin.toString(), `create database ${name}`);
  if (!created.ok) throw new Error(`Cannot create the database ${name}: ${created.err}`);
  console.log(`Created the database ${name}`);
}

function preparePostgres(options: DatabaseOptions, url: string): void {
  if (options.template) copyPostgresDatabase(url, options.template);
  else if (options.generate) ensurePostgresDatabase(url);
  const probe = psql(url, `select to_regclass('incidents') is not null`);
  if (!probe.ok) throw new Error(`Cannot open ${new URL(url).pathname.slice(1)}: ${probe.err}`);
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (probe.out === 't') return;
  if (!options.generate) {
    throw new Error(
      'The database has no incidents table: run `DATABASE_URL=… npm run bench:generate -w bench` first, or add --generate',
    );
  }
  generate(options);
}

/**
 * Makes sure a generated dataset is there (generating it only with --generate). Whether it is complete is
 * checked later through the API (the admin's list total), the same way for both databases.
 */
export function prepareDataset(options: DatabaseOptions): void {
  if (options.databaseUrl) preparePostgres(options, options.databaseUrl);
  else prepareSqlite(options);
}
