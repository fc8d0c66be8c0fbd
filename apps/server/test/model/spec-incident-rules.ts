/**
 * docs/product.md §4 (incident statuses and transitions) and §6 (who may act) transcribed by hand for the model-based
 * tests. Deliberately NOT imported from the domain package: the server decides with the domain's transition
 * table, and predicting with that same table would only test it against itself.
 *
 * Where the SPEC leaves a gap, the project's documented reading (docs/api.md) is followed and marked here.
 */

export const STATUSES = [
  'draft',
  'cancelled',
  'submitted',
  'pending-update',
  'acknowledged',
  'rejected',
  'under-investigation',
  'investigation-completed',
  'closed',
] as const;
export type Status = (typeof STATUSES)[number];

export type Role = 'admin' | 'quality' | 'investigator' | 'user';

export type IncidentAction =
  | 'save-draft'
  | 'submit'
  | 'delete'
  | 'reject'
  | 'acknowledge'
  | 'request-more-information'
  | 'start-investigation'
  | 'reassign-investigation'
  | 'close'
  | 'update';

/**
 * 'reporter': the incident's reporter, or an admin (the docs/product.md §6 menu shows the reporter the menu on draft and
 * pending-update, the admin always). 'quality': quality or admin (the menu items for the quality team).
 * 'staff': every role but user — the edit page restricts only role 'user' (SPEC §2 incident edit).
 */
type Who = 'reporter' | 'quality' | 'staff';
type Target = Status | 'follows-investigation' | 'unchanged';

interface Rule {
  from: readonly Status[];
  action: IncidentAction;
  to: Target;
  who: Who;
  needs?: 'reason' | 'investigation';
}

const AFTER_ACKNOWLEDGED: readonly Status[] = [
  'submitted',
  'acknowledged',
  'rejected',
  'under-investigation',
  'investigation-completed',
  'closed',
];

/** The docs/product.md §4 table, one row per action. */
const RULES: readonly Rule[] = [
  { from: ['draft', 'pending-update'], action: 'save-draft', to: 'draft', who: 'reporter' },
  { from: ['draft', 'pending-update'], action: 'submit', to: 'submitted', who: 'reporter' },
  { from: ['draft', 'pending-update'], action: 'delete', to: 'cancelled', who: 'reporter' },
  // Other staff get the 'Report Incident' form on a pending-update incident: they submit it for the reporter,
  // or save it without taking it from the team.
  { from: ['pending-update'], action: 'submit', to: 'submitted', who: 'staff' },
  { from: ['pending-update'], action: 'save-draft', to: 'unchanged', who: 'staff' },
  { from: ['submitted'], action: 'reject', to: 'rejected', who: 'quality', needs: 'reason' },
  { from: ['submitted'], action: 'acknowledge', to: 'acknowledged', who: 'quality' },
  {
    from: ['submitted'],
    action: 'request-more-information',
    to: 'pending-update',
    who: 'quality',
    needs: 'reason',
  },
  {
    from: ['acknowledged'],
    action: 'start-investigation',
    to: 'follows-investigation',
    who: 'quality',
    needs: 'investigation',
  },
  {
    from: ['under-investigation', 'investigation-completed'],
    action: 'reassign-investigation',
    to: 'follows-investigation',
    who: 'quality',
    needs: 'investigation',
  },
  { from: ['investigation-completed'], action: 'close', to: 'closed', who: 'quality' },
  // "A general update of an already-acknowledged or later incident keeps its status"; the 'Update Incident'
  // form shows for every status but draft, pending-update and cancelled (docs/product.md §2 incident edit).
  { from: AFTER_ACKNOWLEDGED, action: 'update', to: 'unchanged', who: 'staff' },
];

/** The statuses an action applies to (used only to steer the generator towards meaningful targets). */
export function statusesAllowing(action: IncidentAction): readonly Status[] {
  return [...new Set(RULES.filter((r) => r.action === action).flatMap((r) => r.from))];
}

/** The actions that carry the incident form (its docs/product.md §5 rules apply to them). */
export const FORM_ACTIONS: readonly IncidentAction[] = ['save-draft', 'submit', 'update'];

export interface Actor {
  id: string;
  role: Role;
}
export interface IncidentView {
  status: Status;
  reporterId: string;
}

/** docs/product.md §4/§6: a draft is seen only by its reporter and admins; every other status by every signed-in user. */
export function canSee(incident: IncidentView, actor: Actor): boolean {
  return incident.status !== 'draft' || actor.role === 'admin' || incident.reporterId === actor.id;
}

function may(who: Who, incident: IncidentView, actor: Actor): boolean {
  if (actor.role === 'admin') return true;
  if (who === 'quality') return actor.role === 'quality';
  if (who === 'staff') return actor.role !== 'user';
  return incident.reporterId === actor.id;
}

export type Prediction<T = Status> =
  | { ok: true; to: T }
  /** Refused: the answer must be one of `codes` (the SPEC does not rank the reasons) and nothing changes. */
  | { ok: false; codes: number[] };

export const refused = (...codes: number[]): { ok: false; codes: number[] } => ({ ok: false, codes });

export interface ActionInput {
  incident: IncidentView;
  actor: Actor;
  action: IncidentAction;
  /** Reject / request more information. */
  reason?: string | undefined;
  /** Start / reassign: the id sent, whether it names an investigation, and whether that one is completed. */
  investigationId?: string | undefined;
  investigationExists?: boolean;
  investigationCompleted?: boolean;
  /** Form actions: whether the merged form passes docs/product.md §5 (this model only varies the description). */
  formValid?: boolean;
}

/** What `PUT /v1/incidents/{id}` must do with one action. */
export function predictAction(input: ActionInput): Prediction {
  const { incident, actor, action } = input;
  // Someone else's draft does not exist for the caller (docs/api.md: 404), whatever they ask.
  if (!canSee(incident, actor)) return refused(404);
  const candidates = RULES.filter((r) => r.action === action);
  const forStatus = candidates.filter((r) => r.from.includes(incident.status));
  const rule = forStatus.find((r) => may(r.who, incident, actor)) ?? forStatus[0] ?? candidates[0];
  if (!rule) throw new Error(`no rule for ${action}`);
  const codes: number[] = [];
  if (!may(rule.who, incident, actor)) codes.push(403);
  if (!rule.from.includes(incident.status)) codes.push(409);
  if (rule.needs === 'reason' && !(input.reason ?? '').trim()) codes.push(422);
  if (rule.needs === 'investigation') {
    // A blank choice is a validation error; an id naming no investigation is 409 (docs/api.md).
    if (!(input.investigationId ?? '').trim()) codes.push(422);
    else if (!input.investigationExists) codes.push(409);
  }
  if (FORM_ACTIONS.includes(action) && input.formValid === false) codes.push(422);
  if (codes.length > 0) return { ok: false, codes };
  return { ok: true, to: target(rule.to, incident.status, input.investigationCompleted === true) };
}

function target(to: Target, current: Status, investigationCompleted: boolean): Status {
  if (to === 'unchanged') return current;
  if (to === 'follows-investigation') {
    return investigationCompleted ? 'investigation-completed' : 'under-investigation';
  }
  return to;
}

/**
 * `POST /v1/investigations` (start with a new investigation or a copy). Only the quality team may call the
 * route at all, so other roles get 403 before the incident is even looked up.
 */
export function predictStart(incident: IncidentView, actor: Actor): Prediction {
  if (actor.role !== 'quality' && actor.role !== 'admin') return refused(403);
  if (!canSee(incident, actor)) return refused(404);
  if (incident.status !== 'acknowledged') return refused(409);
  return { ok: true, to: 'under-investigation' };
}

/**
 * One row of an incident's history is a legal step when it is a row of the table above (for some outcome),
 * the creation of the incident, or the investigation cascade of docs/product.md §4 ("when an investigation is saved as
 * completed, every incident ... under-investigation becomes investigation-completed"). The reverse cascade
 * (un-completing an investigation) is the project's documented decision (docs/api.md), not SPEC text.
 */
export function isLegalStep(from: Status | null, action: string, to: Status): boolean {
  if (from === null) {
    return (action === 'save-draft' && to === 'draft') || (action === 'submit' && to === 'submitted');
  }
  if (action === 'complete-investigation') {
    return from === 'under-investigation' && to === 'investigation-completed';
  }
  if (action === 'reopen-investigation') {
    return from === 'investigation-completed' && to === 'under-investigation';
  }
  // A not-effective check (issue #32) restarts the investigation of a closed or investigation-completed
  // incident with a new one.
  if (action === 'restart-investigation') {
    return (from === 'closed' || from === 'investigation-completed') && to === 'under-investigation';
  }
  // Dispositions (issue #31) are recorded on the incident without changing its status.
  if (action.includes('disposition')) return to === from;
  return RULES.some((rule) => {
    if (rule.action !== action || !rule.from.includes(from)) return false;
    if (rule.to === 'unchanged') return to === from;
    if (rule.to === 'follows-investigation') {
      return to === 'under-investigation' || to === 'investigation-completed';
    }
    return to === rule.to;
  });
}
