import type {
  EffectivenessResult,
  EffectivenessStatus,
  TEffectivenessCheck,
} from '@qi/domain/effectiveness-check';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { EffectivenessChecksTable } from '../../db/types';
import { fromDbNullableTimestamp } from '../../db/values';
import { attachmentsJson, storedAttachments } from '../uploads/stored-attachments';

/** A check as the server keeps it (attachments without urls: they are signed when presented). */
export type EffectivenessCheckRecord = TEffectivenessCheck;

type Row = Selectable<EffectivenessChecksTable>;

function toRecord(row: Row): EffectivenessCheckRecord {
  return {
    id: row.id,
    investigationId: row.investigation_id,
    dueDate: row.due_date,
    owner: row.owner_id,
    status: row.status as EffectivenessStatus,
    result: (row.result as EffectivenessResult | null) ?? null,
    evidence: row.evidence,
    attachments: storedAttachments(row.attachments),
    recordedBy: row.recorded_by,
    recordedAt: fromDbNullableTimestamp(row.recorded_at),
    followUpInvestigationId: row.follow_up_investigation_id,
    version: Number(row.version),
  };
}

export async function insertEffectivenessCheck(
  db: Db,
  check: EffectivenessCheckRecord,
  now: string,
): Promise<void> {
  await db
    .insertInto('effectiveness_checks')
    .values({
      id: check.id,
      investigation_id: check.investigationId,
      due_date: check.dueDate,
      owner_id: check.owner,
      status: check.status,
      result: check.result,
      evidence: check.evidence,
      attachments: attachmentsJson(check.attachments),
      recorded_by: check.recordedBy,
      recorded_at: check.recordedAt,
      follow_up_investigation_id: check.followUpInvestigationId,
      version: check.version,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** One check; `forUpdate` locks its row (PostgreSQL) until the caller's transaction ends. */
export async function findEffectivenessCheck(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EffectivenessCheckRecord | undefined> {
  let query = db.selectFrom('effectiveness_checks').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRecord(row);
}

/** The checks of an investigation, oldest first (effectiveness_checks_investigation_idx). */
export async function listEffectivenessChecks(
  db: Db,
  investigationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EffectivenessCheckRecord[]> {
  let query = db
    .selectFrom('effectiveness_checks')
    .selectAll()
    .where('investigation_id', '=', investigationId)
    .orderBy('created_at')
    .orderBy('id');
  if (options.forUpdate) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => toRecord(row));
}

/**
 * Writes the check only if it is still at `version` (the version the caller read), moving it one on: a
 * concurrent change in between makes it write nothing. Whether it wrote.
 */
export async function updateEffectivenessCheck(
  db: Db,
  check: EffectivenessCheckRecord,
  version: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('effectiveness_checks')
    .set({
      due_date: check.dueDate,
      owner_id: check.owner,
      status: check.status,
      result: check.result,
      evidence: check.evidence,
      attachments: attachmentsJson(check.attachments),
      recorded_by: check.recordedBy,
      recorded_at: check.recordedAt,
      follow_up_investigation_id: check.followUpInvestigationId,
      version: version + 1,
      updated_at: now,
    })
    .where('id', '=', check.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEffectivenessCheck(db: Db, id: string): Promise<void> {
  await db.deleteFrom('effectiveness_checks').where('id', '=', id).execute();
}

/**
 * The scheduled checks due on or before `today`, soonest first (effectiveness_checks_due_idx): what a reminder
 * scheduler sends about. Bounded by `limit` so that a long backlog is read in batches.
 */
export async function listDueEffectivenessChecks(
  db: Db,
  today: string,
  limit = 500,
): Promise<EffectivenessCheckRecord[]> {
  const rows = await db
    .selectFrom('effectiveness_checks')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('due_date', '<=', today)
    .orderBy('due_date')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => toRecord(row));
}
