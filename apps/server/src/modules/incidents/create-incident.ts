import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { milestonesAfter, NO_MILESTONES } from '@qi/domain/incident-measures';
import { createActionFor, statusChangeRefused } from '@qi/domain/incident-status-request';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { claimKey, type KeyedRequest, saveAnswer } from '../idempotency/idempotency-service';
import { arrivalDraft, prepareArrival } from './arrival-draft';
import { assertClassification, requestedClassification } from './incident-classification';
import { incidentChanged } from './incident-events';
import type { TCreateIncidentBody } from './incident-input';
import { type PresentedIncident, presentIncident } from './incident-presenter';
import type { IncidentRecord } from './incident-record';
import { insertIncident, nextIncidentNumber } from './incident-repository';

import { actorOf, decide, formFields } from './incident-service';

/**
 * POST /v1/incidents: a new draft, or a submitted incident (numbered, quality team notified). With an
 * idempotency key, the key and the answer are recorded in the incident's transaction (taken first, so that a
 * concurrent duplicate waits or stops there before doing anything).
 */
export async function createIncident(
  ctx: AppContext,
  auth: AuthContext,
  body: TCreateIncidentBody,
  keyed: KeyedRequest | null = null,
): Promise<PresentedIncident> {
  const {
    action: explicit,
    status: requested,
    investigationId: _ignored,
    severity,
    supplierId,
    similarChecked,
    ...fields
  } = body;
  const action = explicit ?? createActionFor(requested!);
  if (!action) throw new AppError('CONFLICT', statusChangeRefused(null, requested!));
  const decision = decide({ incident: null, actor: actorOf(auth), action });
  const arrival =
    decision.to === 'submitted' && !similarChecked
      ? await prepareArrival(ctx, auth, arrivalDraft(null, fields, supplierId))
      : null;
  return ctx.db.transaction().execute(async (trx) => {
    if (keyed) await claimKey(trx, ctx, keyed);
    const values = await formFields(trx, auth, null, fields, 'report');
    const classification = requestedClassification(null, { severity, supplierId });
    await assertClassification(trx, auth, null, classification);
    const now = nowIso();
    const created: IncidentRecord = {
      id: randomUUID(),
      incidentNumber: decision.to === 'submitted' ? await nextIncidentNumber(trx) : null,
      reportedBy: auth.user.user_id,
      ...values,
      investigationId: null,
      status: decision.to,
      rejectReason: null,
      pendingUpdateReason: null,
      created_at: now,
      updated_at: now,
      version: 1,
      ...classification,
      dispositionStatus: 'awaiting',
      dispositionProposedBy: null,
      dispositionProposedAt: null,
      dispositionApprovedBy: null,
      dispositionApprovedAt: null,
      ...milestonesAfter(NO_MILESTONES, null, decision.to, now),
    };
    await insertIncident(trx, created);
    await ctx.events.emit(trx, incidentChanged, {
      ctx,
      auth,
      action,
      before: null,
      after: created,
      reason: null,
      notify: decision.notify ?? null,
      notifyReason: null,
      signing: null,
      similarChecked: similarChecked ?? false,
      arrival,
    });
    const presented = await presentIncident(ctx, { ...created, investigationStatus: null });
    if (keyed) await saveAnswer(trx, keyed, 201, presented);
    return presented;
  });
}
