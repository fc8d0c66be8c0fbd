import type { Db } from '../../db/database';
import {
  type IncidentWithInvestigation,
  toIncidentRecord,
  toInvestigationStatus,
} from '../incidents/incident-record';
import { INCIDENT_TABLE_COLUMNS } from '../incidents/incident-table-columns';

/** The caller's own incidents, newest first, at most `limit` (incidents_reported_by_created_idx). */
export async function listOwnIncidents(
  db: Db,
  userId: string,
  limit: number,
): Promise<IncidentWithInvestigation[]> {
  const rows = await db
    .selectFrom('incidents')
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(INCIDENT_TABLE_COLUMNS)
    .select('investigations.status as investigation_status')
    .where('incidents.reported_by', '=', userId)
    .orderBy('incidents.created_at', 'desc')
    .orderBy('incidents.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toIncidentRecord(row),
    investigationStatus: toInvestigationStatus(row.investigation_status),
  }));
}
