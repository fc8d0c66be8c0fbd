import type { IncidentExportRow } from '@qi/domain/incident-export';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { dispositionSums } from './export-dispositions-repository';
import { INVESTIGATION_COLUMNS, toExportRow } from './export-row';
import {
  compileListBatchQueries,
  iterateListBatches,
  type ListBatchQuery,
} from './incident-list-batches-repository';
import type { DbKind, ListActor } from './incident-list-conditions-sql';
import type { ListCriteria } from './incident-list-repository';
import { INCIDENT_TABLE_COLUMNS } from './incident-table-columns';

/** The incidents the export shows: the filtered list without cancelled ones. */
const EXPORTED = sql<SqlBool>`${sql.ref('incidents.status')} <> 'cancelled'`;

/** Each exported incident's columns and its investigation's (export-row.ts reads them). */
const exportColumns = (batch: ListBatchQuery) =>
  batch
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(INCIDENT_TABLE_COLUMNS)
    .select(INVESTIGATION_COLUMNS);

/**
 * The incidents of the export with their investigations and disposition sums, in list order, one batch at a
 * time (keyset pagination: iterateListBatches): two statements per batch, the rows and their lines' sums.
 */
export async function* iterateExportRows(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize: number,
): AsyncGenerator<IncidentExportRow[]> {
  for await (const rows of iterateListBatches(db, kind, query, actor, EXPORTED, batchSize, exportColumns)) {
    const exported = rows.map(toExportRow);
    const sums = await dispositionSums(
      db,
      exported.map((row) => row.incident.id),
    );
    for (const row of exported) row.disposition = sums.get(row.incident.id) ?? null;
    yield exported;
  }
}

/** The statements of the export's batches (EXPLAIN in tests: each must read in the sort index's order). */
export function compileExportBatchQueries(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize: number,
  cursorValue: unknown,
) {
  return compileListBatchQueries(db, kind, query, actor, EXPORTED, batchSize, exportColumns, cursorValue);
}
