import { AppError } from '@qi/domain/app-error';
import { formatScarNumber, reviewIssues, SCAR_MSG, type TReviewScarStageRequest } from '@qi/domain/scar';
import type { TScarAnswers } from '@qi/domain/scar-answers';
import { reviewFlags } from '@qi/domain/scar-checklist';
import {
  acceptanceCloses,
  acceptPrecondition,
  decideStageAction,
  SCAR_STAGE_LABELS,
  SCAR_STAGE_MSG,
} from '@qi/domain/scar-stages';
import type { TScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import { signingCheck } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import { queueEmails } from '../../mail/email-outbox-repository';
import { scarStageReturnedEmail } from '../../mail/templates';
import type { AuthClient } from '../auth/security-log';
import { closeOnAcceptance } from './close-scar';
import { audit, userActor } from './scar-audit';
import { partiesOf } from './scar-parties';
import { readScar, requireScar } from './scar-queries';
import { stageStates } from './scar-record';
import { listStages, updateStage } from './scar-stage-repository';

const conflict = (message: string, path?: string) =>
  new AppError('CONFLICT', message, path ? [{ path, message }] : undefined);

/**
 * `POST /v1/scars/{id}/review`: the buyer accepts or returns one submitted stage, from the stage version read.
 * Returning needs a comment and reopens the stage for the supplier (emailed the comment). Accepting the closing
 * stage (every other stage accepted first) closes the request: the password is checked before the transaction
 * when signatures are on (events/signing.ts), and close-scar.ts does the rest in it. The answer is the request,
 * whose stages carry the checklist's flags.
 */
export async function reviewScarStage(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  id: string,
  body: TReviewScarStageRequest,
): Promise<TScar> {
  const issues = reviewIssues(body);
  if (issues[0]) throw new AppError('VALIDATION', issues[0].message, issues);
  const current = await requireScar(ctx.db, id);
  const signs =
    body.decision === 'accept' && acceptanceCloses(current.form, body.stage) && current.status === 'open';
  const signing = await ctx.events.hook(signingCheck)(ctx, auth, client, body.signature, signs);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const scar = await requireScar(trx, id, locksRows(ctx.dbKind));
    if (scar.status !== 'open') throw conflict(SCAR_MSG.notOpen);
    const stages = await listStages(trx, id, { forUpdate: locksRows(ctx.dbKind) });
    const stage = stages.find((s) => s.stage === body.stage);
    if (!stage)
      throw new AppError('VALIDATION', SCAR_STAGE_MSG.notAsked, [
        { path: 'stage', message: SCAR_STAGE_MSG.notAsked },
      ]);
    if (stage.version !== body.version) throw conflict(SCAR_MSG.staleStage, 'version');
    const decision = decideStageAction(stage.status, body.decision);
    if (!decision.ok) throw conflict(decision.message);
    if (body.decision === 'accept') {
      const before = acceptPrecondition(scar.form, stage.stage, stageStates(stages));
      if (before) throw conflict(before);
    }
    const next = {
      ...stage,
      status: decision.to,
      reviewedAt: now,
      reviewedBy: auth.user.user_id,
      reviewComment: body.comment,
    };
    if (!(await updateStage(trx, id, next, body.version))) throw conflict(SCAR_MSG.staleStage, 'version');
    const actor = userActor(auth, client);
    const flags = reviewFlags(
      scar.form,
      stage.stage,
      stage.answer as TScarAnswers[typeof stage.stage] | null,
    );
    await audit(trx, id, actor, body.decision === 'accept' ? 'accepted' : 'returned', now, {
      stage: stage.stage,
      details: { comment: body.comment, flags: flags.map((f) => f.code) },
    });
    if (body.decision === 'return') {
      const parties = await partiesOf(trx, scar);
      await queueEmails(trx, [
        scarStageReturnedEmail({
          to: parties.contact.email,
          name: parties.contact.name,
          number: formatScarNumber(scar.number),
          stage: SCAR_STAGE_LABELS[stage.stage],
          comment: body.comment,
          buyerName: parties.buyer.name,
        }),
      ]);
    }
    if (body.decision === 'accept' && acceptanceCloses(scar.form, stage.stage)) {
      const after = stages.map((s) => (s.stage === next.stage ? next : s));
      if (!(await closeOnAcceptance(ctx, trx, scar, after, signing, actor, now)))
        throw conflict(SCAR_MSG.stale);
    }
  });
  return readScar(ctx, id);
}
