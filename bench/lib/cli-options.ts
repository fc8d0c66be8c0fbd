import os from 'node:os';
import path from 'node:path';
import { PLAIN_DATABASE_NAME } from './postgres-names';

export type BenchDatabase = 'sqlite' | 'postgres';

/** Which generated dataset a run uses (bench/lib/dataset.ts prepares it). */
export interface DatabaseOptions {
  /** --db, else postgres when DATABASE_URL is set, else sqlite. */
  db: BenchDatabase;
  /** SQLite: the generated data folder. PostgreSQL: the server's DATA_DIR (JWT secret, email outbox). */
  dataDir: string;
  /** PostgreSQL only: DATABASE_URL, else DEFAULT_BENCH_DATABASE_URL. */
  databaseUrl: string | null;
  /** The dataset must hold at least this many incidents (checked through the admin's list total). */
  minIncidents: number;
  /** Generate the dataset first when it is missing (bench/generate-incidents.ts). */
  generate: boolean;
  /**
   * PostgreSQL only: the database to copy the run's database from first (`create database … template …`), so
   * that every run starts from the same data. Null: the run uses the database as it is.
   */
  template: string | null;
}

/** The PostgreSQL database the benchmarks use unless DATABASE_URL says otherwise. */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://qi:qi@127.0.0.1:5432/qi_bench';

export const DATABASE_USAGE =
  '--db sqlite|postgres [--min-incidents 100000] [--generate] [--from-template DATABASE] [DATA_DIR]';
const DATABASE_VALUED = ['db', 'min-incidents', 'from-template'];
const DATABASE_FLAGS = ['generate'];

/**
 * `--name value` and `--name=value` (the database options above and `valued`), flags (`--generate` and
 * `flags`); the one argument that is not an option is the data folder.
 */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
  usage: string,
): { values: Map<string, string>; dataDir: string | undefined } {
  const known = new Set([...valued, ...DATABASE_VALUED]);
  const knownFlags = new Set([...flags, ...DATABASE_FLAGS]);
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (knownFlags.has(name)) values.set(name, inline ?? 'true');
    else if (known.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value\n${usage}`);
      values.set(name, value);
    } else throw new Error(`Unknown option --${name}\n${usage}`);
  }
  if (positional.length > 1) throw new Error(`Only one data folder may be given\n${usage}`);
  return { values, dataDir: positional[0] };
}

export function positiveNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** Whole seconds, 0 or more. */
export function wholeSeconds(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`--${name} must be a whole number of seconds (0 for none)`);
  return Number(raw);
}

export function databaseOptions(
  parsed: ReturnType<typeof parseArgs>,
  env: NodeJS.ProcessEnv,
  usage: string,
): DatabaseOptions {
  const { values } = parsed;
  // DATABASE_URL alone means PostgreSQL, as it does for bench:generate and the server.
  const db = values.get('db') ?? (env.DATABASE_URL ? 'postgres' : 'sqlite');
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db must be sqlite or postgres\n${usage}`);
  const template = values.get('from-template') ?? null;
  if (template !== null && db !== 'postgres') throw new Error('--from-template is for --db postgres');
  if (template !== null && !PLAIN_DATABASE_NAME.test(template)) {
    throw new Error('--from-template must be a plain database name (letters, digits, _)');
  }
  const given = parsed.dataDir ?? env.DATA_DIR;
  // SQLite: the folder bench:generate writes by default. PostgreSQL keeps only the JWT secret and the email
  // outbox in the folder, so it gets one of its own.
  const fallback = db === 'sqlite' ? 'qi-bench-incidents' : 'qi-bench-postgres';
  return {
    db,
    dataDir: path.resolve(given && given.trim() !== '' ? given : path.join(os.tmpdir(), fallback)),
    databaseUrl: db === 'postgres' ? env.DATABASE_URL || DEFAULT_BENCH_DATABASE_URL : null,
    minIncidents: Math.floor(positiveNumber(values.get('min-incidents'), 'min-incidents', 100_000)),
    generate: values.get('generate') === 'true',
    template,
  };
}
