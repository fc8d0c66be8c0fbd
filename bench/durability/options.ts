export interface Options {
  db: 'sqlite' | 'postgres';
  cycles: number;
  clients: number;
  /** SQLite only: the server's SQLITE_SYNCHRONOUS. */
  synchronous: 'FULL' | 'NORMAL';
  /** PostgreSQL only: also SIGKILL the database server (a private cluster), not only the app's node process. */
  killPostgres: boolean;
  /**
   * SQLite only, a check of the check: delete the WAL after every kill, as if its writes had never reached the
   * disk. The run must then FAIL with lost writes.
   */
  dropWal: boolean;
}

const USAGE =
  'Usage: npm run durability -w bench -- [--db sqlite|postgres] [--cycles 20] [--clients 16] [--synchronous FULL|NORMAL] [--kill-postgres] [--drop-wal]';

/** `--name value` or `--name=value`. */
function optionValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function positive(argv: readonly string[], name: string, fallback: number): number {
  const raw = optionValue(argv, name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive whole number\n${USAGE}`);
  return value;
}

export function parseOptions(argv: readonly string[]): Options {
  const known = ['--db', '--cycles', '--clients', '--synchronous', '--kill-postgres', '--drop-wal'];
  const unknown = argv.filter((a) => a.startsWith('--') && !known.includes(a.split('=')[0]!));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}\n${USAGE}`);
  const db = optionValue(argv, 'db') ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db must be sqlite or postgres\n${USAGE}`);
  const synchronous = (optionValue(argv, 'synchronous') ?? 'FULL').toUpperCase();
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL') {
    throw new Error(`--synchronous must be FULL or NORMAL\n${USAGE}`);
  }
  const killPostgres = argv.includes('--kill-postgres');
  if (killPostgres && db !== 'postgres') throw new Error(`--kill-postgres needs --db postgres\n${USAGE}`);
  const dropWal = argv.includes('--drop-wal');
  if (dropWal && db !== 'sqlite') throw new Error(`--drop-wal needs --db sqlite\n${USAGE}`);
  return {
    db,
    killPostgres,
    dropWal,
    cycles: positive(argv, 'cycles', 20),
    clients: positive(argv, 'clients', 16),
    synchronous,
  };
}
