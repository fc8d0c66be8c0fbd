import { AppError } from '@qi/domain/app-error';
import { milestonesAfter } from '@qi/domain/incident-measures';
import { currentReasons } from '@qi/domain/incident-reasons';
import type { IncidentStatus } from '@qi/domain/incident-status';
import { actionForStatus, statusChangeRefused } from '@qi/domain/incident-status-request';
import type { IncidentAction, TransitionInput } from '@qi/domain/incident-transitions';
import { isJustified } from '@qi/domain/investigation';
import type { AppContext } from '../../context';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { arrivalDraft, prepareArrival } from './arrival-draft';
import { assertClassification, requestedClassification } from './incident-classification';
import {
  type IncidentChanging,
  incidentChanged,
  incidentChanging,
  incidentSigning,
  type PreparedArrival,
} from './incident-events';
import type { TUpdateIncidentBody } from './incident-input';
import { type PresentedIncident, presentIncident } from './incident-presenter';
import type { IncidentRecord } from './incident-record';
import {
  findInvestigationDueDate,
  findInvestigationState,
  nextIncidentNumber,
  updateIncident,
} from './incident-repository';

import {
  actorOf,
  decide,
  findVisibleIncident,
  formFields,
  INVESTIGATIONS_NOT_AVAILABLE,
  staleIncident,
} from './incident-service';

/** The actions that carry the form's fields (the others only change the status). */
const FORM_ACTIONS: readonly IncidentAction[] = ['save-draft', 'submit', 'update'];
/** Acknowledging also takes the severity (required then, docs/product.md §3 Severity). */
const CLASSIFYING_ACTIONS: readonly IncidentAction[] = [...FORM_ACTIONS, 'acknowledge'];

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
 * A save that asks to submit a draft its client was not shown the similar incidents for: the check on arrival,
 * read before the transaction (decision 060). Null for any other save, or when the incident is not a draft.
 */
async function arrivalBeforeSubmission(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TUpdateIncidentBody,
  fields: Parameters<typeof arrivalDraft>[1],
): Promise<PreparedArrival | null> {
  const { action, status, similarChecked, supplierId } = body;
  if (similarChecked || !(action === 'submit' || (action === undefined && status === 'submitted')))
    return null;
  const current = await findVisibleIncident(ctx.db, auth, id);
  if (current.status !== 'draft') return null;
  return prepareArrival(ctx, auth, arrivalDraft(current, fields, supplierId));
}

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
    similarChecked,
    ...fields
  } = body;
  const arrival = await arrivalBeforeSubmission(ctx, auth, id, body, fields);
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
      similarChecked: similarChecked ?? false,
      arrival,
    });
    return { incident: next, investigationStatus, decision };
  });
  return presentIncident(ctx, {
    ...result.incident,
    investigationStatus: result.investigationStatus,
    investigationDueDate: await findInvestigationDueDate(ctx.db, result.incident.investigationId),
  });
}
