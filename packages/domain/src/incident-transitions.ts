import { z } from 'zod';
import { type DispositionForClose, dispositionCloseIssue } from './disposition';
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from './incident-status';
import type { NotificationKey } from './profile';
import type { Role } from './roles';
import { SEVERITY_MSG, type Severity } from './severity';
import { hasVisibleText } from './visible-text';

/** Everything a person can do to an incident (docs/product.md §4). 'update' is the general update that keeps the status. */
export const INCIDENT_ACTIONS = [
  'save-draft',
  'submit',
  'delete',
  'reject',
  'acknowledge',
  'request-more-information',
  'start-investigation',
  'reassign-investigation',
  'close',
  'update',
] as const;
export type IncidentAction = (typeof INCIDENT_ACTIONS)[number];
export const ZIncidentAction = z.enum(INCIDENT_ACTIONS, {
  error: `Action must be one of ${INCIDENT_ACTIONS.join(', ')}.`,
});

/** Actions that create an incident (`POST /v1/incidents`). */
export const CREATE_INCIDENT_ACTIONS = ['save-draft', 'submit'] as const;
export type CreateIncidentAction = (typeof CREATE_INCIDENT_ACTIONS)[number];

export type TransitionRequirement =
  | 'rejectReason'
  | 'pendingUpdateReason'
  | 'investigationId'
  | 'severity'
  | 'disposition';

/**
 * Who may perform a rule: 'anyone' (any signed-in role), 'reporter' (the incident's reporter, or an admin),
 * 'quality' (quality and admin), 'staff' (every role but 'user': the roles the edit page does not restrict).
 */
export type TransitionActor = 'anyone' | 'reporter' | 'quality' | 'staff';

export interface TransitionRule {
  from: readonly IncidentStatus[] | 'new';
  action: IncidentAction;
  /** 'follow-investigation': completed investigation → investigation-completed, else under-investigation. */
  to: IncidentStatus | 'follow-investigation' | 'unchanged';
  who: TransitionActor;
  requires?: readonly TransitionRequirement[];
  clearsInvestigation?: boolean;
  /** The notification this transition sends (profile flag key). */
  notify?: NotificationKey;
}

const REPORTER_STATUSES: readonly IncidentStatus[] = ['draft', 'pending-update'];

/**
 * docs/product.md §4 as data. A general 'update' is allowed on every status that shows the 'Update Incident' form
 * (docs/product.md §2 incident edit: anything but draft, pending-update and cancelled) and keeps the status.
 */
export const INCIDENT_TRANSITIONS: readonly TransitionRule[] = [
  { from: 'new', action: 'save-draft', to: 'draft', who: 'anyone' },
  {
    from: 'new',
    action: 'submit',
    to: 'submitted',
    who: 'anyone',
    clearsInvestigation: true,
    notify: 'submitted',
  },
  { from: REPORTER_STATUSES, action: 'save-draft', to: 'draft', who: 'reporter' },
  { from: REPORTER_STATUSES, action: 'submit', to: 'submitted', who: 'reporter', notify: 'submitted' },
  { from: REPORTER_STATUSES, action: 'delete', to: 'cancelled', who: 'reporter', clearsInvestigation: true },
  // The edit page shows other staff the 'Report Incident' form on a pending-update incident (docs/product.md §2):
  // they may submit it on the reporter's behalf, and 'Save as draft' saves it without taking it from the team.
  { from: ['pending-update'], action: 'submit', to: 'submitted', who: 'staff', notify: 'submitted' },
  { from: ['pending-update'], action: 'save-draft', to: 'unchanged', who: 'staff' },
  {
    from: ['submitted'],
    action: 'reject',
    to: 'rejected',
    who: 'quality',
    requires: ['rejectReason'],
    notify: 'rejected',
  },
  {
    from: ['submitted'],
    action: 'acknowledge',
    to: 'acknowledged',
    who: 'quality',
    requires: ['severity'],
    notify: 'acknowledged',
  },
  {
    from: ['submitted'],
    action: 'request-more-information',
    to: 'pending-update',
    who: 'quality',
    requires: ['pendingUpdateReason'],
    notify: 'pending-update',
  },
  {
    from: ['acknowledged'],
    action: 'start-investigation',
    to: 'follow-investigation',
    who: 'quality',
    requires: ['investigationId'],
  },
  {
    from: ['under-investigation', 'investigation-completed'],
    action: 'reassign-investigation',
    to: 'follow-investigation',
    who: 'quality',
    requires: ['investigationId'],
  },
  {
    from: ['investigation-completed'],
    action: 'close',
    to: 'closed',
    who: 'quality',
    requires: ['disposition'],
    notify: 'closed',
  },
  {
    from: [
      'submitted',
      'acknowledged',
      'rejected',
      'under-investigation',
      'investigation-completed',
      'closed',
    ],
    action: 'update',
    to: 'unchanged',
    who: 'staff',
  },
];

/** The verb phrase used in messages: "Cannot {verb} an incident that is Draft." */
export const INCIDENT_ACTION_VERBS: Record<IncidentAction, string> = {
  'save-draft': 'save as draft',
  submit: 'submit',
  delete: 'delete',
  reject: 'reject',
  acknowledge: 'acknowledge',
  'request-more-information': 'request more information for',
  'start-investigation': 'start an investigation for',
  'reassign-investigation': 'reassign the investigation of',
  close: 'close',
  update: 'update',
};

export const TRANSITION_MSG = {
  reasonRequired: 'A reason is required.',
  investigationRequired: 'Please select a value from the list.',
} as const;

export interface TransitionInput {
  /** null when the incident does not exist yet. */
  incident: { status: IncidentStatus; reportedBy: string } | null;
  actor: { id: string; role: Role };
  action: IncidentAction;
  /** Start/reassign: whether the chosen investigation is completed. */
  investigationCompleted?: boolean;
  /** Reject: the rejectReason; request more information: the pendingUpdateReason. */
  reason?: string | null;
  /** Start/reassign: the chosen investigation. */
  investigationId?: string | null;
  /** Acknowledge: the severity the incident will have (sent with the request, or already set). */
  severity?: Severity | null;
  /** Close: the incident's held material and its disposition (the server always passes it). */
  disposition?: DispositionForClose;
}

export type TransitionDecision =
  | {
      ok: true;
      to: IncidentStatus;
      clearsInvestigation: boolean;
      notify: NotificationKey | null;
      rule: TransitionRule;
    }
  | {
      ok: false;
      code: 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION';
      message: string;
      path?: TransitionRequirement;
    };

export function rulesFor(action: IncidentAction): TransitionRule[] {
  return INCIDENT_TRANSITIONS.filter((rule) => rule.action === action);
}

function mayAct(who: TransitionActor, input: TransitionInput): boolean {
  const { actor, incident } = input;
  if (actor.role === 'admin' || who === 'anyone') return true;
  if (who === 'quality') return actor.role === 'quality';
  if (who === 'staff') return actor.role !== 'user';
  return incident !== null && incident.reportedBy === actor.id;
}

function missingRequirement(rule: TransitionRule, input: TransitionInput): TransitionDecision | null {
  for (const requirement of rule.requires ?? []) {
    if (requirement === 'severity') {
      if (!input.severity) {
        return { ok: false, code: 'VALIDATION', message: SEVERITY_MSG.required, path: requirement };
      }
    } else if (requirement === 'disposition') {
      const issue = input.disposition ? dispositionCloseIssue(input.disposition) : null;
      if (issue) return { ok: false, code: 'CONFLICT', message: issue, path: requirement };
    } else if (requirement === 'investigationId') {
      if (!input.investigationId?.trim()) {
        return {
          ok: false,
          code: 'VALIDATION',
          message: TRANSITION_MSG.investigationRequired,
          path: requirement,
        };
      }
    } else if (!hasVisibleText(input.reason)) {
      return { ok: false, code: 'VALIDATION', message: TRANSITION_MSG.reasonRequired, path: requirement };
    }
  }
  return null;
}

/**
 * Decides one status change (docs/product.md §4) for one actor (docs/product.md §6). Checks, in order: that the actor may perform
 * the action (FORBIDDEN), that the incident's status allows it (CONFLICT), then required inputs (VALIDATION).
 */
export function decideTransition(input: TransitionInput): TransitionDecision {
  const { incident, action } = input;
  const verb = INCIDENT_ACTION_VERBS[action];
  const candidates = rulesFor(action);
  if (incident === null) {
    const rule = candidates.find((r) => r.from === 'new');
    if (!rule) {
      return { ok: false, code: 'CONFLICT', message: `Cannot ${verb} an incident that has not been saved.` };
    }
    return finish(rule, input, 'draft');
  }
  const existing = candidates.filter((r) => r.from !== 'new');
  if (!existing.some((rule) => mayAct(rule.who, input))) {
    return { ok: false, code: 'FORBIDDEN', message: `You are not allowed to ${verb} this incident.` };
  }
  // The first rule this actor may use wins; the first for the status only decides the refusal.
  const forStatus = existing.filter((r) => r.from !== 'new' && r.from.includes(incident.status));
  const rule = forStatus.find((r) => mayAct(r.who, input)) ?? forStatus[0];
  if (!rule) {
    const label = INCIDENT_STATUS_LABELS[incident.status];
    return { ok: false, code: 'CONFLICT', message: `Cannot ${verb} an incident that is ${label}.` };
  }
  if (!mayAct(rule.who, input)) {
    return { ok: false, code: 'FORBIDDEN', message: `You are not allowed to ${verb} this incident.` };
  }
  return finish(rule, input, incident.status);
}

function finish(rule: TransitionRule, input: TransitionInput, current: IncidentStatus): TransitionDecision {
  const missing = missingRequirement(rule, input);
  if (missing) return missing;
  let to: IncidentStatus;
  if (rule.to === 'follow-investigation') {
    to = input.investigationCompleted ? 'investigation-completed' : 'under-investigation';
  } else if (rule.to === 'unchanged') {
    to = current;
  } else {
    to = rule.to;
  }
  return {
    ok: true,
    to,
    clearsInvestigation: rule.clearsInvestigation === true,
    notify: rule.notify ?? null,
    rule,
  };
}

/** The actions this actor may perform on this incident now (inputs such as reasons not yet checked). */
export function availableActions(
  incident: TransitionInput['incident'],
  actor: TransitionInput['actor'],
): IncidentAction[] {
  return INCIDENT_ACTIONS.filter((action) => {
    const decision = decideTransition({
      incident,
      actor,
      action,
      reason: 'x',
      investigationId: 'x',
      severity: 'minor',
    });
    return decision.ok;
  });
}

/**
 * docs/product.md §4: when an investigation is saved as completed, each of its incidents in under-investigation
 * becomes investigation-completed; other statuses stay.
 */
export function statusAfterInvestigationCompleted(status: IncidentStatus): IncidentStatus {
  return status === 'under-investigation' ? 'investigation-completed' : status;
}

/**
 * docs/product.md §4: when an effectiveness check finds a fix did not hold, quality restarts the investigation of
 * its incidents (closed or investigation-completed) with a new one, in one step. Kept out of INCIDENT_ACTIONS on
 * purpose: it is reachable only through that one-step route, never through a general incident save.
 */
export const RESTART_INVESTIGATION_RULE = {
  from: ['investigation-completed', 'closed'] as readonly IncidentStatus[],
  action: 'restart-investigation',
  to: 'under-investigation' as IncidentStatus,
  who: 'quality' as TransitionActor,
} as const;

export function decideRestartInvestigation(
  incident: { status: IncidentStatus },
  actor: { role: Role },
): { ok: true; to: IncidentStatus } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string } {
  if (actor.role !== 'admin' && actor.role !== 'quality') {
    return {
      ok: false,
      code: 'FORBIDDEN',
      message: 'You are not allowed to restart the investigation of this incident.',
    };
  }
  if (!RESTART_INVESTIGATION_RULE.from.includes(incident.status)) {
    const label = INCIDENT_STATUS_LABELS[incident.status];
    return {
      ok: false,
      code: 'CONFLICT',
      message: `Cannot restart the investigation of an incident that is ${label}.`,
    };
  }
  return { ok: true, to: RESTART_INVESTIGATION_RULE.to };
}
