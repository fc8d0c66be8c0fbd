import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbBool, fromDbNullableBool, fromDbNumber } from '../../db/values';
import {
  type IncidentRecord,
  type IncidentWithInvestigation,
  toIncidentRecord,
  toIncidentRow,
  toInvestigationStatus,
} from './incident-record';
import { INCIDENT_TABLE_COLUMNS } from './incident-table-columns';

export const INCIDENT_NUMBER_COUNTER = 'incident_number';

/**
 * One incident with its investigation's status. `forUpdate` (PostgreSQL only: SQLite has no row locks and
 * serialises writers anyway) locks the incident row until the caller's transaction ends.
 */
export async function findIncidentById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IncidentWithInvestigation | undefined> {
  let query = db.selectFrom('incidents').select(INCIDENT_TABLE_COLUMNS).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const investigation = row.investigation_id
    ? await db
        .selectFrom('investigations')
        .select(['status', 'open_due_date'])
        .where('id', '=', row.investigation_id)
        .executeTakeFirst()
    : undefined;
  return {
    ...toIncidentRecord(row),
    investigationStatus: toInvestigationStatus(investigation?.status),
    investigationDueDate: investigation?.open_due_date ?? null,
  };
}

/** The earliest open due date of an investigation (migration 220), null without one. */
export async function findInvestigationDueDate(
  db: Db,
  investigationId: string | null,
): Promise<string | null> {
  if (!investigationId) return null;
  const row = await db
    .selectFrom('investigations')
    .select('open_due_date')
    .where('id', '=', investigationId)
    .executeTakeFirst();
  return row?.open_due_date ?? null;
}

export async function insertIncident(db: Db, incident: IncidentRecord): Promise<void> {
  await db.insertInto('incidents').values(toIncidentRow(incident)).execute();
}

/**
 * Writes the incident only if it is still at `version` (the version the caller read), and moves it one on, in
 * one statement: a concurrent write between the read and this one makes it write nothing. Whether it wrote.
 */
export async function updateIncident(db: Db, incident: IncidentRecord, version: number): Promise<boolean> {
  const { id, created_at: _created, ...values } = toIncidentRow(incident);
  const result = await db
    .updateTable('incidents')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The next incident number, atomically: one UPDATE … RETURNING on the counter row inside the caller's
 * transaction (PostgreSQL row-locks it until commit; SQLite serialises writers). The UNIQUE constraint on
 * incident_number is the last line of defence. The row is created on first use.
 */
export async function nextIncidentNumber(db: Db): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name: INCIDENT_NUMBER_COUNTER, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.value);
}

/** The investigation an incident is linked to (start/reassign), or undefined when there is none. */
export async function findInvestigationState(
  db: Db,
  id: string,
): Promise<{ id: string; completed: boolean; incidentJustified: boolean | null } | undefined> {
  const row = await db
    .selectFrom('investigations')
    .select(['id', 'completed', 'incident_justified'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      completed: fromDbBool(row.completed),
      incidentJustified: fromDbNullableBool(row.incident_justified),
    }
  );
}

const BULK_CHUNK = 500;

/**
 * Bulk insert for data generators (bench) and seeds: writes the records as given — incident numbers included
 * (null for drafts) — in chunks of 500 rows, then moves the incident-number counter past the highest number
 * written so that later submissions keep counting from there. No history rows, no validation: the caller
 * provides consistent data (existing reporters, investigations and reference values). Run it inside a
 * transaction for speed on SQLite (`db.transaction().execute((trx) => insertIncidentRows(trx, rows))`).
 */
export async function insertIncidentRows(db: Db, rows: readonly IncidentRecord[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BULK_CHUNK) {
    const chunk = rows.slice(start, start + BULK_CHUNK).map(toIncidentRow);
    await db.insertInto('incidents').values(chunk).execute();
  }
  const highest = rows.reduce((max, row) => Math.max(max, row.incidentNumber ?? 0), 0);
  if (highest > 0) {
    await db
      .insertInto('counters')
      .values({ name: INCIDENT_NUMBER_COUNTER, value: highest })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          value: sql`case when counters.value < ${highest} then ${highest} else counters.value end`,
        }),
      )
      .execute();
  }
}
