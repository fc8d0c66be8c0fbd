import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PLAIN_DATABASE_NAME } from '../lib/postgres-names';
import { PrivatePostgres } from './private-postgres';
import { type DbProbe, postgresProbe, sqliteProbe } from './probe';

/** One database under test: what the server gets, how the checks reach the database, the settings in force. */
export interface Target {
  db: 'sqlite' | 'postgres';
  /** The server's DATA_DIR (the SQLite file, the JWT secret, the email outbox). */
  dataDir: string;
  env: Record<string, string>;
  /** The durability settings, as the engine reports them (recorded with the results). */
  settings: Record<string, string>;
  probe(): Promise<DbProbe>;
  /** When the database server is killed with the app: SIGKILL it (call in the same tick as the app's kill). */
  killDatabase?(): Promise<void>;
  /** SQLite, --drop-wal: deletes the WAL (and its index) of the killed server. */
  dropWal?(): void;
  /** Starts the killed database server again; returns whether it ran crash recovery (replayed its WAL). */
  restartDatabase?(): Promise<boolean>;
  /** Stops what the target started (always called at the end, files stay). */
  shutdown(): Promise<void>;
  /** Removes the files (only after a run that passed). */
  cleanup(): Promise<void>;
}

function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'qi-durability-'));
}

export function sqliteTarget(synchronous: 'FULL' | 'NORMAL'): Target {
  const dataDir = freshDataDir();
  return {
    db: 'sqlite',
    dataDir,
    env: { DATABASE_URL: '', SQLITE_SYNCHRONOUS: synchronous },
    settings: { journal_mode: 'wal', synchronous },
    probe: async () => sqliteProbe(path.join(dataDir, 'app.db')),
    dropWal: () => {
      for (const suffix of ['-wal', '-shm'])
        fs.rmSync(path.join(dataDir, `app.db${suffix}`), { force: true });
    },
    shutdown: async () => {},
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** DURABILITY_DATABASE_URL, else qi_durability on the local server (the qi role may create databases). */
export const POSTGRES_URL =
  process.env.DURABILITY_DATABASE_URL ?? 'postgres://qi:qi@127.0.0.1:5432/qi_durability';

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database for every run (dropped first, with whatever a previous run left in it). */
export async function postgresTarget(url = POSTGRES_URL): Promise<Target> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!PLAIN_DATABASE_NAME.test(name)) throw new Error(`Unexpected database name ${name}`);
  const settings = await withAdmin(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const shown: Record<string, string> = {};
    for (const setting of ['fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes']) {
      const { rows } = await client.query<Record<string, string>>(`show ${setting}`);
      shown[setting] = Object.values(rows[0] ?? {})[0] ?? '?';
    }
    return shown;
  });
  const dataDir = freshDataDir();
  return {
    db: 'postgres',
    dataDir,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: '' },
    settings,
    probe: () => postgresProbe(url),
    shutdown: async () => {},
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A private PostgreSQL cluster (see PrivatePostgres) that is killed together with the app every cycle. */
export async function privatePostgresTarget(port: number): Promise<Target> {
  const cluster = new PrivatePostgres(port);
  let settings: Record<string, string>;
  try {
    await cluster.init();
    settings = await cluster.settings();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  const dataDir = freshDataDir();
  return {
    db: 'postgres',
    dataDir,
    env: { DATABASE_URL: cluster.url, DATABASE_SCHEMA: '' },
    settings,
    probe: () => postgresProbe(cluster.url),
    killDatabase: () => cluster.kill(),
    restartDatabase: () => cluster.start(),
    shutdown: () => cluster.stop(),
    cleanup: async () => {
      await cluster.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
