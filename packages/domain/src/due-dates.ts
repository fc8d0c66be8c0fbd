import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { SEVERITIES, type Severity } from './severity';
import { hasVisibleText } from './visible-text';

/**
 * Owners and due dates of an investigation's sections (issue #32, docs/product.md §4 Owners and due dates).
 * Every rule that depends on the date takes `today` ('YYYY-MM-DD'), so that callers (and tests) control it.
 */

/** The sections that have an owner and a due date, in form order (the conclusion has neither). */
export const DUE_SECTIONS = [
  'containmentAction',
  'rootCause',
  'correctiveAction',
  'verificationOfEffectiveness',
  'preventiveAction',
] as const;
export type DueSection = (typeof DUE_SECTIONS)[number];

export const DUE_SECTION_LABELS: Record<DueSection, string> = {
  containmentAction: 'Containment Action',
  rootCause: 'Root cause',
  correctiveAction: 'Corrective Action',
  verificationOfEffectiveness: 'Verification of Effectiveness',
  preventiveAction: 'Preventive Action',
};

/**
 * The rows of the defaults table: one per severity and 'none' for investigations whose incidents have no
 * severity yet. 'none' is its own row (seeded like 'minor') so that admins can set it apart.
 */
export const DUE_SEVERITY_ROWS = [...SEVERITIES, 'none'] as const;
export type DueSeverityRow = (typeof DUE_SEVERITY_ROWS)[number];
export const DUE_SEVERITY_ROW_LABELS: Record<DueSeverityRow, string> = {
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
  none: 'No severity',
};

export const DUE_DAYS_MAX = 3650;
const ZDueDays = z
  .number({ error: 'Days must be a whole number.' })
  .int({ error: 'Days must be a whole number.' })
  .min(0, { error: 'Days must be 0 or more.' })
  .max(DUE_DAYS_MAX, { error: `Days must be at most ${DUE_DAYS_MAX}.` });
const ZDaysBySeverity = z.object({ critical: ZDueDays, major: ZDueDays, minor: ZDueDays, none: ZDueDays });

/** Days from the start of an investigation to each section's due date, by section and severity. */
export const ZDueDateDefaults = z.object({
  containmentAction: ZDaysBySeverity,
  rootCause: ZDaysBySeverity,
  correctiveAction: ZDaysBySeverity,
  verificationOfEffectiveness: ZDaysBySeverity,
  preventiveAction: ZDaysBySeverity,
});
export type TDueDateDefaults = z.output<typeof ZDueDateDefaults>;

/** The seeded table: containment within days, the lasting fixes within weeks, the serious ones sooner. */
export const DEFAULT_DUE_DAYS: TDueDateDefaults = {
  containmentAction: { critical: 1, major: 3, minor: 7, none: 7 },
  rootCause: { critical: 7, major: 14, minor: 30, none: 30 },
  correctiveAction: { critical: 14, major: 30, minor: 60, none: 60 },
  verificationOfEffectiveness: { critical: 30, major: 60, minor: 90, none: 90 },
  preventiveAction: { critical: 30, major: 60, minor: 90, none: 90 },
};

const ZIsoDay = z.string().refine(isValidIsoDate, { error: 'A due date must be a date written YYYY-MM-DD.' });

/** One section's owner (a user id) and due date. */
export const ZSectionSchedule = z.object({
  owner: z.string().max(200).nullable(),
  dueDate: ZIsoDay.nullable(),
});
export type TSectionSchedule = z.output<typeof ZSectionSchedule>;

export const ZInvestigationSchedule = z.object({
  containmentAction: ZSectionSchedule,
  rootCause: ZSectionSchedule,
  correctiveAction: ZSectionSchedule,
  verificationOfEffectiveness: ZSectionSchedule,
  preventiveAction: ZSectionSchedule,
});
export type TInvestigationSchedule = z.output<typeof ZInvestigationSchedule>;

/** A save's changes: only the sections and fields sent change. */
export const ZScheduleUpdate = z
  .object({
    containmentAction: ZSectionSchedule.partial(),
    rootCause: ZSectionSchedule.partial(),
    correctiveAction: ZSectionSchedule.partial(),
    verificationOfEffectiveness: ZSectionSchedule.partial(),
    preventiveAction: ZSectionSchedule.partial(),
  })
  .partial();
export type TScheduleUpdate = z.output<typeof ZScheduleUpdate>;

const ZReason = z.string().max(2000);
/** Why each moved due date moved (required for every due date a save moves). */
export const ZDueDateReasons = z
  .object({
    containmentAction: ZReason,
    rootCause: ZReason,
    correctiveAction: ZReason,
    verificationOfEffectiveness: ZReason,
    preventiveAction: ZReason,
  })
  .partial();
export type TDueDateReasons = z.output<typeof ZDueDateReasons>;

export const DUE_DATE_MSG = {
  reasonRequired: 'A reason is required to move a due date.',
  completed: 'This investigation is completed and can no longer be changed.',
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** '2026-01-30' + 3 → '2026-02-02'. */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Days past the due date (today − due date), 0 when not overdue or without a due date. */
export function daysOverdue(dueDate: string | null | undefined, today: string): number {
  if (!dueDate) return 0;
  return Math.max(0, daysBetween(dueDate, today));
}

/** An investigation's severity: the most severe of its incidents' severities (null when none has one). */
export function investigationSeverity(severities: readonly (Severity | null | undefined)[]): Severity | null {
  for (const severity of SEVERITIES) if (severities.includes(severity)) return severity;
  return null;
}

/** The schedule of a new investigation: every section owned by `owner`, due `defaults` days after `startDay`. */
export function defaultSchedule(
  defaults: TDueDateDefaults,
  severity: Severity | null,
  startDay: string,
  owner: string | null,
): TInvestigationSchedule {
  const row: DueSeverityRow = severity ?? 'none';
  const entries = DUE_SECTIONS.map((section) => [
    section,
    { owner, dueDate: addDays(startDay, defaults[section][row]) },
  ]);
  return Object.fromEntries(entries) as TInvestigationSchedule;
}

/** A schedule with neither owners nor dates (investigations older than due dates). */
export function emptySchedule(): TInvestigationSchedule {
  return Object.fromEntries(
    DUE_SECTIONS.map((section) => [section, { owner: null, dueDate: null }]),
  ) as TInvestigationSchedule;
}

export interface MovedDueDate {
  section: DueSection;
  from: string | null;
  to: string | null;
  reason: string;
}

export type ScheduleUpdateResult =
  | { ok: true; next: TInvestigationSchedule; moved: MovedDueDate[] }
  | { ok: false; message: string; issues: { path: string; message: string }[] };

/**
 * Applies a save's owners and due dates. Setting a first due date needs no reason; moving or clearing one
 * does (a reason of blanks is none). Unchanged values are no change, so a form that sends everything back
 * needs no reasons.
 */
export function applyScheduleUpdate(
  previous: TInvestigationSchedule,
  update: TScheduleUpdate | undefined,
  reasons: TDueDateReasons | undefined,
): ScheduleUpdateResult {
  const next = { ...previous };
  const moved: MovedDueDate[] = [];
  const issues: { path: string; message: string }[] = [];
  for (const section of DUE_SECTIONS) {
    const change = update?.[section];
    if (!change) continue;
    const before = previous[section];
    const after = { ...before, ...change };
    next[section] = after;
    if (after.dueDate === before.dueDate || before.dueDate === null) continue;
    const given = reasons?.[section] ?? '';
    const reason = hasVisibleText(given) ? given.trim() : '';
    if (reason === '') {
      issues.push({ path: `dueDateReasons.${section}`, message: DUE_DATE_MSG.reasonRequired });
      continue;
    }
    moved.push({ section, from: before.dueDate, to: after.dueDate, reason });
  }
  if (issues.length > 0) return { ok: false, message: DUE_DATE_MSG.reasonRequired, issues };
  return { ok: true, next, moved };
}

/** What the overdue rules read of an investigation. */
export interface ScheduledInvestigation {
  completed: boolean;
  schedule: TInvestigationSchedule;
  /** Whether each section is signed off. */
  signed: Record<DueSection, boolean>;
}

export interface OpenSection {
  section: DueSection;
  owner: string | null;
  dueDate: string | null;
  daysOverdue: number;
}

/** The sections still to do (not signed off, investigation not completed), with how late each is. */
export function openSections(inv: ScheduledInvestigation, today: string): OpenSection[] {
  if (inv.completed) return [];
  return DUE_SECTIONS.filter((section) => !inv.signed[section]).map((section) => ({
    section,
    owner: inv.schedule[section].owner,
    dueDate: inv.schedule[section].dueDate,
    daysOverdue: daysOverdue(inv.schedule[section].dueDate, today),
  }));
}

/** The overdue sections: open, with a due date before today. */
export function overdueSections(inv: ScheduledInvestigation, today: string): OpenSection[] {
  return openSections(inv, today).filter((s) => s.daysOverdue > 0);
}

/** The earliest due date of the open sections (the incident list's "Due"), null when none. */
export function earliestOpenDueDate(inv: ScheduledInvestigation): string | null {
  const dates = openSections(inv, '0000-01-01')
    .map((s) => s.dueDate)
    .filter((d): d is string => d !== null)
    .sort();
  return dates[0] ?? null;
}

/**
 * The work due within `withinDays` of `today` or overdue (a reminder scheduler's question for a day):
 * items whose due date is at most today + withinDays.
 */
export function dueOrOverdue<T extends { dueDate: string | null }>(
  items: readonly T[],
  today: string,
  withinDays: number,
): T[] {
  const limit = addDays(today, withinDays);
  return items.filter((item) => item.dueDate !== null && item.dueDate <= limit);
}
