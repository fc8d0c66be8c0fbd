import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { repeatInBackground } from '../../db/repeat-in-background';
import { SEARCH_COLUMNS } from './incident-columns-sql';

/**
 * SQLite's full-text search table is written here, in batches, rather than inside every insert and edit of
 * an incident (migration 090, docs/decisions/019-deferred-search-index.md). The triggers only note the key
 * of a new or edited incident in `incident_search_pending`; the search scans those few incidents itself
 * until they are indexed (incident-search-sql.ts), so what a search finds never lags behind.
 */

/** Keys indexed per transaction: ~6–12 ms of work, so writers and the event loop never wait long. */
export const SEARCH_INDEX_BATCH = 200;

/** The FTS5 table's columns (migration 050), in the view `incident_search_source` under the same names. */
const FTS_COLUMNS = sql.join(
  ['incident_number', ...SEARCH_COLUMNS.map((column) => column.slice('incidents.'.length))].map((c) =>
    sql.ref(c),
  ),
);

/**
 * Indexes up to `limit` pending incidents, oldest key first, in one transaction: their old entries (if any)
 * are deleted, their current text inserted, their keys taken off the pending table. Returns how many.
 */
export async function indexPendingSearch(db: Db, limit = SEARCH_INDEX_BATCH): Promise<number> {
  const waiting = await sql<{ found: number }>`
    select exists (select 1 from incident_search_pending) as found`.execute(db);
  if (!waiting.rows[0]?.found) return 0;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ last: number | null; n: number }>`
      select max(key) as last, count(*) as n
      from (select key from incident_search_pending order by key limit ${limit})`.execute(trx);
    const last = rows[0]?.last;
    if (last === null || last === undefined) return 0;
    const batch = sql`select key from incident_search_pending where key <= ${last}`;
    // Deleting the entry of a key that was never indexed (a new incident) finds nothing and costs ~1 µs.
    await sql`delete from incident_search where rowid in (${batch})`.execute(trx);
    await sql`insert into incident_search (rowid, ${FTS_COLUMNS})
      select key, ${FTS_COLUMNS} from incident_search_source where key in (${batch}) order by key`.execute(
      trx,
    );
    await sql`delete from incident_search_pending where key <= ${last}`.execute(trx);
    return Number(rows[0]?.n ?? 0);
  });
}

/**
 * Runs `indexPendingSearch` every `intervalMs` on SQLite (at once again while full batches come back, to
 * catch up after a bulk load), never two at a time. Returns the function that stops it; 0 never runs it.
 */
export function keepSearchIndexCurrent(
  handle: { db: Db; kind: DatabaseKind },
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (handle.kind !== 'sqlite' || intervalMs <= 0) return async () => {};
  return repeatInBackground(
    intervalMs,
    async (stopped) => {
      while (!stopped() && (await indexPendingSearch(handle.db)) === SEARCH_INDEX_BATCH) {
        // Let requests in between two full batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    onError,
  );
}
