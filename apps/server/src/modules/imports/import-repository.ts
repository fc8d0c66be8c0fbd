import {
  type ImportStatus,
  type TImportMapping,
  type TSavedMapping,
  UNSTARTED_IMPORT_STATUSES,
} from '@qi/domain/incident-import-schemas';
import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';
import { type CountedUnknown, type ImportRecord, toImportRecord } from './import-record';

/** The imports table and the saved mappings (modules/imports; migration 400). */

export async function insertImport(
  db: Db,
  record: Pick<
    ImportRecord,
    'id' | 'kind' | 'fileName' | 'fileKey' | 'fileType' | 'fileSize' | 'headers' | 'samples' | 'createdBy'
  >,
  now: string,
): Promise<void> {
  await db
    .insertInto('imports')
    .values({
      id: record.id,
      kind: record.kind,
      file_name: record.fileName,
      file_key: record.fileKey,
      file_type: record.fileType,
      file_size: record.fileSize,
      headers: JSON.stringify(record.headers),
      samples: JSON.stringify(record.samples),
      status: 'uploaded',
      created_by: record.createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

function selectImports(db: Db) {
  return db
    .selectFrom('imports')
    .leftJoin('users', 'users.user_id', 'imports.created_by')
    .selectAll('imports')
    .select('users.name as created_by_name');
}

export async function findImport(db: Db, id: string): Promise<ImportRecord | undefined> {
  const row = await selectImports(db).where('imports.id', '=', id).executeTakeFirst();
  return row && toImportRecord(row);
}

/** The newest imports first (a bounded page: the tab shows the latest). */
export async function listImports(db: Db, limit: number): Promise<ImportRecord[]> {
  const rows = await selectImports(db)
    .orderBy('imports.created_at', 'desc')
    .orderBy('imports.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toImportRecord);
}

/** What a dry run checked, kept for the run; only while the import has not started (whether it wrote). */
export async function savePlan(
  db: Db,
  id: string,
  plan: {
    mapping: TImportMapping;
    resolutions: unknown;
    unknowns: CountedUnknown[];
    rowCount: number;
    maxIncidentNumber: number | null;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({
      status: 'checked',
      mapping: JSON.stringify(plan.mapping),
      resolutions: JSON.stringify(plan.resolutions),
      unknowns: JSON.stringify(plan.unknowns),
      row_count: plan.rowCount,
      max_incident_number: plan.maxIncidentNumber,
      updated_at: plan.now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['uploaded', 'checked'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Moves an import from `from` to `to` in one conditional statement: of two requests that try at once, exactly
 * one changes the row (PostgreSQL re-checks the condition on the row it waited for; SQLite writes one at a time).
 */
export async function moveImport(
  db: Db,
  id: string,
  from: readonly ImportStatus[],
  to: ImportStatus,
  values: { now: string; startedAt?: string; finishedAt?: string; undoneBy?: string; error?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({
      status: to,
      updated_at: values.now,
      ...(values.startedAt ? { started_at: values.startedAt } : {}),
      ...(values.finishedAt ? { finished_at: values.finishedAt } : {}),
      ...(values.undoneBy ? { undone_by: values.undoneBy, undone_at: values.now } : {}),
      ...(values.error !== undefined ? { error: values.error } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The oldest run waiting to start, or cut short (a pass stopped or crashed): the job's next work. */
export async function findNextRun(db: Db): Promise<ImportRecord | undefined> {
  const row = await selectImports(db)
    .where('imports.status', 'in', ['queued', 'running'])
    .orderBy('imports.created_at')
    .orderBy('imports.id')
    .executeTakeFirst();
  return row && toImportRecord(row);
}

/** A batch's progress, in the batch's transaction: the run resumes after `rowsDone` when cut short. */
export async function saveProgress(
  db: Db,
  id: string,
  progress: { rowsDone: number; created: number; updated: number; unchanged: number; refused: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('imports')
    .set((eb) => ({
      rows_done: progress.rowsDone,
      created_count: eb('created_count', '+', progress.created),
      updated_count: eb('updated_count', '+', progress.updated),
      unchanged_count: eb('unchanged_count', '+', progress.unchanged),
      refused_count: eb('refused_count', '+', progress.refused),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

export async function listSavedMappings(db: Db): Promise<TSavedMapping[]> {
  const rows = await db.selectFrom('import_mappings').selectAll().orderBy('name_key').limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as TSavedMapping['kind'],
    mapping: fromDbJson<TImportMapping>(row.mapping, {}),
    createdAt: fromDbTimestamp(row.created_at),
  }));
}

export async function insertSavedMapping(db: Db, mapping: TSavedMapping, createdBy: string): Promise<void> {
  await db
    .insertInto('import_mappings')
    .values({
      id: mapping.id,
      kind: mapping.kind,
      name: mapping.name,
      name_key: mapping.name.toLowerCase(),
      mapping: JSON.stringify(mapping.mapping),
      created_by: createdBy,
      created_at: mapping.createdAt,
    })
    .execute();
}

export async function deleteSavedMapping(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('import_mappings').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Imports never started whose last upload or dry run is older than `before` (the expiry job's work). */
export async function findUnstartedBefore(
  db: Db,
  before: string,
  limit: number,
): Promise<{ id: string; fileKey: string }[]> {
  const rows = await db
    .selectFrom('imports')
    .select(['id', 'file_key'])
    .where('status', 'in', [...UNSTARTED_IMPORT_STATUSES])
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, fileKey: row.file_key }));
}

/**
 * Marks an import expired only while it is still not started and untouched since `before` (a dry run or a run
 * begun meanwhile keeps it); true when it did.
 */
export async function expireImport(db: Db, id: string, before: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('imports')
    .set({ status: 'expired', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...UNSTARTED_IMPORT_STATUSES])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
