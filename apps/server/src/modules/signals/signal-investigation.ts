import { randomUUID } from 'node:crypto';
import { AppError, type AppErrorCode } from '@qi/domain/app-error';
import { decideTransition } from '@qi/domain/incident-transitions';
import { newInvestigation } from '@qi/domain/investigation';
import { SIGNAL_MSG, type TSignal } from '@qi/domain/signal-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { incidentChanges } from '../incidents/incident-changes';
import type { IncidentRecord, IncidentWithInvestigation } from '../incidents/incident-record';
import { findIncidentById, updateIncident } from '../incidents/incident-repository';
import { staleIncident } from '../incidents/incident-service';
import { investigationChanges } from '../investigations/investigation-changes';
import { actorOf, requireInvestigation } from '../investigations/investigation-queries';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { insertInvestigation } from '../investigations/investigation-repository';
import { startingSchedule } from '../investigations/investigation-start-schedule';
import { signalIncidents, updateSignalStatus } from './signals-repository';
import { readSignal, requireOpenSignal } from './signals-service';

const label = (incident: IncidentRecord) =>
  incident.incidentNumber === null ? `Incident ${incident.id}` : `Incident #${incident.incidentNumber}`;

/**
 * Reads the signal's incidents locked and asks the domain's transition rules whether each may follow
 * `investigationId`; refuses them all (409, or 403 where the role is not allowed) with one issue per incident
 * that may not, naming it and the rule's message.
 */
async function incidentsToLink(
  ctx: AppContext,
  trx: Db,
  auth: AuthContext,
  signalId: string,
  investigationId: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<IncidentWithInvestigation[]> {
  const refs = (await signalIncidents(trx, [signalId])).get(signalId) ?? [];
  const actor = actorOf(auth);
  const incidents: IncidentWithInvestigation[] = [];
  const refusals: { path: string; message: string; code: AppErrorCode }[] = [];
  for (const [index, ref] of refs.entries()) {
    if (skip.has(ref.id)) continue;
    const incident = await findIncidentById(trx, ref.id, { forUpdate: locksRows(ctx.dbKind) });
    if (!incident) continue;
    const decision = decideTransition({
      incident,
      actor,
      action: 'start-investigation',
      investigationCompleted: false,
      investigationId,
    });
    if (decision.ok) incidents.push(incident);
    else
      refusals.push({
        path: `incidents.${index}`,
        message: `${label(incident)}: ${decision.message}`,
        code: decision.code,
      });
  }
  const first = refusals[0];
  if (first) {
    throw new AppError(
      first.code === 'FORBIDDEN' ? 'FORBIDDEN' : 'CONFLICT',
      refusals.length === 1
        ? `${first.message} Nothing was changed.`
        : `${refusals.length} of the signal's incidents cannot be linked (${refusals.map((r) => r.message).join(' ')}) Nothing was changed.`,
      refusals.map(({ path, message }) => ({ path, message })),
    );
  }
  return incidents;
}

/** Moves each incident to under-investigation with `investigationId`, with its history row. */
async function linkIncidents(
  trx: Db,
  auth: AuthContext,
  incidents: readonly IncidentWithInvestigation[],
  investigationId: string,
  now: string,
): Promise<void> {
  for (const incident of incidents) {
    const { investigationStatus: _status, ...before } = incident;
    const after: IncidentRecord = {
      ...before,
      status: 'under-investigation',
      investigationId,
      updated_at: now,
    };
    if (!(await updateIncident(trx, after, incident.version ?? 1))) throw staleIncident();
    await insertHistory(trx, {
      entityType: 'incident',
      entityId: after.id,
      actorId: auth.user.user_id,
      action: 'start-investigation',
      fromStatus: before.status,
      toStatus: after.status,
      changes: incidentChanges(before, after),
      now,
    });
  }
}

/**
 * POST /v1/signals/{id}/start-investigation: one new investigation for all the signal's incidents (each must be
 * one the transition rules let start an investigation: acknowledged), in one transaction with the signal
 * marked 'investigating'.
 */
export async function startSignalInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<TSignal> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireOpenSignal(ctx, trx, id);
    const investigationId = randomUUID();
    const incidents = await incidentsToLink(ctx, trx, auth, id, investigationId);
    if (incidents.length === 0) throw new AppError('CONFLICT', SIGNAL_MSG.noIncidents);
    const now = nowIso();
    const fields = newInvestigation({
      assignedTo: auth.user.user_id,
      incidentDescription: incidents
        .map((incident) => `${label(incident)}: ${incident.description}`)
        .join('\n'),
      defectiveQuantities: incidents.map((incident) => incident.defectiveQuantity),
    });
    const schedule = await startingSchedule(
      trx,
      ctx,
      incidents.map((incident) => incident.severity),
      fields.assignedTo,
    );
    const investigation: InvestigationRecord = {
      ...fields,
      schedule,
      id: investigationId,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await insertInvestigation(trx, investigation);
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: investigationId,
      actorId: auth.user.user_id,
      action: 'create',
      fromStatus: null,
      toStatus: investigation.status,
      changes: {
        incidentId: { from: null, to: incidents.map((incident) => incident.id).join(', ') },
        ...investigationChanges(null, investigation),
      },
      now,
    });
    await linkIncidents(trx, auth, incidents, investigationId, now);
    await updateSignalStatus(trx, id, {
      status: 'investigating',
      investigationId,
      actedBy: auth.user.user_id,
      now,
    });
    return readSignal(trx, id);
  });
}

/**
 * POST /v1/signals/{id}/link: the signal's incidents follow an open investigation (422 when it is completed);
 * incidents already on it stay as they are.
 */
export async function linkSignalToInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  investigationId: string,
): Promise<TSignal> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireOpenSignal(ctx, trx, id);
    const investigation = await requireInvestigation(trx, investigationId, {
      forUpdate: locksRows(ctx.dbKind),
    });
    if (investigation.status !== 'opened' || investigation.completed)
      throw new AppError('VALIDATION', SIGNAL_MSG.investigationNotOpen, [
        { path: 'investigationId', message: SIGNAL_MSG.investigationNotOpen },
      ]);
    const refs = (await signalIncidents(trx, [id])).get(id) ?? [];
    const already = new Set<string>();
    for (const ref of refs) {
      const incident = await findIncidentById(trx, ref.id);
      if (incident?.investigationId === investigationId) already.add(ref.id);
    }
    const incidents = await incidentsToLink(ctx, trx, auth, id, investigationId, already);
    const now = nowIso();
    await linkIncidents(trx, auth, incidents, investigationId, now);
    await updateSignalStatus(trx, id, { status: 'linked', investigationId, actedBy: auth.user.user_id, now });
    return readSignal(trx, id);
  });
}
