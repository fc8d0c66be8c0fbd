import type { IncidentExportRow } from '@qi/domain/incident-export';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { INCIDENT_TABLE_COLUMNS } from '../../db/incident-table-columns';
import type { KeysetWalker, KeysetWalkPlan } from '../../db/keyset-walk';
import { INVESTIGATION_COLUMNS, toExportRow } from './export-row';
import { iterateListBatches, type ListBatchQuery, listWalkPlan } from './incident-list-batches';
import type { DbKind, ListActor } from './incident-list-conditions';
import type { ListCriteria } from './incident-list-repository';

/** The incidents the export shows: the filtered list without cancelled ones. */
const EXPORTED = sql`${sql.ref('incidents.status')} <> 'cancelled'`;

/** Each exported incident's columns and its investigation's (export-row.ts reads them). */
const exportColumns = (batch: ListBatchQuery) =>
  batch.select(INCIDENT_TABLE_COLUMNS).select(INVESTIGATION_COLUMNS);

/**
 * The incidents of the export with their investigations, in list order, one batch at a time (keyset
 * pagination: iterateListBatches).
 */
export async function* iterateExportRows(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize: number,
  walker: KeysetWalker | null = null,
): AsyncGenerator<IncidentExportRow[]> {
  const batches = iterateListBatches(db, kind, query, actor, EXPORTED, batchSize, exportColumns, walker);
  for await (const rows of batches) {
    const out = new Array<IncidentExportRow>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = toExportRow(rows[i]!);
    yield out;
  }
}

/** The same walk as a plan for the export's thread to run and write (walker.walkChunks: decision 024). */
export function exportWalkPlan(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize: number,
): KeysetWalkPlan {
  return listWalkPlan(db, kind, query, actor, EXPORTED, batchSize, exportColumns);
}
