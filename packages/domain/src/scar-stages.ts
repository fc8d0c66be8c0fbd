import { z } from 'zod';

/**
 * The disciplines of a supplier corrective action request (SCAR, docs/api.md "Supplier corrective actions"): the
 * stages the supplier answers and the buyer reviews, their statuses and the moves between them as data. The
 * server applies `decideStageAction`; the supplier's page and the buyer's review use the same table to show
 * what can be done.
 */

/** What a request asks: the full 8D, or only containment and an action plan. */
export const SCAR_FORMS = ['full-8d', 'short'] as const;
export type ScarForm = (typeof SCAR_FORMS)[number];
export const SCAR_FORM_LABELS: Record<ScarForm, string> = {
  'full-8d': 'Full 8D',
  short: 'Containment and action plan',
};

/** D5 and D6 (permanent actions chosen, then implemented) are one stage: each action carries both. */
export const SCAR_STAGES = ['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7', 'd8'] as const;
export type ScarStage = (typeof SCAR_STAGES)[number];
export const ZScarStage = z.enum(SCAR_STAGES, {
  error: `The stage must be one of ${SCAR_STAGES.join(', ')}.`,
});

export const SCAR_STAGE_LABELS: Record<ScarStage, string> = {
  d1: 'D1 Team',
  d2: 'D2 Problem description',
  d3: 'D3 Containment',
  d4: 'D4 Root cause',
  d5d6: 'D5–D6 Permanent corrective actions',
  d7: 'D7 Prevent recurrence',
  d8: 'D8 Closure',
};

const FORM_STAGES: Record<ScarForm, readonly ScarStage[]> = {
  'full-8d': SCAR_STAGES,
  short: ['d3', 'd5d6'],
};

/** The stages a request of this form asks for, in order. */
export function stagesOf(form: ScarForm): readonly ScarStage[] {
  return FORM_STAGES[form];
}

/** The stage whose acceptance closes the request: D8, or the action plan of the short form. */
export function closingStage(form: ScarForm): ScarStage {
  return form === 'full-8d' ? 'd8' : 'd5d6';
}

/**
 * A stage's status: 'open' (nothing saved), 'draft' (saved by the supplier, not sent), 'submitted' (waiting for
 * the buyer), 'returned' (sent back with a comment: the supplier answers again), 'accepted' (final).
 */
export const SCAR_STAGE_STATUSES = ['open', 'draft', 'submitted', 'returned', 'accepted'] as const;
export type ScarStageStatus = (typeof SCAR_STAGE_STATUSES)[number];
export const SCAR_STAGE_STATUS_LABELS: Record<ScarStageStatus, string> = {
  open: 'Not started',
  draft: 'Draft',
  submitted: 'Waiting for review',
  returned: 'Returned',
  accepted: 'Accepted',
};

/** The supplier saves and submits; the buyer (the quality team) accepts or returns. */
export const SCAR_STAGE_ACTIONS = ['save', 'submit', 'accept', 'return'] as const;
export type ScarStageAction = (typeof SCAR_STAGE_ACTIONS)[number];

interface StageMove {
  by: 'supplier' | 'buyer';
  /** Status → status after the action; a status not listed refuses it. */
  moves: Partial<Record<ScarStageStatus, ScarStageStatus>>;
}

/** The stage machine: a draft saved on a returned stage keeps it 'returned' until it is submitted again. */
export const SCAR_STAGE_TRANSITIONS: Record<ScarStageAction, StageMove> = {
  save: { by: 'supplier', moves: { open: 'draft', draft: 'draft', returned: 'returned' } },
  submit: { by: 'supplier', moves: { open: 'submitted', draft: 'submitted', returned: 'submitted' } },
  accept: { by: 'buyer', moves: { submitted: 'accepted' } },
  return: { by: 'buyer', moves: { submitted: 'returned' } },
};

export const SCAR_STAGE_MSG = {
  notAsked: 'This request does not ask for this stage.',
  alreadySubmitted: 'This stage is waiting for the buyer’s review: it cannot be changed now.',
  alreadyAccepted: 'This stage has been accepted: it can no longer be changed.',
  notSubmitted: 'Only a submitted stage can be reviewed.',
  closureBeforeOthers: 'Please submit every other stage before the closure.',
  othersNotAccepted: 'Accept every other stage before accepting this one: it closes the request.',
} as const;

export type StageDecision = { ok: true; to: ScarStageStatus } | { ok: false; message: string };

/** Whether `action` may be taken on a stage in `status`, and the status it leaves. */
export function decideStageAction(status: ScarStageStatus, action: ScarStageAction): StageDecision {
  const to = SCAR_STAGE_TRANSITIONS[action].moves[status];
  if (to) return { ok: true, to };
  if (action === 'accept' || action === 'return') return { ok: false, message: SCAR_STAGE_MSG.notSubmitted };
  if (status === 'accepted') return { ok: false, message: SCAR_STAGE_MSG.alreadyAccepted };
  return { ok: false, message: SCAR_STAGE_MSG.alreadySubmitted };
}

type StageStates = Partial<Record<ScarStage, ScarStageStatus>>;

/**
 * The closing stage (D8, or the short form's action plan) is submitted last: every other stage asked must have
 * been submitted (or accepted) first. Other stages may be answered in any order.
 */
export function submitPrecondition(form: ScarForm, stage: ScarStage, states: StageStates): string | null {
  if (form !== 'full-8d' || stage !== closingStage(form)) return null;
  const others = stagesOf(form).filter((s) => s !== stage);
  const ready = others.every((s) => states[s] === 'submitted' || states[s] === 'accepted');
  return ready ? null : SCAR_STAGE_MSG.closureBeforeOthers;
}

/** Accepting the closing stage closes the request: every other stage must be accepted already. */
export function acceptPrecondition(form: ScarForm, stage: ScarStage, states: StageStates): string | null {
  if (stage !== closingStage(form)) return null;
  const others = stagesOf(form).filter((s) => s !== stage);
  return others.every((s) => states[s] === 'accepted') ? null : SCAR_STAGE_MSG.othersNotAccepted;
}

/** Whether accepting this stage closes the request. */
export const acceptanceCloses = (form: ScarForm, stage: ScarStage): boolean => stage === closingStage(form);

/** The stages the supplier can still write on (not waiting for review, not accepted). */
export function writableStages(form: ScarForm, states: StageStates): ScarStage[] {
  return stagesOf(form).filter((s) => decideStageAction(states[s] ?? 'open', 'save').ok);
}
