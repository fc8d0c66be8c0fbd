import { z } from 'zod';
import {
  addDays,
  DUE_SECTIONS,
  type DueSection,
  openSections,
  type ScheduledInvestigation,
  type TDueDateDefaults,
} from './due-dates';
import { SEVERITIES, SEVERITY_LABELS, type Severity, ZSeverity } from './severity';

/** One open section's due date as re-planning would move it. */
export interface ReplanMove {
  section: DueSection;
  from: string | null;
  to: string;
}

/**
 * Re-planning after a severity change (docs/product.md §4 Owners and due dates): each open section gets the
 * due date the defaults give its severity, counted from the investigation's start day; signed-off sections
 * and a completed investigation keep theirs. Only the sections whose date changes are moves.
 */
export function replanMoves(
  inv: ScheduledInvestigation,
  defaults: TDueDateDefaults,
  severity: Severity | null,
  startDay: string,
): ReplanMove[] {
  const row = severity ?? 'none';
  const open = new Set(openSections(inv, startDay).map((s) => s.section));
  return DUE_SECTIONS.filter((section) => open.has(section)).flatMap((section) => {
    const to = addDays(startDay, defaults[section][row]);
    const from = inv.schedule[section].dueDate;
    return from === to ? [] : [{ section, from, to }];
  });
}

/** The reason each re-planned due date carries in the investigation's history. */
export function replanReason(severity: Severity | null): string {
  const label = severity ? SEVERITY_LABELS[severity] : 'No severity';
  return `Re-planned from the due-date defaults for severity ${label}.`;
}

export const REPLAN_MSG = {
  forbidden: 'Only the quality team may re-plan an investigation.',
  completed: 'A completed investigation keeps its due dates.',
} as const;

/** `GET`/`POST /v1/investigations/{id}/replan`: the severity the plan follows and the moves. */
export const ZReplanAnswer = z.object({
  severity: ZSeverity.nullable(),
  moves: z.array(z.object({ section: z.enum(DUE_SECTIONS), from: z.string().nullable(), to: z.string() })),
});
export type TReplanAnswer = z.output<typeof ZReplanAnswer>;

export const ZReplanRequest = z.strictObject({ version: z.number().int().min(1).optional() });

/** Whether a severity change makes the incident more severe (the case that offers re-planning). */
export function isSeverityRaise(before: Severity | null, after: Severity | null): boolean {
  if (after === null || before === after) return false;
  return before === null || SEVERITIES.indexOf(after) < SEVERITIES.indexOf(before);
}

export const REPLAN_TEXTS = {
  title: 'Re-plan open sections',
  intro: (severity: string) =>
    `The severity is now ${severity}. Re-planning moves the open sections' due dates to the defaults:`,
  confirm: 'Re-plan open sections',
  done: 'Re-planned the open sections.',
} as const;
