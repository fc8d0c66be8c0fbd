import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import type { TIncidentFields } from '@qi/domain/incident';
import { canViewIncident } from '@qi/domain/incident-actions';
import { milestonesAfter, NO_MILESTONES } from '@qi/domain/incident-measures';
import { currentReasons } from '@qi/domain/incident-reasons';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { actionForStatus, createActionFor, statusChangeRefused } from '@qi/domain/incident-status-request';
import {
  decideTransition,
  type IncidentAction,
  type TransitionDecision,
  type TransitionInput,
} from '@qi/domain/incident-transitions';
import { isJustified } from '@qi/domain/investigation';
import { CONCURRENCY_MSG, STALE_VERSION_PATH } from '@qi/domain/record-version';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { claimKey, type KeyedRequest, saveAnswer } from '../idempotency/idempotency-service';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { assertClassification, requestedClassification } from './incident-classification';
import { type IncidentChanging, incidentChanged, incidentChanging, incidentSigning } from './incident-events';
import {
  type FormFields,
  loadFormReference,
  mergeForm,
  type TCreateIncidentBody,
  type TUpdateIncidentBody,
  validateForm,
} from './incident-input';
import { type PresentedIncident, presentIncident } from './incident-presenter';
import type { IncidentRecord, IncidentWithInvestigation } from './incident-record';
import {
  findIncidentById,
  findInvestigationDueDate,
  findInvestigationState,
  insertIncident,
  nextIncidentNumber,
  updateIncident,
} from './incident-repository';

export const INCIDENT_NOT_FOUND = 'Incident not found.';
export const INVESTIGATIONS_NOT_AVAILABLE = 'Investigations are not available yet.';

/** The actions that carry the form's fields (the others only change the status). */
const FORM_ACTIONS: readonly IncidentAction[] = ['save-draft', 'submit', 'update'];
/** Acknowledging also takes the severity (required then, docs/product.md §3 Severity). */
const CLASSIFYING_ACTIONS: readonly IncidentAction[] = [...FORM_ACTIONS, 'acknowledge'];

const actorOf = (auth: AuthContext) => ({ id: auth.user.user_id, role: auth.user.role });

function refuse(decision: Extract<TransitionDecision, { ok: false }>): AppError {
  const issues = decision.path ? [{ path: decision.path, message: decision.message }] : undefined;
  return new AppError(decision.code, decision.message, issues);
}

function decide(input: TransitionInput): Extract<TransitionDecision, { ok: true }> {
  const decision = decideTransition(input);
  if (!decision.ok) throw refuse(decision);
  return decision;
}

/** 409: the incident was changed since the caller read it; the issue's path tells a client which 409 it is. */
export function staleIncident(): AppError {
  const message = CONCURRENCY_MSG.staleIncident;
  return new AppError('CONFLICT', message, [{ path: STALE_VERSION_PATH, message }]);
}

/** Reads an incident the caller may see; 404 otherwise (another user's draft does not exist for them). */
export async function findVisibleIncident(
  db: Db,
  auth: AuthContext,
  id: string,
  forUpdate = false,
): Promise<IncidentWithInvestigation> {
  const incident = await findIncidentById(db, id, { forUpdate });
  if (!incident || !canViewIncident(incident, actorOf(auth)))
    throw new AppError('NOT_FOUND', INCIDENT_NOT_FOUND);
  return incident;
}

async function formFields(
  trx: Db,
  auth: AuthContext,
  current: IncidentRecord | null,
  body: Partial<TIncidentFields>,
  mode: 'report' | 'update',
): Promise<FormFields> {
  const reference = await loadFormReference(trx, current);
  const fields = validateForm(mergeForm(current, body), {
    mode,
    status: current?.status,
    reference,
    investigationId: current?.investigationId ?? null,
  });
  await assertKnownUploads(
    trx,
    fields.attachments,
    current?.attachments ?? [],
    auth.user.user_id,
    auth.user.role === 'admin',
  );
  return fields;
}

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
    ...fields
  } = body;
  const action = explicit ?? createActionFor(requested!);
  if (!action) throw new AppError('CONFLICT', statusChangeRefused(null, requested!));
  const decision = decide({ incident: null, actor: actorOf(auth), action });
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
    });
    const presented = await presentIncident(ctx, { ...created, investigationStatus: null });
    if (keyed) await saveAnswer(trx, keyed, 201, presented);
    return presented;
  });
}

/**
 * The action of a request in the specification's form (the requested status, docs/api.md): 409 when no rule
 * of docs/product.md §4 leads there from the current status.
 */
function requestedAction(
  current: IncidentRecord,
  requested: IncidentStatus,
  investigationId: string | null | undefined,
): IncidentAction {
  const sent = investigationId?.trim() || null;
  const action = actionForStatus({
    current: current.status,
    requested,
    investigationChanged: sent !== null && sent !== current.investigationId,
  });
  if (!action) throw new AppError('CONFLICT', statusChangeRefused(current.status, requested));
  return action;
}

const milestonesOf = (incident: IncidentRecord) => ({
  submittedAt: incident.submittedAt ?? null,
  acknowledgedAt: incident.acknowledgedAt ?? null,
  investigationCompletedAt: incident.investigationCompletedAt ?? null,
  closedAt: incident.closedAt ?? null,
});

/**
 * PUT /v1/incidents/{id}: one action of docs/product.md §4, all or nothing; its side effects (history, emails,
 * signature records) are the listeners of incidentChanging and incidentChanged, in the same transaction. Closing signs (password checked before the transaction, the record written in it); editing a
 * closed incident may need a reason for change (docs/product.md §4 Signatures).
 */
export async function changeIncident(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TUpdateIncidentBody,
  client: AuthClient,
): Promise<PresentedIncident> {
  const signing = await ctx.events.hook(incidentSigning).prepare(ctx, auth, client, id, body);
  const {
    signature: _checked,
    reasonForChange,
    action: explicit,
    status: requested,
    rejectReason,
    pendingUpdateReason,
    investigationId,
    version,
    severity,
    supplierId,
    ...fields
  } = body;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const current = await findVisibleIncident(trx, auth, id, locksRows(ctx.dbKind));
    const read = current.version ?? 1;
    if (version !== undefined && version !== read) throw staleIncident();
    const action = explicit ?? requestedAction(current, requested!, investigationId);
    const reason =
      action === 'reject' ? rejectReason : action === 'request-more-information' ? pendingUpdateReason : null;
    const classification = requestedClassification(
      current,
      CLASSIFYING_ACTIONS.includes(action) ? { severity, supplierId } : {},
    );
    const input: TransitionInput = {
      incident: current,
      actor: actorOf(auth),
      action,
      reason,
      investigationId,
      severity: classification.severity,
      disposition: {
        defectiveQuantity: current.defectiveQuantity,
        severity: current.severity,
        status: current.dispositionStatus,
      },
    };
    let decision = decide(input);
    await assertClassification(trx, auth, current, classification);
    const next: IncidentRecord = { ...current, ...classification };
    let investigationStatus = current.investigationStatus;
    if (action === 'start-investigation' || action === 'reassign-investigation') {
      const investigation = await findInvestigationState(trx, (investigationId ?? '').trim());
      if (!investigation) throw new AppError('CONFLICT', INVESTIGATIONS_NOT_AVAILABLE);
      decision = decide({ ...input, investigationCompleted: investigation.completed });
      next.investigationId = investigation.id;
      investigationStatus = investigation.completed ? 'completed' : 'opened';
      // Joining a completed investigation takes its verdict, as completing gives it to the incidents it has.
      if (investigation.completed) next.incidentJustified = isJustified(investigation.incidentJustified);
    }
    if (FORM_ACTIONS.includes(action)) {
      Object.assign(
        next,
        await formFields(trx, auth, current, fields, action === 'update' ? 'update' : 'report'),
      );
    }
    // The specification's form asked for a status: a rule that ends elsewhere (e.g. under investigation when
    // the chosen investigation is completed) is not what was asked.
    if (!explicit && decision.to !== requested) {
      throw new AppError('CONFLICT', statusChangeRefused(current.status, requested!));
    }
    next.status = decision.to;
    if (decision.clearsInvestigation || action === 'submit') next.investigationId = null;
    if (next.investigationId === null) investigationStatus = null;
    if (action === 'submit' && next.incidentNumber === null)
      next.incidentNumber = await nextIncidentNumber(trx);
    const trimmed = reason?.trim() ?? null;
    if (action === 'reject') next.rejectReason = trimmed;
    if (action === 'request-more-information') next.pendingUpdateReason = trimmed;
    // A reason leaves with its status (resubmitted: no more "More information requested"); history keeps it.
    Object.assign(next, currentReasons(next));
    next.updated_at = nowIso();
    Object.assign(next, milestonesAfter(milestonesOf(current), current.status, next.status, next.updated_at));
    // The disposition follows a changed quantity or severity; a save that needs a reason for change names it.
    const changing: IncidentChanging = { auth, signing, current, next, reasonForChange, changeReason: null };
    await ctx.events.emit(trx, incidentChanging, changing);
    // Conditional on the version read: a write that got in between makes this one write nothing (409).
    if (!(await updateIncident(trx, next, read))) throw staleIncident();
    next.version = read + 1;
    await ctx.events.emit(trx, incidentChanged, {
      ctx,
      auth,
      action,
      before: current,
      after: next,
      reason: trimmed ?? changing.changeReason,
      notify: decision.notify ?? null,
      notifyReason: trimmed,
      signing,
    });
    return { incident: next, investigationStatus, decision };
  });
  return presentIncident(ctx, {
    ...result.incident,
    investigationStatus: result.investigationStatus,
    investigationDueDate: await findInvestigationDueDate(ctx.db, result.incident.investigationId),
  });
}
