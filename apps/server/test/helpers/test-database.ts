import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { databaseUrl, withClient } from './database-template-setup';

export function usingPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

/**
 * The env of a fresh PostgreSQL database for one test file: empty, or (`migrated`) a copy of the run's migrated
 * template. The databases are dropped by the global teardown (database-template-setup.ts) once every file has
 * finished.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ env: Record<string, string> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL (postgres://…)');
  const name = `${inject('databasePrefix')}${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? ` template "${inject('postgresTemplate')}"` : '';
  await withClient(url, (client) => client.query(`create database "${name}"${template}`));
  return { env: { DATABASE_URL: databaseUrl(url, name) } };
}

/** Puts a copy of the run's migrated, empty SQLite database at `file` (the test app's own), unless one is there. */
export function copySqliteTemplate(file: string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(inject('sqliteTemplate'), file);
}
