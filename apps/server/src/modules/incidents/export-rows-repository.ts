import { randomUUID } from 'node:crypto';
import type { IncidentExportRow } from '@qi/domain/incident-export';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { INCIDENT_TABLE_COLUMNS } from '../../db/incident-table-columns';
import { compiledWithCursor, type KeysetWalker, type KeysetWalkPlan } from '../../db/keyset-walk';
import { currentExportLine, joinExportLine } from './export-lines';
import { INVESTIGATION_COLUMNS, toExportRow } from './export-row';
import { iterateListBatches, type ListBatchQuery, listWalkPlan } from './incident-list-batches';
import type { DbKind, ListActor } from './incident-list-conditions';
import type { ListCriteria } from './incident-list-repository';

/** The incidents the export shows: the filtered list without cancelled ones. */
const EXPORTED = sql`${sql.ref('incidents.status')} <> 'cancelled'`;

/** Each exported incident's columns and its investigation's (export-row.ts reads them). */
const exportColumns = (batch: ListBatchQuery) =>
  batch
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(INCIDENT_TABLE_COLUMNS)
    .select(INVESTIGATION_COLUMNS);

/**
 * Incidents with their investigations and every column an export row needs (export-row.ts), not yet filtered:
 * for rows read by id (the CSV walk's fill) or by the writer of the lines written ahead (decision 029).
 */
export const exportRowsQuery = (db: Db) =>
  db
    .selectFrom('incidents')
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(INCIDENT_TABLE_COLUMNS)
    .select(INVESTIGATION_COLUMNS);

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

/** Stand in for the ids of a fill and for the lookups key while the statements are compiled. */
const FILL_IDS = `fill ids ${randomUUID()}`;
const LINES_KEY = `lines key ${randomUUID()}`;

/**
 * The CSV export's walk (decisions 029 and 030): each row's id, sort key and line written ahead when there is
 * one under the export's lookups key (`export_line`, export-lines.ts); the rows without one are read again with every column the
 * export needs, by id (the plan's `fill`), and written from those. The statements are compiled before the
 * lookups are read; `withLinesKey` puts their key (exportLinesKey) in.
 */
export function csvWalkPlan(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize: number,
): KeysetWalkPlan {
  const plan = listWalkPlan(db, kind, query, actor, EXPORTED, batchSize, (batch) =>
    batch
      .leftJoin('incident_export_lines', joinExportLine(kind))
      .select(['incidents.id', currentExportLine(kind, LINES_KEY).as('export_line')]),
  );
  const ids =
    kind === 'sqlite'
      ? sql`${sql.ref('incidents.id')} in (select value from json_each(${FILL_IDS}))`
      : sql`${sql.ref('incidents.id')} = any(${FILL_IDS})`;
  const fill = exportRowsQuery(db)
    .where(ids as never)
    .compile();
  const { idsAt, ...step } = compiledWithCursor(fill, { idsAt: FILL_IDS });
  return {
    ...plan,
    fill: { ...step, idsAt, when: 'export_line', idsAs: kind === 'sqlite' ? 'json' : 'array' },
  };
}

/** The plan of csvWalkPlan with the lookups key of the export in its statements. */
export function withLinesKey(plan: KeysetWalkPlan, key: string): KeysetWalkPlan {
  const put = <S extends { parameters: readonly unknown[] }>(step: S): S => ({
    ...step,
    parameters: step.parameters.map((p) => (p === LINES_KEY ? key : p)),
  });
  return {
    ...plan,
    parts: plan.parts.map((part) => ({
      first: put(part.first),
      after: put(part.after),
      afterNull: put(part.afterNull),
    })),
  };
}
