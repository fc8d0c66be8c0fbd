import { AppError } from '@qi/domain/app-error';
import { DISPOSITION_MSG, decideLineDone, type TMarkDispositionLineRequest } from '@qi/domain/disposition';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { PresentedIncident } from '../incidents/incident-presenter';
import {
  answerDispositionChange,
  beginDispositionChange,
  type DispositionChange,
  lineSummary,
  refuseUnless,
  saveDispositionChange,
} from './disposition-change';
import { markDispositionLine, readDispositionLines } from './disposition-repository';

/**
 * PUT /v1/incidents/{id}/disposition/lines/{lineId}/done: the person responsible for a line (or the quality
 * team) marks its work done, or not done again; the server records who and when. Done lines leave My tasks.
 */
export async function markDispositionLineDone(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  lineId: string,
  body: TMarkDispositionLineRequest,
): Promise<PresentedIncident> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await beginDispositionChange(trx, ctx, auth, id, body.version);
    const line = (await readDispositionLines(trx, id)).find((l) => l.id === lineId);
    if (!line) throw new AppError('NOT_FOUND', DISPOSITION_MSG.lineNotFound);
    refuseUnless(
      decideLineDone({
        actor: { id: auth.user.user_id, role: auth.user.role },
        responsible: line.responsible,
        status: current.status,
        statusLabel: INCIDENT_STATUS_LABELS[current.status],
        disposition: {
          defectiveQuantity: current.defectiveQuantity,
          severity: current.severity,
          status: current.dispositionStatus,
        },
      }),
    );
    const now = nowIso();
    const done = body.done ? { by: auth.user.user_id, at: now } : null;
    await markDispositionLine(trx, id, lineId, done);
    const change: DispositionChange = { current, next: { ...current, updated_at: now }, read };
    await saveDispositionChange(
      trx,
      auth,
      body.done ? 'disposition-line-done' : 'disposition-line-not-done',
      change,
      {
        dispositionLine: {
          from: { ...lineSummary(line), done: line.doneBy !== null },
          to: { ...lineSummary(line), done: body.done },
        },
      },
    );
    return change;
  });
  return answerDispositionChange(ctx, change);
}
