import type { ScarStage } from '@qi/domain/scar-stages';
import type { Db } from '../../db/database';
import { type StageRecord, toStageRecord } from './scar-record';

/** One row per stage the request asks for, each 'open' at version 1. */
export async function insertStages(db: Db, scarId: string, stages: readonly ScarStage[]): Promise<void> {
  await db
    .insertInto('scar_stages')
    .values(
      stages.map((stage) => ({
        scar_id: scarId,
        stage,
        status: 'open',
        answer: null,
        version: 1,
        submitted_at: null,
        first_submitted_at: null,
        reviewed_at: null,
        reviewed_by: null,
        review_comment: '',
      })),
    )
    .execute();
}

/** The request's stages; `forUpdate` locks them (PostgreSQL) until the caller's transaction ends. */
export async function listStages(db: Db, scarId: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('scar_stages').selectAll().where('scar_id', '=', scarId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.execute()).map(toStageRecord);
}

/** Writes a stage from the version read (one more after it); false when another write got there first. */
export async function updateStage(
  db: Db,
  scarId: string,
  stage: StageRecord,
  readVersion: number,
): Promise<boolean> {
  const result = await db
    .updateTable('scar_stages')
    .set({
      status: stage.status,
      answer: stage.answer === null ? null : JSON.stringify(stage.answer),
      version: readVersion + 1,
      submitted_at: stage.submittedAt,
      first_submitted_at: stage.firstSubmittedAt,
      reviewed_at: stage.reviewedAt,
      reviewed_by: stage.reviewedBy,
      review_comment: stage.reviewComment,
    })
    .where('scar_id', '=', scarId)
    .where('stage', '=', stage.stage)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every stage of several requests (the list's milestones). */
export async function stagesOfScars(db: Db, scarIds: readonly string[]): Promise<Map<string, StageRecord[]>> {
  const out = new Map<string, StageRecord[]>();
  if (scarIds.length === 0) return out;
  const rows = await db
    .selectFrom('scar_stages')
    .selectAll()
    .where('scar_id', 'in', [...scarIds])
    .execute();
  for (const row of rows) {
    const list = out.get(row.scar_id) ?? [];
    list.push(toStageRecord(row));
    out.set(row.scar_id, list);
  }
  return out;
}
