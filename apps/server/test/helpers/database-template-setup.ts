import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's prefix for the PostgreSQL databases of its test files. */
    databasePrefix: string;
    /** A SQLite file with every migration applied and no data, copied by each test app that starts afresh. */
    sqliteTemplate: string;
    /** On PostgreSQL runs, a database with every migration applied and no data, each test file's template. */
    postgresTemplate: string;
  }
}

/** `url` pointing at database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Migrates an empty database once per run, so that a test app starts from a copy of it instead of running every
 * migration again (that was most of an app's start). On PostgreSQL each test file then gets its own database
 * made from the template (one statement), and every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('databasePrefix', prefix);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-template-'));
  const sqliteTemplate = path.join(dir, 'app.db');
  await migrated({ kind: 'sqlite', file: sqliteTemplate, synchronous: 'NORMAL' });
  project.provide('sqliteTemplate', sqliteTemplate);

  const url = process.env.DATABASE_URL;
  const onPostgres = process.env.TEST_DATABASE === 'postgres' && url;
  const postgresTemplate = `${prefix}template`;
  project.provide('postgresTemplate', postgresTemplate);
  if (onPostgres) {
    await withClient(url, (client) => client.query(`create database "${postgresTemplate}"`));
    await migrated({ kind: 'postgres', url: databaseUrl(url, postgresTemplate), schema: undefined });
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!onPostgres) return;
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database "${datname}" with (force)`);
    });
  };
}

async function migrated(database: Parameters<typeof openDatabase>[0]): Promise<void> {
  const handle = openDatabase(database);
  try {
    await migrateToLatest(handle.db, handle.schema);
  } finally {
    await handle.close();
  }
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
