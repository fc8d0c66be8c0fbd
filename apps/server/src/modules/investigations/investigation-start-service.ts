import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { defaultSchedule } from '@qi/domain/due-dates';
import { canViewIncident } from '@qi/domain/incident-actions';
import { decideTransition } from '@qi/domain/incident-transitions';
import {
  copyInvestigation,
  type NewInvestigation,
  newInvestigation,
  stripInvestigationFormOnlyFields,
} from '@qi/domain/investigation';
import type { Role } from '@qi/domain/roles';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { readDueDateDefaults } from '../due-dates/due-date-defaults-repository';
import { insertHistory } from '../history/history-repository';
import { incidentChanges } from '../incidents/incident-changes';
import type { IncidentRecord } from '../incidents/incident-record';
import { findIncidentById, updateIncident } from '../incidents/incident-repository';
import { INCIDENT_NOT_FOUND, staleIncident } from '../incidents/incident-service';
import { investigationChanges } from './investigation-changes';
import type { PresentedInvestigation } from './investigation-presenter';
import { actorOf, presentForCaller, requireInvestigation } from './investigation-queries';
import type { InvestigationRecord } from './investigation-record';
import { insertInvestigation } from './investigation-repository';
import { startingSchedule } from './investigation-start-schedule';

export interface StartInvestigationBody {
  incidentId: string;
  copyFrom?: string | null | undefined;
}

/**
 * Route-level access for POST /v1/investigations: the roles that may start an investigation on an
 * acknowledged incident according to the domain's transition table (quality and admin). The service decides
 * again for the actual incident.
 */
export function canStartInvestigations(role: Role): boolean {
  return decideTransition({
    incident: { status: 'acknowledged', reportedBy: '' },
    actor: { id: '', role },
    action: 'start-investigation',
    investigationId: 'any',
  }).ok;
}

/**
 * POST /v1/investigations (docs/product.md §4 "Start investigation"): in ONE transaction, a new investigation (or a copy
 * of `copyFrom`: new id, sign-offs cleared, completed false, opened, copy flags stripped), the incident moved
 * from acknowledged to under-investigation with the new investigationId, and a history row for each.
 */
export async function startInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  body: StartInvestigationBody,
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  return ctx.db.transaction().execute(async (trx) => {
    const forUpdate = locksRows(ctx.dbKind);
    const incident = await findIncidentById(trx, body.incidentId, { forUpdate });
    if (!incident || !canViewIncident(incident, actor)) throw new AppError('NOT_FOUND', INCIDENT_NOT_FOUND);
    const id = randomUUID();
    const decision = decideTransition({
      incident,
      actor,
      action: 'start-investigation',
      investigationCompleted: false,
      investigationId: id,
    });
    if (!decision.ok) throw new AppError(decision.code, decision.message);

    const source = body.copyFrom ? await requireInvestigation(trx, body.copyFrom) : null;
    const fields: NewInvestigation = source
      ? stripInvestigationFormOnlyFields(copyInvestigation(source, actor.id))
      : newInvestigation({
          assignedTo: actor.id,
          incidentDescription: incident.description,
          defectiveQuantities: [incident.defectiveQuantity],
        });
    const now = nowIso();
    // Due dates count from today by the incident's severity (a copy gets fresh ones too), owned by the assignee.
    const schedule = await startingSchedule(trx, ctx, [incident.severity], fields.assignedTo);
    // A copy starts its own count (the row's default), whatever the source's version was.
    const investigation: InvestigationRecord = {
      ...fields,
      schedule,
      id,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await insertInvestigation(trx, investigation);
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: id,
      actorId: actor.id,
      action: source ? 'copy' : 'create',
      fromStatus: null,
      toStatus: investigation.status,
      changes: {
        ...(source ? { copiedFrom: { from: null, to: source.id } } : {}),
        incidentId: { from: null, to: incident.id },
        ...investigationChanges(null, investigation),
      },
      now,
    });

    const { investigationStatus: _status, ...before } = incident;
    const after: IncidentRecord = { ...before, status: decision.to, investigationId: id, updated_at: now };
    const read = incident.version ?? 1;
    if (!(await updateIncident(trx, after, read))) throw staleIncident();
    after.version = read + 1;
    await insertHistory(trx, {
      entityType: 'incident',
      entityId: after.id,
      actorId: actor.id,
      action: 'start-investigation',
      fromStatus: before.status,
      toStatus: after.status,
      changes: incidentChanges(before, after),
      now,
    });
    return presentForCaller(ctx, trx, auth, investigation);
  });
}

/**
 * POST /v1/investigations in the specification's form (an investigation body, no incident): a new opened
 * investigation assigned to the caller with the sent incident description, linked to no incident yet. The
 * client then starts it on an acknowledged incident by sending the incident with its `investigationId` and
 * the status under-investigation (PUT /v1/incidents/{id}). Its other fields start empty (a PUT fills them).
 */
export async function createInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  body: { incidentDescription: string },
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const defaults = await readDueDateDefaults(trx);
    const investigation: InvestigationRecord = {
      ...newInvestigation({ assignedTo: actor.id, incidentDescription: body.incidentDescription }),
      // No incident yet, so no severity: the defaults' 'none' row.
      schedule: defaultSchedule(defaults, null, ctx.today(), actor.id),
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
      action: 'create',
      fromStatus: null,
      toStatus: investigation.status,
      changes: investigationChanges(null, investigation),
      now,
    });
    return presentForCaller(ctx, trx, auth, investigation);
  });
}
