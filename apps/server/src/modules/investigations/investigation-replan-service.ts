import { AppError } from '@qi/domain/app-error';
import { emptySchedule, investigationSeverity } from '@qi/domain/due-dates';
import { REPLAN_MSG, replanMoves, replanReason, type TReplanAnswer } from '@qi/domain/investigation-replan';
import { isQualityTeam } from '@qi/domain/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { readDueDateDefaults } from '../due-dates/due-date-defaults-repository';
import { insertHistory } from '../history/history-repository';
import { investigationChanges } from './investigation-changes';
import { requireInvestigation } from './investigation-queries';
import type { InvestigationRecord } from './investigation-record';
import { findLinkedSeverities } from './investigation-replan-repository';
import { updateInvestigation } from './investigation-repository';
import { scheduledOf } from './investigation-schedule';
import { staleInvestigation } from './investigation-update-service';

async function plan(db: Db, investigation: InvestigationRecord): Promise<TReplanAnswer> {
  const severity = investigationSeverity(await findLinkedSeverities(db, investigation.id));
  const defaults = await readDueDateDefaults(db);
  const startDay = investigation.created_at.slice(0, 10);
  return { severity, moves: replanMoves(scheduledOf(investigation), defaults, severity, startDay) };
}

function refuseUnlessQuality(auth: AuthContext): void {
  if (!isQualityTeam(auth.user.role)) throw new AppError('FORBIDDEN', REPLAN_MSG.forbidden);
}

/** GET /v1/investigations/{id}/replan: what re-planning the open sections would move (nothing is written). */
export async function previewReplan(ctx: AppContext, auth: AuthContext, id: string): Promise<TReplanAnswer> {
  refuseUnlessQuality(auth);
  return plan(ctx.db, await requireInvestigation(ctx.db, id));
}

/**
 * POST /v1/investigations/{id}/replan: after a severity change, the open sections take the defaults of the
 * investigation's severity. Each move is recorded in the investigation's history with its reason, as a
 * due-date move in a save is.
 */
export async function applyReplan(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: { version?: number },
): Promise<TReplanAnswer> {
  refuseUnlessQuality(auth);
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await requireInvestigation(trx, id, { forUpdate: locksRows(ctx.dbKind) });
    const read = previous.version ?? 1;
    if (body.version !== undefined && body.version !== read) throw staleInvestigation();
    if (previous.completed) throw new AppError('CONFLICT', REPLAN_MSG.completed);
    const answer = await plan(trx, previous);
    if (answer.moves.length === 0) return answer;
    const schedule = { ...(previous.schedule ?? emptySchedule()) };
    for (const move of answer.moves) schedule[move.section] = { ...schedule[move.section], dueDate: move.to };
    const now = nowIso();
    const next: InvestigationRecord = { ...previous, schedule, version: read + 1, updated_at: now };
    if (!(await updateInvestigation(trx, next, read))) throw staleInvestigation();
    const reason = replanReason(answer.severity);
    const reasons = Object.fromEntries(
      answer.moves.map((m) => [`${m.section}DueDateReason`, { from: null, to: reason }]),
    );
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: id,
      actorId: auth.user.user_id,
      action: 'replan',
      fromStatus: previous.status,
      toStatus: next.status,
      changes: { ...investigationChanges(previous, next), ...reasons },
      reason,
      now,
    });
    return answer;
  });
}
