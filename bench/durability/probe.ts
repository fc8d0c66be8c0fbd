import SQLite from 'better-sqlite3';
import pg from 'pg';

export interface HistoryRow {
  entityId: string;
  action: string;
  /** created_at in epoch milliseconds (SQLite keeps ISO text, PostgreSQL timestamptz). */
  at: number;
}

/**
 * Reads the database directly, beside the running server: the history rows every write leaves, this run's
 * incidents by their description, duplicate incident numbers, and the engine's own consistency check.
 */
export interface DbProbe {
  incidentHistory(): Promise<HistoryRow[]>;
  incidentsDescribedLike(prefix: string): Promise<{ id: string; description: string }[]>;
  duplicateIncidentNumbers(): Promise<number>;
  /** 'ok', or what the check reported. */
  integrity(): Promise<string>;
  close(): Promise<void>;
}

const toMs = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
const likePattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Read-only connection to the SQLite file (the server keeps it open; WAL lets both read). */
export function sqliteProbe(file: string): DbProbe {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const checkRows = (pragma: string) =>
    (db.pragma(pragma) as Record<string, string>[]).map((row) => String(Object.values(row)[0]));
  return {
    async incidentHistory() {
      const rows = db
        .prepare(`select entity_id, action, created_at from history where entity_type = 'incident'`)
        .all() as { entity_id: string; action: string; created_at: string }[];
      return rows.map((r) => ({ entityId: r.entity_id, action: r.action, at: toMs(r.created_at) }));
    },
    async incidentsDescribedLike(prefix) {
      return db
        .prepare(`select id, description from incidents where description like ? escape '\\'`)
        .all(likePattern(prefix)) as { id: string; description: string }[];
    },
    async duplicateIncidentNumbers() {
      const row = db
        .prepare(
          `select count(*) as n from (select incident_number from incidents where incident_number is not null
           group by incident_number having count(*) > 1)`,
        )
        .get() as { n: number };
      return row.n;
    },
    async integrity() {
      // integrity_check reads every page, index and constraint; quick_check is the cheaper subset.
      const full = checkRows('integrity_check');
      const quick = checkRows('quick_check');
      const ok = (rows: unknown[]) => rows.length === 1 && rows[0] === 'ok';
      if (ok(full) && ok(quick)) return 'ok';
      return `integrity_check: ${full.slice(0, 5).join('; ')} | quick_check: ${quick.slice(0, 5).join('; ')}`;
    },
    async close() {
      db.close();
    },
  };
}

/**
 * PostgreSQL has no integrity_check; amcheck is the engine's own verifier: `verify_heapam` on every table
 * and `bt_index_check(…, heapallindexed => true)` on every B-tree index (each index entry matches the heap).
 */
export async function postgresProbe(url: string): Promise<DbProbe> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async incidentHistory() {
      const { rows } = await client.query<{ entity_id: string; action: string; created_at: Date }>(
        `select entity_id, action, created_at from history where entity_type = 'incident'`,
      );
      return rows.map((r) => ({ entityId: r.entity_id, action: r.action, at: toMs(r.created_at) }));
    },
    async incidentsDescribedLike(prefix) {
      const { rows } = await client.query<{ id: string; description: string }>(
        `select id, description from incidents where description like $1`,
        [likePattern(prefix)],
      );
      return rows;
    },
    async duplicateIncidentNumbers() {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from (select incident_number from incidents where incident_number is not null
         group by incident_number having count(*) > 1) d`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async integrity() {
      await client.query('create extension if not exists amcheck');
      const problems: string[] = [];
      const tables = await client.query<{ oid: number; name: string }>(
        `select c.oid::int as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind = 'r'`,
      );
      for (const table of tables.rows) {
        const heap = await client.query<{ msg: string }>(
          'select msg from verify_heapam($1::regclass, check_toast => true)',
          [table.oid],
        );
        for (const row of heap.rows) problems.push(`${table.name}: ${row.msg}`);
      }
      const indexes = await client.query<{ oid: number; name: string }>(
        `select c.oid::int as oid, c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
         where am.amname = 'btree' and n.nspname = current_schema() and i.indisvalid`,
      );
      for (const index of indexes.rows) {
        try {
          await client.query('select bt_index_check($1::regclass, true)', [index.oid]);
        } catch (error) {
          problems.push(`${index.name}: ${(error as Error).message}`);
        }
      }
      return problems.length === 0 ? 'ok' : problems.slice(0, 5).join('; ');
    },
    async close() {
      await client.end();
    },
  };
}
