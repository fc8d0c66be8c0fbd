import { decideDispositionApproval } from '@qi/domain/disposition';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import type { TSignatureCredentials } from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { signingCheck } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import type { PresentedIncident } from '../incidents/incident-presenter';
import type { IncidentRecord } from '../incidents/incident-record';
import { findVisibleIncident } from '../incidents/incident-service';
import {
  answerDispositionChange,
  beginDispositionChange,
  type DispositionChange,
  refuseUnless,
  saveDispositionChange,
} from './disposition-change';
import { dispositionApproved } from './disposition-events';
import { dispositionSigning } from './disposition-hooks';

/**
 * POST /v1/incidents/{id}/disposition/approve: a decided disposition is approved by the quality team; a major
 * or critical one only by someone other than its proposer (docs/product.md §3 Disposition). Approving signs:
 * with signatures on, the password is checked first and the Approved record goes in with the approval.
 */
export async function approveDisposition(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: { version?: number; signature?: TSignatureCredentials },
  client: AuthClient,
): Promise<PresentedIncident> {
  const decide = (incident: IncidentRecord) =>
    refuseUnless(
      decideDispositionApproval({
        actor: { id: auth.user.user_id, role: auth.user.role },
        status: incident.status,
        statusLabel: INCIDENT_STATUS_LABELS[incident.status],
        severity: incident.severity,
        dispositionStatus: incident.dispositionStatus,
        proposedBy: incident.dispositionProposedBy,
      }),
    );
  // A refusal is answered before the password is asked for; the transaction decides again on what it locks.
  decide(await findVisibleIncident(ctx.db, auth, id));
  const signing = await ctx.events.hook(signingCheck)(ctx, auth, client, body.signature, true);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await beginDispositionChange(trx, ctx, auth, id, body.version);
    decide(current);
    const now = nowIso();
    const next: IncidentRecord = {
      ...current,
      dispositionStatus: 'approved',
      dispositionApprovedBy: auth.user.user_id,
      dispositionApprovedAt: now,
      updated_at: now,
    };
    const change: DispositionChange = { current, next, read };
    await saveDispositionChange(trx, auth, 'approve-disposition', change, {
      dispositionStatus: { from: current.dispositionStatus, to: 'approved' },
    });
    await ctx.events.hook(dispositionSigning).recordApproval(trx, signing, next, now);
    await ctx.events.emit(trx, dispositionApproved, {
      incident: next,
      approvedBy: auth.user.user_id,
      approvedAt: now,
    });
    return change;
  });
  return answerDispositionChange(ctx, change);
}
