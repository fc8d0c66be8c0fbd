import { AppError } from '@qi/domain/app-error';
import type { TIncidentFields } from '@qi/domain/incident';
import { canViewIncident } from '@qi/domain/incident-actions';
import {
  decideTransition,
  type TransitionDecision,
  type TransitionInput,
} from '@qi/domain/incident-transitions';
import { CONCURRENCY_MSG, STALE_VERSION_PATH } from '@qi/domain/record-version';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import { assertKnownUploads } from '../uploads/assert-known-uploads';
import { type FormFields, loadFormReference, mergeForm, validateForm } from './incident-input';
import type { IncidentRecord, IncidentWithInvestigation } from './incident-record';
import { findIncidentById } from './incident-repository';

export const INCIDENT_NOT_FOUND = 'Incident not found.';
export const INVESTIGATIONS_NOT_AVAILABLE = 'Investigations are not available yet.';

export const actorOf = (auth: AuthContext) => ({ id: auth.user.user_id, role: auth.user.role });

function refuse(decision: Extract<TransitionDecision, { ok: false }>): AppError {
  const issues = decision.path ? [{ path: decision.path, message: decision.message }] : undefined;
  return new AppError(decision.code, decision.message, issues);
}

export function decide(input: TransitionInput): Extract<TransitionDecision, { ok: true }> {
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

/** The form's fields, validated on the merged record, with its attachments known uploads of the caller. */
export async function formFields(
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
