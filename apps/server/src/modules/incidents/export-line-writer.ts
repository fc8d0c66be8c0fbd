import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { repeatInBackground } from '../../db/repeat-in-background';
import { csvBatchWriter } from './export-csv';
import { currentExportLine, exportLinesKey, joinExportLine } from './export-lines';
import { exportLookups } from './export-lookups-repository';
import type { ExportLookups } from './export-row';
import { exportRowsQuery } from './export-rows-repository';

/**
 * Writes the CSV export's records ahead, in the background (docs/decisions/029-export-lines-written-ahead.md and
 * 030-export-lines-dropped-on-change.md): for every incident without a line under the current lookups key, the
 * record the export would write, with the lookups key and the `updated_at` values it was written from. The
 * database deletes a line when its rows change, and a line is stored only while its rows still have the values
 * it was written from (storeExportLines), so this writer can be late, stopped or run by several processes at
 * once without an export ever showing an old record: it only decides how many rows an export reads whole.
 */

/** Lines written per transaction: ~5–10 ms of work, so writers and the event loop never wait long. */
export const EXPORT_LINE_BATCH = 200;

/**
 * A row is written only once its last change is this old. Two writes of one incident in the same millisecond
 * would give it the same `updated_at`; a line is never written from a row that may still get such a twin.
 */
export const EXPORT_LINE_SETTLE_MS = 2000;

/** Incidents a pass over all of them reads per statement (~20–80 ms on this machine). */
export const SCAN_WINDOW = 2000;

/** How often a pass looks at every incident, not only at those changed since the pass before. */
export const FULL_PASS_MS = 10 * 60_000;

/** Where a pass through the incidents is. */
export interface ExportLinePass {
  /** Only incidents (or their investigations) changed at or after this moment; null for all of them. */
  since: string | null;
  /** Rows changed at or after this moment wait for the next pass. */
  settled: string;
  /** The pass has looked at every incident up to this id (it walks the ids in order). */
  after: string;
  /**
   * A pass over every incident looks at SCAN_WINDOW ids at a time, up to this one (null: to the end), so that
   * no statement reads the whole table while a request waits behind it on the same connection.
   */
  windowEnd: string | null;
  /** The window's size (SCAN_WINDOW). */
  window: number;
  key: string;
  lookups: ExportLookups;
}

/** Starts a pass over the incidents changed since `since` (all of them when null), with the current lookups. */
export async function startExportLinePass(
  db: Db,
  since: string | null,
  now = Date.now(),
  window = SCAN_WINDOW,
): Promise<ExportLinePass> {
  const lookups = await exportLookups(db);
  return {
    since,
    settled: new Date(now - EXPORT_LINE_SETTLE_MS).toISOString(),
    after: '',
    windowEnd: null,
    window,
    key: exportLinesKey(lookups),
    lookups,
  };
}

/** The next `limit` incidents of the pass without a current line, with every column their record needs. */
function staleRows(db: Db, kind: DatabaseKind, pass: ExportLinePass, limit: number) {
  const { since, settled, key } = pass;
  const changed =
    since === null
      ? sql<boolean>`1 = 1`
      : sql<boolean>`${sql.ref('incidents.id')} in (
          select id from incidents where updated_at >= ${since} and updated_at < ${settled}
          union all
          select incidents.id from investigations
            join incidents on incidents.investigation_id = investigations.id
            where investigations.updated_at >= ${since} and investigations.updated_at < ${settled})`;
  return exportRowsQuery(db)
    .leftJoin('incident_export_lines', joinExportLine(kind))
    .select('investigations.updated_at as inv_updated_at')
    .where('incidents.id', '>', pass.after)
    .$if(pass.windowEnd !== null, (q) => q.where('incidents.id', '<=', pass.windowEnd as string))
    .where(changed)
    .where('incidents.updated_at', '<', settled)
    .where((eb) =>
      eb.or([eb('investigations.updated_at', 'is', null), eb('investigations.updated_at', '<', settled)]),
    )
    .where(sql<boolean>`${currentExportLine(kind, key)} is null`)
    .orderBy('incidents.id')
    .limit(limit);
}

/**
 * Writes the lines of the next `limit` incidents of the pass (in id order) that have none or an old one, in
 * one statement, and moves the pass past them. `more` is false once the pass has looked at every incident.
 */
export async function writeExportLines(
  db: Db,
  kind: DatabaseKind,
  pass: ExportLinePass,
  limit = EXPORT_LINE_BATCH,
): Promise<{ written: number; more: boolean }> {
  if (pass.since === null && pass.windowEnd === null) {
    // A pass over every incident: the next window of ids (none left to bound: the last window, to the end).
    const end = await db
      .selectFrom('incidents')
      .select('id')
      .where('id', '>', pass.after)
      .orderBy('id')
      .limit(1)
      .offset(pass.window - 1)
      .executeTakeFirst();
    pass.windowEnd = end?.id ?? null;
  }
  const rows = await staleRows(db, kind, pass, limit).execute();
  let written = 0;
  if (rows.length > 0) {
    const write = csvBatchWriter(pass.lookups);
    const lines = rows.map((row) => ({
      incidentId: row.id,
      investigationId: row.investigation_id,
      incidentUpdatedAt: stamp(row.updated_at),
      investigationUpdatedAt: row.inv_updated_at === null ? null : stamp(row.inv_updated_at),
      line: write([row as Record<string, unknown>]),
    }));
    written = await storeExportLines(db, kind, pass.key, lines);
  }
  if (rows.length === limit) {
    pass.after = rows[rows.length - 1]!.id;
    return { written, more: true };
  }
  // This window (or, without one, the pass) has nothing more to write.
  if (pass.windowEnd === null) return { written, more: false };
  pass.after = pass.windowEnd;
  pass.windowEnd = null;
  return { written, more: true };
}

/** A record made from an incident (and its investigation) as read, with the `updated_at` values read. */
export interface ExportLineToStore {
  incidentId: string;
  investigationId: string | null;
  incidentUpdatedAt: string;
  investigationUpdatedAt: string | null;
  line: string;
}

/**
 * Stores the lines whose incident and investigation are still as they were read (the same `updated_at`
 * values), in one statement, and returns how many. The database deletes a line when its rows change
 * (migration 130), so a line must never be stored after a change that came between the read and this write:
 * - on SQLite the statement compares and writes at once, and no other write runs beside it;
 * - on PostgreSQL the transaction first locks each incident (`for no key update`) and takes a share lock on each
 *   investigation, skipping those another transaction is writing (their lines wait for a later pass), so none
 *   of them can change until it commits, and the statement compares with what has committed by then. The
 *   incident's lock also keeps out another writer of the same line (another server's), so the line can be
 *   deleted and inserted again: the table's key is a hash index, which cannot be unique, so `on conflict`
 *   cannot name it (migration 150, decision 032). Its exclusion constraint refuses a second line all the same.
 */
export async function storeExportLines(
  db: Db,
  kind: DatabaseKind,
  key: string,
  lines: ExportLineToStore[],
): Promise<number> {
  if (kind === 'sqlite') {
    const result = await storeStatement(kind, key, lines).execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
  return db.transaction().execute(async (trx) => {
    const incidentIds = lines.map((line) => line.incidentId);
    const investigationIds = lines.flatMap((line) => (line.investigationId ? [line.investigationId] : []));
    const lockedIncidents = await sql<{ id: string }>`select id from incidents
      where id = any(${incidentIds}) order by id for no key update skip locked`.execute(trx);
    const lockedInvestigations =
      investigationIds.length === 0
        ? { rows: [] }
        : await sql<{ id: string }>`select id from investigations
            where id = any(${investigationIds}) order by id for share skip locked`.execute(trx);
    const incidents = new Set(lockedIncidents.rows.map((row) => row.id));
    const investigations = new Set(lockedInvestigations.rows.map((row) => row.id));
    const locked = lines.filter(
      (line) =>
        incidents.has(line.incidentId) &&
        (line.investigationId === null || investigations.has(line.investigationId)),
    );
    if (locked.length === 0) return 0;
    await sql`delete from incident_export_lines
      where incident_id = any(${locked.map((line) => line.incidentId)})`.execute(trx);
    const result = await storeStatement(kind, key, locked).execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/** INSERT … SELECT of the lines whose rows still have the `updated_at` values they were written from. */
function storeStatement(kind: DatabaseKind, key: string, lines: ExportLineToStore[]) {
  const sqlite = kind === 'sqlite';
  const ts = (value: string | null) => (sqlite ? sql`${value}` : sql`cast(${value} as timestamptz)`);
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${line.incidentId}, ${ts(line.incidentUpdatedAt)}, ${ts(line.investigationUpdatedAt)}, ${line.line})`,
    ),
  );
  const sameInvestigation = sqlite
    ? sql`investigations.updated_at is v.investigation_updated_at`
    : sql`investigations.updated_at is not distinct from v.investigation_updated_at`;
  // SQLite keys the lines by the incident's rowid and keeps its id beside it (migration 130).
  const rowid = sqlite ? sql`incident_rowid, ` : sql``;
  const rowidValue = sqlite ? sql`incidents.rowid, ` : sql``;
  // PostgreSQL's lines were deleted just before (storeExportLines); SQLite replaces the line on its key.
  const replace = sqlite
    ? sql`on conflict (incident_rowid) do update set incident_id = excluded.incident_id,
      incident_updated_at = excluded.incident_updated_at,
      investigation_updated_at = excluded.investigation_updated_at,
      lookups_key = excluded.lookups_key, line = excluded.line`
    : sql``;
  return sql`with v (incident_id, incident_updated_at, investigation_updated_at, line) as (values ${values})
    insert into incident_export_lines
      (${rowid}incident_id, incident_updated_at, investigation_updated_at, lookups_key, line)
    select ${rowidValue}v.incident_id, incidents.updated_at, investigations.updated_at, ${key}, v.line
    from v join incidents on incidents.id = v.incident_id
    left join investigations on investigations.id = incidents.investigation_id
    where incidents.updated_at = v.incident_updated_at and ${sameInvestigation}
    ${replace}`;
}

/**
 * Writes every missing or old line now, batch after batch (a bulk load, the benchmarks, tests), and returns
 * how many. `now` is when the rows count as settled from (EXPORT_LINE_SETTLE_MS before it).
 */
export async function writeAllExportLines(
  db: Db,
  kind: DatabaseKind,
  { now = Date.now(), batch = EXPORT_LINE_BATCH } = {},
): Promise<number> {
  const pass = await startExportLinePass(db, null, now);
  let written = 0;
  for (;;) {
    const step = await writeExportLines(db, kind, pass, batch);
    written += step.written;
    if (!step.more) return written;
  }
}

/** A timestamp as read, written back unchanged (PostgreSQL's Date keeps its milliseconds). */
export const stamp = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/**
 * Runs passes every `intervalMs` (at once again while full batches come back, to catch up after a bulk load or
 * a change of the lookups), never two at a time. The first pass covers every incident, and so does a pass
 * every FULL_PASS_MS or after the lookups key changed; any other the incidents changed since the one before
 * began (less the settling time). Returns the function that stops it; 0 never runs it.
 */
export function keepExportLinesCurrent(
  handle: { db: Db; kind: DatabaseKind },
  intervalMs: number,
  onError: (error: unknown) => void,
  onWritten: (lines: number) => void = () => {},
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let since: string | null = null;
  let lastKey: string | null = null;
  let lastFull = 0;
  return repeatInBackground(
    intervalMs,
    async (stopped) => {
      // Every incident again now and then: a write that committed long after its `updated_at` was set (or
      // another instance's clock) can fall before `since`; until then exports write that row themselves.
      const full = since === null || Date.now() - lastFull >= FULL_PASS_MS;
      const pass = await startExportLinePass(handle.db, full ? null : since);
      // The lookups or the export changed: every line is old, look at every incident again.
      if (lastKey !== null && pass.key !== lastKey) pass.since = null;
      if (pass.since === null) lastFull = Date.now();
      let written = 0;
      for (;;) {
        if (stopped()) break;
        const step = await writeExportLines(handle.db, handle.kind, pass);
        written += step.written;
        if (!step.more) break;
        // Let requests in between two statements.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (written > 0) onWritten(written);
      if (stopped()) return;
      lastKey = pass.key;
      since = pass.settled;
    },
    onError,
  );
}
