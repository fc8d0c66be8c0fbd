import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { addDays } from './due-dates';
import type { ScarForm, ScarStage, ScarStageStatus } from './scar-stages';

/**
 * The dates a supplier answers by: acknowledge the request, contain (D3), find the root cause (D4), act (D5–D6)
 * and close (D8). Each is due a number of days after the request is raised (the admin's defaults, which the
 * buyer may change when raising). A milestone is met when the supplier acknowledges, or submits its stage; a
 * stage returned opens its milestone again.
 */
export const SCAR_MILESTONES = ['acknowledge', 'containment', 'rootCause', 'actions', 'closure'] as const;
export type ScarMilestone = (typeof SCAR_MILESTONES)[number];

export const SCAR_MILESTONE_LABELS: Record<ScarMilestone, string> = {
  acknowledge: 'Acknowledge',
  containment: 'D3 Containment',
  rootCause: 'D4 Root cause',
  actions: 'D5–D6 Actions',
  closure: 'D8 Closure',
};

/** The stage that meets each milestone (acknowledging meets the first). */
export const SCAR_MILESTONE_STAGE: Record<ScarMilestone, ScarStage | null> = {
  acknowledge: null,
  containment: 'd3',
  rootCause: 'd4',
  actions: 'd5d6',
  closure: 'd8',
};

const FORM_MILESTONES: Record<ScarForm, readonly ScarMilestone[]> = {
  'full-8d': SCAR_MILESTONES,
  short: ['acknowledge', 'containment', 'actions'],
};

export function milestonesOf(form: ScarForm): readonly ScarMilestone[] {
  return FORM_MILESTONES[form];
}

export const SCAR_DAYS_MAX = 730;
export const SCAR_MILESTONE_MSG = {
  days: `Please insert a whole number of days from 0 to ${SCAR_DAYS_MAX}.`,
  order: 'Each due date must be on or after the one before it.',
  past: 'A due date cannot be in the past.',
  date: 'Please insert a date as DD-MM-YYYY.',
} as const;

const days = z
  .number({ error: SCAR_MILESTONE_MSG.days })
  .int({ error: SCAR_MILESTONE_MSG.days })
  .min(0, { error: SCAR_MILESTONE_MSG.days })
  .max(SCAR_DAYS_MAX, { error: SCAR_MILESTONE_MSG.days });

/** Days after raising that each milestone is due (`GET`/`PUT /v1/scar-defaults`). */
export const ZScarMilestoneDefaults = z.strictObject({
  acknowledge: days,
  containment: days,
  rootCause: days,
  actions: days,
  closure: days,
});
export type TScarMilestoneDefaults = z.output<typeof ZScarMilestoneDefaults>;

/** Common practice: acknowledge in 2 days, contain in 3, root cause in 14, actions in 30, close in 60. */
export const DEFAULT_SCAR_MILESTONE_DAYS: TScarMilestoneDefaults = {
  acknowledge: 2,
  containment: 3,
  rootCause: 14,
  actions: 30,
  closure: 60,
};

const dueDate = z.string({ error: SCAR_MILESTONE_MSG.date }).refine(isValidIsoDate, {
  error: SCAR_MILESTONE_MSG.date,
});
/** Due dates given when raising, each replacing its default. */
export const ZScarDueDates = z.strictObject({
  acknowledge: dueDate.optional(),
  containment: dueDate.optional(),
  rootCause: dueDate.optional(),
  actions: dueDate.optional(),
  closure: dueDate.optional(),
});
export type TScarDueDates = z.output<typeof ZScarDueDates>;

export type ScarSchedule = Partial<Record<ScarMilestone, string>>;

/**
 * The due dates of a new request: each given date, or today plus its default days, for the form's milestones.
 * Issues: a date in the past, or a date before an earlier milestone's.
 */
export function scheduleFor(
  form: ScarForm,
  today: string,
  defaults: TScarMilestoneDefaults,
  given: TScarDueDates = {},
): { schedule: ScarSchedule; issues: { path: string; message: string }[] } {
  const schedule: ScarSchedule = {};
  const issues: { path: string; message: string }[] = [];
  let previous: string | null = null;
  for (const milestone of milestonesOf(form)) {
    const date = given[milestone] ?? addDays(today, defaults[milestone]);
    if (date < today) issues.push({ path: `dueDates.${milestone}`, message: SCAR_MILESTONE_MSG.past });
    else if (previous !== null && date < previous) {
      issues.push({ path: `dueDates.${milestone}`, message: SCAR_MILESTONE_MSG.order });
    }
    schedule[milestone] = date;
    previous = date;
  }
  return { schedule, issues };
}

export type MilestoneState = 'open' | 'overdue' | 'met' | 'met-late';

export interface MilestoneFacts {
  dueDate: string;
  /** When it was met ('YYYY-MM-DD…'), or null while it is open. */
  metAt: string | null;
}

/** Open, overdue (open past its date), met on time, or met after its date. */
export function milestoneState(facts: MilestoneFacts, today: string): MilestoneState {
  if (facts.metAt === null) return today > facts.dueDate ? 'overdue' : 'open';
  return facts.metAt.slice(0, 10) > facts.dueDate ? 'met-late' : 'met';
}

/**
 * When a milestone was met: acknowledging, or the stage's first submission while it is submitted or accepted
 * (a returned stage is open again).
 */
export function milestoneMetAt(
  milestone: ScarMilestone,
  acknowledgedAt: string | null,
  stages: Partial<Record<ScarStage, { status: ScarStageStatus; firstSubmittedAt: string | null }>>,
): string | null {
  const stage = SCAR_MILESTONE_STAGE[milestone];
  if (stage === null) return acknowledgedAt;
  const state = stages[stage];
  if (!state || (state.status !== 'submitted' && state.status !== 'accepted')) return null;
  return state.firstSubmittedAt;
}
