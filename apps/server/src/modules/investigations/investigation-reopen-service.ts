import { AppError } from '@qi/domain/app-error';
import { CONCURRENCY_MSG, type TReopenInvestigationRequest } from '@qi/domain/record-version';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { insertHistory } from '../history/history-repository';
import { investigationChanges } from './investigation-changes';
import { investigationEffectiveness, investigationSigning } from './investigation-hooks';
import type { PresentedInvestigation } from './investigation-presenter';
import { actorOf, presentForCaller, requireInvestigation } from './investigation-queries';
import type { InvestigationRecord } from './investigation-record';
import { findInvestigationById, updateInvestigation } from './investigation-repository';
import { cascade, staleInvestigation } from './investigation-update-service';

/**
 * POST /v1/investigations/{id}/reopen (quality, admin): the one way to un-complete an investigation whose
 * incidents are closed. The completion is cleared (sign-offs stay), the reason goes into the history entry,
 * and incidents in investigation-completed go back under investigation while closed ones stay closed — all in
 * one transaction, conditional on the version read like every save.
 */
export async function reopenInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TReopenInvestigationRequest,
  client: AuthClient,
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  const forUpdate = locksRows(ctx.dbKind);
  // The password (signatures on) is checked before the transaction; an unknown id is 404 there, unasked.
  const before = (await findInvestigationById(ctx.db, id)) ?? null;
  const signing = await ctx.events
    .hook(investigationSigning)
    .prepareReopen(ctx, auth, client, before, body.signature);
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await requireInvestigation(trx, id, { forUpdate });
    const read = previous.version ?? 1;
    if (body.version !== undefined && body.version !== read) throw staleInvestigation();
    if (!previous.completed) throw new AppError('CONFLICT', CONCURRENCY_MSG.notCompleted);
    const now = nowIso();
    const next: InvestigationRecord = {
      ...previous,
      status: 'opened',
      completed: false,
      completedSignedBy: null,
      completedSignedDate: null,
      version: read + 1,
      updated_at: now,
    };
    if (!(await updateInvestigation(trx, next, read))) throw staleInvestigation();
    const checkChanges = await ctx.events
      .hook(investigationEffectiveness)
      .cancelScheduledChecks(trx, id, forUpdate);
    // The completion's signature, if it has one, is withdrawn with the reopening's reason (never removed).
    await ctx.events
      .hook(investigationSigning)
      .withdrawCompletion(trx, signing, previous, body.reason.trim(), now);
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: id,
      actorId: actor.id,
      action: 'reopen',
      fromStatus: previous.status,
      toStatus: next.status,
      changes: { ...investigationChanges(previous, next), ...checkChanges },
      reason: body.reason.trim(),
      now,
    });
    await cascade(trx, forUpdate, id, false, actor.id, now);
    return presentForCaller(ctx, trx, auth, next);
  });
}
