import { AppError } from '@qi/domain/app-error';
import { completionAfter } from '@qi/domain/incident-measures';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { statusAfterInvestigationCompleted } from '@qi/domain/incident-transitions';
import { isJustified, type TUpdateInvestigationRequest } from '@qi/domain/investigation';
import { applyInvestigationUpdate } from '@qi/domain/investigation-sign-off';
import { CONCURRENCY_MSG, isLockedByClosedIncidents, STALE_VERSION_PATH } from '@qi/domain/record-version';
import { findRootCauseCategory } from '@qi/domain/root-cause-categories';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { insertHistory } from '../history/history-repository';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { investigationChanges } from './investigation-changes';
import { investigationCompleted } from './investigation-events';
import { investigationEffectiveness, investigationSigning } from './investigation-hooks';
import type { PresentedInvestigation } from './investigation-presenter';
import { actorOf, presentForCaller, requireInvestigation } from './investigation-queries';
import type { InvestigationRecord } from './investigation-record';
import {
  findInvestigationById,
  findLinkedIncidents,
  setIncidentStatus,
  updateInvestigation,
} from './investigation-repository';
import { scheduleAfterSave } from './investigation-schedule-update';
import type { TUpdateInvestigationBody } from './investigation-signers-input';

/**
 * What the client sends back is compared with what is stored: attachments without their (signed, expiring)
 * urls and a known root cause category with its canonical title, so that sending the investigation back
 * unchanged is not a change (which a signed section or a completed investigation would refuse).
 */
function normalised(request: TUpdateInvestigationRequest): TUpdateInvestigationRequest {
  const out = { ...request };
  if (out.attachments) out.attachments = out.attachments.map((a) => ({ ...a, url: '' }));
  if (out.rootCauseCategory) {
    out.rootCauseCategory = findRootCauseCategory(out.rootCauseCategory.id) ?? out.rootCauseCategory;
  }
  return out;
}

/**
 * docs/product.md §4: completing an investigation moves its incidents in under-investigation to investigation-completed.
 * Our decision for un-completing (not shown in the SPEC): the incident status follows the investigation again,
 * as on reassign — incidents in investigation-completed go back to under-investigation; closed incidents (and
 * any other status) stay as they are.
 */
export function incidentStatusAfter(status: IncidentStatus, completed: boolean): IncidentStatus {
  if (completed) return statusAfterInvestigationCompleted(status);
  return status === 'investigation-completed' ? 'under-investigation' : status;
}

/** 409: the investigation was changed since the caller read it; the issue's path tells a client which 409 it is. */
export function staleInvestigation(): AppError {
  const message = CONCURRENCY_MSG.staleInvestigation;
  return new AppError('CONFLICT', message, [{ path: STALE_VERSION_PATH, message }]);
}

/**
 * Incidents follow their investigation's completion (completed: forward; reopened: back, closed ones stay).
 * Completing also gives every linked incident the investigation's verdict as its 'Incident Justified' (Yes
 * unless explicitly No, docs/product.md §9), which the incident table, its filter and the export show
 * (issue #35: it was never set for incidents that went through the UI). Reopening leaves the verdict, and a
 * closed incident keeps the one it was closed with.
 */
export async function cascade(
  trx: Db,
  forUpdate: boolean,
  investigationId: string,
  completed: boolean,
  actorId: string,
  now: string,
  verdict?: boolean | null,
): Promise<void> {
  const incidents = await findLinkedIncidents(trx, [investigationId], { forUpdate });
  const justified = completed && verdict !== undefined ? isJustified(verdict) : undefined;
  for (const incident of incidents) {
    const to = incidentStatusAfter(incident.status, completed);
    // A closed incident keeps its verdict as it keeps its status (a reopened investigation may complete again).
    const setsJustified =
      justified !== undefined && incident.status !== 'closed' && incident.incidentJustified !== justified;
    if (to === incident.status && !setsJustified) continue;
    await setIncidentStatus(
      trx,
      incident.id,
      to,
      now,
      setsJustified ? justified : undefined,
      completionAfter(incident.status, to, now),
    );
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (to !== incident.status) changes.status = { from: incident.status, to };
    if (setsJustified) changes.incidentJustified = { from: incident.incidentJustified, to: justified };
    await insertHistory(trx, {
      entityType: 'incident',
      entityId: incident.id,
      actorId,
      // The verdict alone (a closed incident keeps its status) is recorded as an update of the incident.
      action:
        to === incident.status ? 'update' : completed ? 'complete-investigation' : 'reopen-investigation',
      fromStatus: incident.status,
      toStatus: to,
      changes,
      now,
    });
  }
}

/** While completed, the only change a save may make is un-completing, refused while an incident is closed. */
async function lockedByClosedIncidents(
  db: Db,
  previous: InvestigationRecord,
  fields: TUpdateInvestigationRequest,
  forUpdate: boolean,
): Promise<boolean> {
  if (!previous.completed || fields.completed !== false) return false;
  const linked = await findLinkedIncidents(db, [previous.id], { forUpdate });
  return isLockedByClosedIncidents(
    previous,
    linked.map((incident) => incident.status),
  );
}

/**
 * PUT /v1/investigations/{id}: the domain decides (locked sections, completed investigation, sign-off and
 * completion preconditions, signer = caller and date = today); the row is locked (PostgreSQL) and the update,
 * its history row and the incident status cascade are written in ONE transaction. A stale `version` is refused
 * before anything is decided, and the write itself is conditional on the version read (a concurrent save
 * makes it write nothing). A completed investigation whose incidents are closed is not changed by a save at
 * all: reopening it is its own action (investigation-reopen-service.ts). Signing (docs/product.md §4
 * Signatures): the password is checked before the transaction; the records go in with the save.
 */
export async function changeInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TUpdateInvestigationBody,
  client: AuthClient,
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  const forUpdate = locksRows(ctx.dbKind);
  const { version, signature, withdrawals, reasonForChange: _unused, ...fields } = body;
  const signingFields = { signature, withdrawals };
  // A save the rules refuse anyway is answered with that refusal, not with a request for the password.
  const before = await findInvestigationById(ctx.db, id);
  const refused =
    !before ||
    (await lockedByClosedIncidents(ctx.db, before, fields, false)) ||
    !applyInvestigationUpdate(before, normalised(fields), actor, ctx.today()).ok;
  const signing = await ctx.events
    .hook(investigationSigning)
    .prepareSave(ctx, auth, client, refused ? null : before, fields, signingFields);
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await requireInvestigation(trx, id, { forUpdate });
    const read = previous.version ?? 1;
    if (version !== undefined && version !== read) throw staleInvestigation();
    if (await lockedByClosedIncidents(trx, previous, fields, forUpdate)) {
      throw new AppError('CONFLICT', CONCURRENCY_MSG.closedIncidentsLock);
    }
    const today = ctx.today();
    const result = applyInvestigationUpdate(previous, normalised(fields), actor, today);
    if (!result.ok) throw new AppError(result.code, result.message, result.issues);
    const schedule = await scheduleAfterSave(trx, previous, fields);
    if (result.changes.length === 0 && !schedule.changed) return presentForCaller(ctx, trx, auth, previous);
    const now = nowIso();
    const next: InvestigationRecord = {
      ...result.next,
      schedule: schedule.next,
      version: read + 1,
      created_at: previous.created_at,
      updated_at: now,
    };
    await assertKnownUploads(
      trx,
      next.attachments,
      previous.attachments,
      actor.id,
      auth.user.role === 'admin',
    );
    if (!(await updateInvestigation(trx, next, read))) throw staleInvestigation();
    const reopened = previous.completed && !next.completed;
    const withdrawn = await ctx.events
      .hook(investigationSigning)
      .recordSave(trx, signing, previous, next, fields, signingFields, now);
    // Completing schedules the effectiveness check; un-completing withdraws one still scheduled.
    const effectiveness = ctx.events.hook(investigationEffectiveness);
    const checkChanges = result.completedNow
      ? await effectiveness.scheduleCheck(trx, next, actor.id, today, now)
      : reopened
        ? await effectiveness.cancelScheduledChecks(trx, id, forUpdate)
        : {};
    await insertHistory(trx, {
      entityType: 'investigation',
      entityId: id,
      actorId: actor.id,
      action: result.completedNow ? 'complete' : reopened ? 'reopen' : 'update',
      fromStatus: previous.status,
      toStatus: next.status,
      changes: { ...investigationChanges(previous, next), ...schedule.reasons, ...checkChanges },
      reason: withdrawn,
      now,
    });
    if (result.completedNow || reopened) {
      await cascade(trx, forUpdate, id, next.completed, actor.id, now, next.incidentJustified);
    }
    if (result.completedNow) {
      await ctx.events.emit(trx, investigationCompleted, {
        investigation: next,
        completedBy: actor.id,
        at: now,
      });
    }
    return presentForCaller(ctx, trx, auth, next);
  });
}
