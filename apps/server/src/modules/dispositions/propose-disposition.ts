import { AppError } from '@qi/domain/app-error';
import {
  DISPOSITION_MSG,
  decideDispositionProposal,
  dispositionQuantityIssue,
  proposedDispositionStatus,
  type TProposeDispositionRequest,
} from '@qi/domain/disposition';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { PresentedIncident } from '../incidents/incident-presenter';
import type { IncidentRecord } from '../incidents/incident-record';
import { queueDispositionEmails } from '../notifications/disposition-notifications';
import { assertWorkOwners } from '../users/work-owner-check';
import {
  answerDispositionChange,
  beginDispositionChange,
  type DispositionChange,
  lineSummary,
  refuseUnless,
  saveDispositionChange,
} from './disposition-change';
import { dispositionSigning } from './disposition-hooks';
import { readDispositionLines, replaceDispositionLines } from './disposition-repository';

/**
 * PUT /v1/incidents/{id}/disposition: quality proposes the whole list of lines. Quantities may fall short of
 * the defective quantity (awaiting) but never exceed it; covering it exactly makes the disposition decided.
 * A new proposal withdraws an earlier approval (a signed one with a reason for change, kept in history, and a
 * Withdrawn record). History and emails go in the same transaction.
 */
export async function proposeDisposition(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TProposeDispositionRequest & { reasonForChange?: string },
): Promise<PresentedIncident> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await beginDispositionChange(trx, ctx, auth, id, body.version);
    refuseUnless(
      decideDispositionProposal({
        role: auth.user.role,
        status: current.status,
        statusLabel: INCIDENT_STATUS_LABELS[current.status],
      }),
    );
    const quantityIssue = dispositionQuantityIssue(body.lines, current.defectiveQuantity);
    if (quantityIssue)
      throw new AppError('VALIDATION', quantityIssue, [{ path: 'lines', message: quantityIssue }]);
    await assertWorkOwners(
      trx,
      body.lines.map((l, i) => ({ path: `lines.${i}.responsible`, userId: l.responsible })),
      DISPOSITION_MSG.responsible,
    );
    const before = await readDispositionLines(trx, id);
    const now = nowIso();
    const signer = { id: auth.user.user_id, name: auth.user.name };
    const reason = await ctx.events
      .hook(dispositionSigning)
      .withdrawApproval(trx, signer, current, body.reasonForChange, now);
    const lines = await replaceDispositionLines(trx, id, body.lines, now, before);
    const next: IncidentRecord = {
      ...current,
      dispositionStatus: proposedDispositionStatus(lines, current.defectiveQuantity),
      dispositionProposedBy: auth.user.user_id,
      dispositionProposedAt: now,
      dispositionApprovedBy: null,
      dispositionApprovedAt: null,
      updated_at: now,
    };
    const change: DispositionChange = { current, next, read };
    await saveDispositionChange(
      trx,
      auth,
      'propose-disposition',
      change,
      {
        disposition: { from: before.map(lineSummary), to: lines.map(lineSummary) },
        ...(current.dispositionStatus !== next.dispositionStatus && {
          dispositionStatus: { from: current.dispositionStatus, to: next.dispositionStatus },
        }),
      },
      reason,
    );
    const previouslyResponsible = new Set(before.map((l) => l.responsible));
    await queueDispositionEmails(trx, ctx.config.publicUrl, {
      incident: next,
      proposerId: auth.user.user_id,
      newlyResponsible: lines.map((l) => l.responsible).filter((u) => !previouslyResponsible.has(u)),
    });
    return change;
  });
  return answerDispositionChange(ctx, change);
}
