import { type IncidentRecord, toIncidentRow } from '../../modules/incidents/incident-record';
import type { Db } from '../database';

/**
 * Test support for migration tests: incident rows as the table was before migration 200 added the
 * nonconformance columns, for tests that write rows while the schema is at an older migration.
 */
export function incidentRowBefore200(record: IncidentRecord) {
  const {
    severity: _severity,
    supplier_id: _supplier,
    disposition_status: _status,
    disposition_proposed_by: _proposedBy,
    disposition_proposed_at: _proposedAt,
    disposition_approved_by: _approvedBy,
    disposition_approved_at: _approvedAt,
    ...before
  } = toIncidentRow(record);
  return before;
}

export async function insertIncidentsBefore200(db: Db, records: readonly IncidentRecord[]): Promise<void> {
  await db.insertInto('incidents').values(records.map(incidentRowBefore200)).execute();
}
