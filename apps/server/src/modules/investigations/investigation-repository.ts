import type { IncidentStatus } from '@qi/domain/incident-status';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNullableBool, fromDbNullableNumber, toDbBool } from '../../db/values';
import { type InvestigationRecord, toInvestigationRecord, toInvestigationRow } from './investigation-record';

/**
 * One investigation. `forUpdate` (PostgreSQL only: SQLite has no row locks and serialises writers anyway) locks
 * the row until the caller's transaction ends.
 */
export async function findInvestigationById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvestigationRecord | undefined> {
  let query = db.selectFrom('investigations').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toInvestigationRecord(row);
}

export async function insertInvestigation(db: Db, investigation: InvestigationRecord): Promise<void> {
  await db.insertInto('investigations').values(toInvestigationRow(investigation)).execute();
}

/**
 * Writes the investigation only if it is still at `version` (the version the caller read), and moves it one on,
 * in one statement: a concurrent write between the read and this one makes it write nothing. Whether it wrote.
 */
export async function updateInvestigation(
  db: Db,
  investigation: InvestigationRecord,
  version: number,
): Promise<boolean> {
  const { id, created_at: _created, ...values } = toInvestigationRow(investigation);
  const result = await db
    .updateTable('investigations')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface LinkedIncident {
  id: string;
  incidentNumber: number | null;
  status: IncidentStatus;
  reportedBy: string;
}

/**
 * The incidents linked to investigations (an index led by investigation_id), by incident number. `forUpdate`
 * locks them (PostgreSQL) for a status cascade. Their defective quantities give a new investigation started
 * for them its Defective Product (`newInvestigation({ defectiveQuantities })`).
 */
export async function findLinkedIncidents(
  db: Db,
  investigationIds: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<
  (LinkedIncident & {
    investigationId: string;
    incidentJustified: boolean | null;
    defectiveQuantity: number | null;
  })[]
> {
  if (investigationIds.length === 0) return [];
  let query = db
    .selectFrom('incidents')
    .select([
      'id',
      'incident_number',
      'status',
      'reported_by',
      'investigation_id',
      'incident_justified',
      'defective_quantity',
    ])
    .where('investigation_id', 'in', investigationIds)
    .orderBy('incident_number')
    .orderBy('id');
  if (options.forUpdate) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    incidentNumber: fromDbNullableNumber(row.incident_number),
    status: row.status as IncidentStatus,
    reportedBy: row.reported_by,
    investigationId: row.investigation_id ?? '',
    incidentJustified: fromDbNullableBool(row.incident_justified),
    defectiveQuantity: fromDbNullableNumber(row.defective_quantity),
  }));
}

/**
 * Moves one incident to a new status (a cascade from its investigation); the caller writes the history. The
 * incident's version moves on too, so that a form opened before the cascade cannot overwrite it.
 */
export async function setIncidentStatus(
  db: Db,
  incidentId: string,
  status: IncidentStatus,
  now: string,
  incidentJustified?: boolean,
  investigationCompletedAt?: string | null,
): Promise<void> {
  const justified =
    incidentJustified === undefined ? {} : { incident_justified: toDbBool(incidentJustified) };
  // Undefined leaves the milestone as it is (domain incident-measures.ts completionAfter).
  const completed =
    investigationCompletedAt === undefined ? {} : { investigation_completed_at: investigationCompletedAt };
  await db
    .updateTable('incidents')
    .set({ status, ...justified, ...completed, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', incidentId)
    .execute();
}
