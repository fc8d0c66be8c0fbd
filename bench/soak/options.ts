import os from 'node:os';
import path from 'node:path';
import { PLAIN_DATABASE_NAME } from '../lib/postgres-names';

export type SoakDatabase = 'sqlite' | 'postgres';

export interface SoakOptions {
  db: SoakDatabase;
  minutes: number;
  users: number;
  /** Think time between two operations of one virtual user, uniform in [min, max] ms. */
  thinkMinMs: number;
  thinkMaxMs: number;
  /** SQLite: the generated data folder. PostgreSQL: the server's DATA_DIR (JWT secret, email outbox). */
  dataDir: string;
  /** PostgreSQL only. */
  databaseUrl: string | null;
  /** The dataset must hold at least this many incidents (checked through the admin's list total). */
  minIncidents: number;
  /** Generate the dataset first when it is missing (bench/generate-incidents.ts). */
  generate: boolean;
  /** Seed of the virtual users' random choices (a run can be repeated with the same sequence of choices). */
  seed: number;
  /** The server's WORKERS (a number or 'auto'): --workers, else WORKERS; null means 1. */
  workers: string | null;
  /**
   * PostgreSQL only: the database to copy the run's database from before the run (dropped and created again
   * as a copy: `create database … template …`), so that every run starts from the same data, as SQLite's runs
   * start from a fresh copy of a generated file. Null: the run uses the database as it is.
   */
  template: string | null;
  /**
   * The load generator's nice value, set once the server has started (so that the server does not inherit it):
   * --client-nice, DEFAULT_CLIENT_NICE by default, 0 to leave it (docs/decisions/033-soak-warm-up-and-client.md).
   * A negative value needs the privilege to raise a priority; without it the run goes on and says so.
   */
  clientNice: number;
  /**
   * Seconds of the same work before the measured minutes (--warm-up, DEFAULT_WARM_UP_SECONDS by default, 0 for
   * none): the requests sent meanwhile are reported on their own (their errors still fail the run), as a server
   * that has been up for a while has compiled its code and filled its caches. The measured minutes follow
   * without a pause.
   */
  warmUpSeconds: number;
}

/** See SoakOptions.warmUpSeconds and clientNice (decision 033). */
export const DEFAULT_WARM_UP_SECONDS = 60;
export const DEFAULT_CLIENT_NICE = -5;

/** The PostgreSQL database the soak test uses unless DATABASE_URL says otherwise (see docs/performance.md). */
export const DEFAULT_SOAK_DATABASE_URL = 'postgres://qi:qi@127.0.0.1:5432/qi_soak';

const VALUED = new Set([
  'db',
  'minutes',
  'users',
  'think-ms',
  'min-incidents',
  'seed',
  'workers',
  'from-template',
  'client-nice',
  'warm-up',
]);
const FLAGS = new Set(['generate']);

export const USAGE =
  'npm run soak -w bench -- --db sqlite|postgres [--minutes 10] [--users 50] [--think-ms 500-2000]' +
  ' [--workers 1|2|auto] [--min-incidents 100000] [--seed 1] [--generate] [--from-template DATABASE] [--client-nice -20..19] [--warm-up SECONDS] [DATA_DIR]';

/** `--name value` and `--name=value`; the one argument that is not an option is the data folder. */
function parseArgs(argv: readonly string[]): { values: Map<string, string>; positional: string[] } {
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (FLAGS.has(name)) values.set(name, inline ?? 'true');
    else if (VALUED.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value\n${USAGE}`);
      values.set(name, value);
    } else throw new Error(`Unknown option --${name}\n${USAGE}`);
  }
  return { values, positional };
}

function positiveNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

export function parseSoakOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SoakOptions {
  const { values, positional } = parseArgs(argv);
  const db = values.get('db') ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db must be sqlite or postgres\n${USAGE}`);
  if (positional.length > 1) throw new Error(`Only one data folder may be given\n${USAGE}`);
  const think = /^(\d+)-(\d+)$/.exec(values.get('think-ms') ?? '500-2000');
  if (!think || Number(think[1]) > Number(think[2])) throw new Error('--think-ms must look like 500-2000');
  // --workers, else WORKERS from the environment (which the server would otherwise take too).
  const workers = values.get('workers') ?? (env.WORKERS || null);
  if (workers !== null && !/^(auto|\d+)$/.test(workers))
    throw new Error('--workers must be a number or auto');
  const template = values.get('from-template') ?? null;
  if (template !== null && db !== 'postgres') throw new Error('--from-template is for --db postgres');
  if (template !== null && !PLAIN_DATABASE_NAME.test(template)) {
    throw new Error('--from-template must be a plain database name (letters, digits, _)');
  }
  const given = positional[0] ?? env.DATA_DIR;
  // SQLite: the same folder convention as the other benchmarks (bench/lib/bench-paths.ts). PostgreSQL keeps
  // only the JWT secret and the email outbox in the folder, so it gets one of its own.
  const fallback = db === 'sqlite' ? 'qi-bench-incidents' : 'qi-bench-soak-postgres';
  return {
    db,
    minutes: positiveNumber(values.get('minutes'), 'minutes', 10),
    users: Math.floor(positiveNumber(values.get('users'), 'users', 50)),
    thinkMinMs: Number(think[1]),
    thinkMaxMs: Number(think[2]),
    dataDir: path.resolve(given && given.trim() !== '' ? given : path.join(os.tmpdir(), fallback)),
    databaseUrl: db === 'postgres' ? env.DATABASE_URL || DEFAULT_SOAK_DATABASE_URL : null,
    minIncidents: Math.floor(positiveNumber(values.get('min-incidents'), 'min-incidents', 100_000)),
    generate: values.get('generate') === 'true',
    seed: Math.floor(positiveNumber(values.get('seed'), 'seed', 1)),
    workers,
    template,
    clientNice: niceValue(values.get('client-nice')),
    warmUpSeconds: warmUpSeconds(values.get('warm-up')),
  };
}

/** A nice value (-20 to 19); DEFAULT_CLIENT_NICE when not given. */
function niceValue(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_CLIENT_NICE;
  const nice = Number(text);
  if (!/^-?\d+$/.test(text) || nice < -20 || nice > 19)
    throw new Error('--client-nice must be a whole number from -20 to 19');
  return nice;
}

/** Whole seconds, 0 or more; DEFAULT_WARM_UP_SECONDS when not given. */
function warmUpSeconds(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_WARM_UP_SECONDS;
  if (!/^\d+$/.test(text)) throw new Error('--warm-up must be a whole number of seconds (0 for none)');
  return Number(text);
}
