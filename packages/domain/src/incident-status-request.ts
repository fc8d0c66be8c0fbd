import { z } from 'zod';
import { ZIncidentFields, ZSimilarChecked } from './incident';
import { INCIDENT_STATUS_LABELS, type IncidentStatus, ZIncidentStatus } from './incident-status';
import {
  CREATE_INCIDENT_ACTIONS,
  type CreateIncidentAction,
  INCIDENT_TRANSITIONS,
  type IncidentAction,
  ZIncidentAction,
} from './incident-transitions';
import { ZRecordVersion } from './record-version';

/**
 * The specification's form of the incident calls (docs/api.md): a client creates an incident with the
 * `status` it wants ('draft' or 'submitted') and updates one by sending the whole incident with the new
 * `status`. The transition is the rule of docs/product.md §4 that leads from the current status to the
 * requested one; a change that no rule allows is refused (409), never saved without it. An explicit `action`
 * stays the other form and wins when both are sent (the status a client echoes back is then not a request).
 */

export const STATUS_REQUEST_MSG = {
  actionOrStatus: 'Send the status the incident should have (or an action).',
} as const;

/** 409 message for a requested status that no rule reaches from the current one. */
export function statusChangeRefused(from: IncidentStatus | null, to: IncidentStatus): string {
  return from === null
    ? `Cannot create an incident that is ${INCIDENT_STATUS_LABELS[to]}.`
    : `Cannot change an incident that is ${INCIDENT_STATUS_LABELS[from]} to ${INCIDENT_STATUS_LABELS[to]}.`;
}

/** `POST /v1/incidents`: the action that creates an incident in the requested status, or null (409). */
export function createActionFor(status: IncidentStatus): CreateIncidentAction | null {
  if (status === 'draft') return 'save-draft';
  if (status === 'submitted') return 'submit';
  return null;
}

const FOLLOWS_INVESTIGATION: readonly IncidentStatus[] = ['under-investigation', 'investigation-completed'];

/**
 * `PUT /v1/incidents/{id}`: the action that moves the incident from `current` to `requested`, or null (409).
 * The same status is a save: of the draft ('save-draft'), or the general update where the status allows it;
 * under investigation with another investigation it is a reassignment. The caller checks that the rule's
 * outcome is the requested status (an investigation's completion decides which of the two it is).
 */
export function actionForStatus(input: {
  current: IncidentStatus;
  requested: IncidentStatus;
  /** An investigation other than the incident's own was sent. */
  investigationChanged: boolean;
}): IncidentAction | null {
  const { current, requested, investigationChanged } = input;
  const reaches = (to: string) =>
    to === requested || (to === 'follow-investigation' && FOLLOWS_INVESTIGATION.includes(requested));
  const from = (rule: (typeof INCIDENT_TRANSITIONS)[number]) =>
    rule.from !== 'new' && rule.from.includes(current);
  if (requested === current) {
    if (investigationChanged && FOLLOWS_INVESTIGATION.includes(current)) return 'reassign-investigation';
    if (current === 'draft') return 'save-draft';
    return INCIDENT_TRANSITIONS.some((rule) => rule.action === 'update' && from(rule)) ? 'update' : null;
  }
  const rule = INCIDENT_TRANSITIONS.find((r) => r.action !== 'update' && from(r) && reaches(r.to));
  return rule?.action ?? null;
}

/**
 * `POST /v1/incidents` body, both forms: the form's fields (those left out take their default: empty text,
 * no quantity, no attachments, incidentJustified not answered) with `status` or `action`.
 */
export const ZIncidentCreateInput = ZIncidentFields.partial().extend({
  action: z.enum(CREATE_INCIDENT_ACTIONS, { error: 'Action must be save-draft or submit.' }).optional(),
  status: ZIncidentStatus.optional(),
  similarChecked: ZSimilarChecked,
});
export type TIncidentCreateInput = z.infer<typeof ZIncidentCreateInput>;

/** `PUT /v1/incidents/{id}` body, both forms: any fields, the reasons, and `status` or `action`. */
export const ZIncidentUpdateInput = ZIncidentFields.partial().extend({
  action: ZIncidentAction.optional(),
  status: ZIncidentStatus.optional(),
  rejectReason: z.string().max(5000).nullable().optional(),
  pendingUpdateReason: z.string().max(5000).nullable().optional(),
  version: ZRecordVersion.optional(),
  similarChecked: ZSimilarChecked,
});
export type TIncidentUpdateInput = z.infer<typeof ZIncidentUpdateInput>;
