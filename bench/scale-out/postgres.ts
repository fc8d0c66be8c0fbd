import { spawn, spawnSync } from 'node:child_process';
import { PLAIN_DATABASE_NAME } from '../lib/postgres-names';

/**
 * PostgreSQL through `psql` (the client that comes with the server packages), so that the bench needs no
 * database driver of its own.
 */
function psql(url: string, sql: string): string {
  const result = spawnSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`psql could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql failed (${sql.slice(0, 80)}): ${result.stderr.trim()}`);
  return result.stdout.trim();
}

export interface ScaleOutDatabase {
  url: string;
  /** The first column of every row of `sql`. */
  column(sql: string): string[];
  drop(): void;
}

/** Drops and creates the database `name` (as the superuser of `adminUrl`) and returns its URL. */
export function freshDatabase(adminUrl: string, name: string): ScaleOutDatabase {
  if (!PLAIN_DATABASE_NAME.test(name)) throw new Error(`Not a plain database name: ${name}`);
  psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    url: databaseUrl,
    column: (sql) =>
      psql(databaseUrl, sql)
        .split('\n')
        .filter((line) => line !== ''),
    drop: () => psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** `pg_dump -Fc`: a consistent snapshot (one transaction) taken while the instances keep writing. */
export function dumpDatabase(url: string, file: string): Promise<void> {
  return run('pg_dump', ['-Fc', '-f', file, '-d', url]);
}

export function restoreDatabase(url: string, file: string): Promise<void> {
  return run('pg_restore', ['--no-owner', '--exit-on-error', '-d', url, file]);
}
