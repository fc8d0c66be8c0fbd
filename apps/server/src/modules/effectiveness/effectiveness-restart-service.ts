import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import {
  decideNewInvestigation,
  EFFECTIVENESS_MSG,
  type TStartInvestigationFromCheckRequest,
} from '@qi/domain/effectiveness-check';
import { canViewIncident } from '@qi/domain/incident-actions';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { decideRestartInvestigation } from '@qi/domain/incident-transitions';
import { newInvestigation } from '@qi/domain/investigation';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import { assertSigned, signingCheck } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { insertHistory } from '../history/history-repository';
import { incidentChanges } from '../incidents/incident-changes';
import type { IncidentRecord } from '../incidents/incident-record';
import { findIncidentById, updateIncident } from '../incidents/incident-repository';
import { staleIncident } from '../incidents/incident-service';
import { investigationChanges } from '../investigations/investigation-changes';
import type { PresentedInvestigation } from '../investigations/investigation-presenter';
import { presentForCaller, requireInvestigation } from '../investigations/investigation-queries';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { findLinkedIncidents, insertInvestigation } from '../investigations/investigation-repository';
import { startingSchedule } from '../investigations/investigation-start-schedule';
import { queueRestartedInvestigationEmail } from '../notifications/investigation-owner-email';
import { mayOwnWork } from '../users/work-owner-check';
import { effectivenessSigning } from './effectiveness-hooks';
import { findEffectivenessCheck, updateEffectivenessCheck } from './effectiveness-repository';
import { actorOf, refuseUnless, requireCheck, staleCheck } from './effectiveness-service';

/**
 * POST /v1/effectiveness-checks/{id}/new-investigation (quality, admin): when a fix was not effective, ONE
 * transaction creates a new investigation (opened, assigned to the first one's owner when they may still own work,
 * otherwise the caller, who is told by email; the old incident description) and
 * moves every incident of the old investigation that is closed or investigation-completed to it, under
 * investigation again (docs/product.md §4 'restart-investigation'). The check remembers the new investigation,
 * so the step is taken once. History: the new investigation's creation, each incident's restart, and the
 * follow-up on the old investigation. The new investigation gets owners and due dates like any start; with
 * signatures on the restart needs the password and a reason, and each moved incident's live Closed record
 * gets its Withdrawn record (signatures/effectiveness-signing.ts).
 */
export async function startInvestigationFromCheck(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  checkId: string,
  body: TStartInvestigationFromCheckRequest,
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  const forUpdate = locksRows(ctx.dbKind);
  // The password is checked before the transaction (it is slow on purpose); a refused restart asks for none.
  const current = await findEffectivenessCheck(ctx.db, checkId);
  const signs = !!current && decideNewInvestigation(current, actor).ok;
  const signing = await ctx.events.hook(signingCheck)(ctx, auth, client, body.signature, signs);
  return ctx.db.transaction().execute(async (trx) => {
    const check = await requireCheck(trx, ctx, checkId, body.version);
    refuseUnless(decideNewInvestigation(check, actor));
    assertSigned(signing);
    const previous = await requireInvestigation(trx, check.investigationId);
    const linked = await findLinkedIncidents(trx, [previous.id], { forUpdate });
    const eligible = linked.filter(
      (incident) => canViewIncident(incident, actor) && decideRestartInvestigation(incident, actor).ok,
    );
    if (eligible.length === 0) throw new AppError('CONFLICT', EFFECTIVENESS_MSG.noIncidents);
    const moves: { before: IncidentRecord; to: IncidentStatus }[] = [];
    for (const { id } of eligible) {
      const incident = await findIncidentById(trx, id, { forUpdate });
      if (!incident) continue;
      const decision = decideRestartInvestigation(incident, actor);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
      const { investigationStatus: _status, ...before } = incident;
      moves.push({ before, to: decision.to });
    }
    // Refused before anything is written: a missing reason leaves the Closed records and the incidents as they are.
    const incidents = moves.map((m) => m.before);
    const withdrawals = await ctx.events
      .hook(effectivenessSigning)
      .prepareRestartWithdrawals(trx, signing, incidents, body.reasonForChange);

    const now = nowIso();
    // The work goes back to whoever ran the first investigation while they may still own it, else the caller.
    const owner = (await mayOwnWork(trx, previous.assignedTo)) ? previous.assignedTo : actor.id;
    const fields = newInvestigation({
      assignedTo: owner,
      incidentDescription: previous.incidentDescription,
      defectiveQuantities: incidents.map((i) => i.defectiveQuantity),
    });
    const investigation: InvestigationRecord = {
      ...fields,
      // Owners and due dates as any start gives them: by the incidents' highest severity, owned by the assignee.
      schedule: await startingSchedule(
        trx,
        ctx,
        incidents.map((i) => i.severity),
        fields.assignedTo,
      ),
      id: randomUUID(),
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await insertInvestigation(trx, investigation);
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: investigation.id,
      actorId: actor.id,
      action: 'create-after-ineffective-check',
      fromStatus: null,
      toStatus: investigation.status,
      changes: {
        previousInvestigation: { from: null, to: previous.id },
        effectivenessCheck: { from: null, to: check.id },
        ...investigationChanges(null, investigation),
      },
      reason: withdrawals.reason,
      now,
    });

    await withdrawals.withdraw(now);
    for (const { before, to } of moves) {
      const after: IncidentRecord = {
        ...before,
        status: to,
        investigationId: investigation.id,
        updated_at: now,
      };
      const read = before.version ?? 1;
      if (!(await updateIncident(trx, after, read))) throw staleIncident();
      await insertHistory(trx, {
        entityType: 'incident',
        entityId: before.id,
        actorId: actor.id,
        action: 'restart-investigation',
        fromStatus: before.status,
        toStatus: after.status,
        changes: incidentChanges(before, after),
        reason: withdrawals.reason,
        now,
      });
    }

    const first = incidents[0];
    if (first) {
      await queueRestartedInvestigationEmail(trx, ctx.config.publicUrl, {
        ownerId: owner,
        actorId: actor.id,
        incident: first,
      });
    }
    const next = { ...check, followUpInvestigationId: investigation.id };
    if (!(await updateEffectivenessCheck(trx, next, check.version, now))) throw staleCheck();
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: previous.id,
      actorId: actor.id,
      action: 'restart-after-ineffective-check',
      changes: {
        effectivenessCheck: { from: check.id, to: check.id },
        followUpInvestigation: { from: null, to: investigation.id },
      },
      reason: withdrawals.reason,
      now,
    });
    return presentForCaller(ctx, trx, auth, investigation);
  });
}
