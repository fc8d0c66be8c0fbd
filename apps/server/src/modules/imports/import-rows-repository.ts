import type { Db } from '../../db/database';
import { fromDbJson, fromDbNullableNumber, fromDbNumber, toDbBool } from '../../db/values';
import { type IncidentRecord, toIncidentRecord } from '../incidents/incident-record';
import { INCIDENT_TABLE_COLUMNS } from '../incidents/incident-table-columns';

/** What a run writes per row (import_rows), the external references (import_references), and the incidents it reads. */

export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface ImportRowEntry {
  line: number;
  outcome: RowOutcome;
  externalReference: string;
  incidentId: string | null;
  incidentNumber: number | null;
  reasons: string[] | null;
  versionAfter: number | null;
  /** An updated incident as it was, with its reference's hash and source (what undo restores). */
  previous: {
    incident: IncidentRecord;
    rowHash: string;
    importId: string;
    originalReporter: string | null;
  } | null;
}

export interface ReferenceEntry {
  externalReference: string;
  incidentId: string;
  rowHash: string;
  originalReporter: string | null;
  importId: string;
}

/** Rows in chunks: each statement stays well under both databases' parameter limits. */
const CHUNK = 100;
function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += CHUNK) yield items.slice(start, start + CHUNK);
}

export async function insertImportRows(db: Db, importId: string, rows: readonly ImportRowEntry[]) {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('import_rows')
      .values(
        chunk.map((row) => ({
          import_id: importId,
          line: row.line,
          outcome: row.outcome,
          external_reference: row.externalReference,
          incident_id: row.incidentId,
          incident_number: row.incidentNumber,
          reasons: row.reasons ? JSON.stringify(row.reasons) : null,
          version_after: row.versionAfter,
          previous: row.previous ? JSON.stringify(row.previous) : null,
        })),
      )
      // A pass cut short after its batch committed never writes it again; this only guards a replay.
      .onConflict((oc) => oc.columns(['import_id', 'line']).doNothing())
      .execute();
  }
}

/** A run's rows from after `afterLine`, in line order (keyset pages: the report and undo read them so). */
export async function listImportRows(db: Db, importId: string, afterLine: number, limit: number) {
  const rows = await db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('line', '>', afterLine)
    .orderBy('line')
    .limit(limit)
    .execute();
  return rows.map(
    (row): ImportRowEntry => ({
      line: fromDbNumber(row.line),
      outcome: row.outcome as RowOutcome,
      externalReference: row.external_reference,
      incidentId: row.incident_id,
      incidentNumber: fromDbNullableNumber(row.incident_number),
      reasons: fromDbJson<string[] | null>(row.reasons, null),
      versionAfter: fromDbNullableNumber(row.version_after),
      previous: fromDbJson<ImportRowEntry['previous']>(row.previous, null),
    }),
  );
}

/** The references already imported among `references`, by reference. */
export async function findReferences(db: Db, references: readonly string[]) {
  const found = new Map<string, ReferenceEntry>();
  for (const chunk of chunks(references)) {
    const rows = await db
      .selectFrom('import_references')
      .selectAll()
      .where('external_reference', 'in', chunk)
      .execute();
    for (const row of rows) {
      found.set(row.external_reference, {
        externalReference: row.external_reference,
        incidentId: row.incident_id,
        rowHash: row.row_hash,
        originalReporter: row.original_reporter,
        importId: row.import_id,
      });
    }
  }
  return found;
}

/** Where an imported incident came from (its reference row, unique by incident), or null when not imported. */
export async function readIncidentOrigin(db: Db, incidentId: string) {
  const row = await db
    .selectFrom('import_references')
    .select(['external_reference', 'original_reporter'])
    .where('incident_id', '=', incidentId)
    .executeTakeFirst();
  return row ? { externalReference: row.external_reference, originalReporter: row.original_reporter } : null;
}

export async function saveReferences(db: Db, entries: readonly ReferenceEntry[]): Promise<void> {
  for (const chunk of chunks(entries)) {
    await db
      .insertInto('import_references')
      .values(
        chunk.map((e) => ({
          external_reference: e.externalReference,
          incident_id: e.incidentId,
          row_hash: e.rowHash,
          original_reporter: e.originalReporter,
          import_id: e.importId,
        })),
      )
      .onConflict((oc) =>
        oc.column('external_reference').doUpdateSet((eb) => ({
          row_hash: eb.ref('excluded.row_hash'),
          original_reporter: eb.ref('excluded.original_reporter'),
          import_id: eb.ref('excluded.import_id'),
        })),
      )
      .execute();
  }
}

/** The incidents holding any of `numbers`: number → incident id. */
export async function findNumberHolders(db: Db, numbers: readonly number[]): Promise<Map<number, string>> {
  const holders = new Map<number, string>();
  for (const chunk of chunks(numbers)) {
    const rows = await db
      .selectFrom('incidents')
      .select(['id', 'incident_number'])
      .where('incident_number', 'in', chunk)
      .execute();
    for (const row of rows) holders.set(fromDbNumber(row.incident_number), row.id);
  }
  return holders;
}

/** Whole incidents by id (an update merges the row into the stored incident). */
export async function findIncidents(db: Db, ids: readonly string[]): Promise<Map<string, IncidentRecord>> {
  const found = new Map<string, IncidentRecord>();
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('incidents')
      .select(INCIDENT_TABLE_COLUMNS)
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.id, toIncidentRecord(row));
  }
  return found;
}

/** The current version of each incident (locked until the transaction ends where rows are locked). */
export async function incidentVersions(
  db: Db,
  ids: readonly string[],
  lock: boolean,
): Promise<Map<string, { version: number; incidentNumber: number | null }>> {
  const found = new Map<string, { version: number; incidentNumber: number | null }>();
  for (const chunk of chunks(ids)) {
    let query = db
      .selectFrom('incidents')
      .select(['id', 'version', 'incident_number'])
      .where('id', 'in', chunk);
    if (lock) query = query.forUpdate();
    for (const row of await query.execute()) {
      found.set(row.id, {
        version: fromDbNumber(row.version),
        incidentNumber: fromDbNullableNumber(row.incident_number),
      });
    }
  }
  return found;
}

/** Undo: removes the incidents an import created (their links, lines and references go with them). */
export async function deleteIncidents(db: Db, ids: readonly string[]): Promise<void> {
  for (const chunk of chunks(ids)) await db.deleteFrom('incidents').where('id', 'in', chunk).execute();
}

/** Everyone who may have reported an incident, by name and email (staff: a bounded list). */
export async function listPeople(db: Db): Promise<{ user_id: string; name: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['user_id', 'name', 'email'])
    .where('service_account', '=', toDbBool(false))
    .execute();
}
