import { isValidIsoDate } from '@qi/domain/dates';
import {
  DUE_SECTIONS,
  type DueSection,
  emptySchedule,
  type TDueDateReasons,
  type TInvestigationSchedule,
  type TScheduleUpdate,
} from '@qi/domain/due-dates';

export const DUE_DATE_TEXT_MSG = 'Please insert a date as DD-MM-YYYY.';

/** The schedule a form starts from (investigations older than due dates have none). */
export function scheduleOf(schedule: TInvestigationSchedule | undefined): TInvestigationSchedule {
  return structuredClone(schedule ?? emptySchedule());
}

/** The sections whose owner or due date the person changed, as a save sends them. */
export function scheduleUpdate(
  saved: TInvestigationSchedule,
  edited: TInvestigationSchedule,
): TScheduleUpdate | undefined {
  const update: TScheduleUpdate = {};
  for (const section of DUE_SECTIONS) {
    const before = saved[section];
    const after = edited[section];
    if (before.owner !== after.owner || before.dueDate !== after.dueDate) update[section] = { ...after };
  }
  return Object.keys(update).length > 0 ? update : undefined;
}

/** Whether moving this section's due date to `dueDate` needs a reason (a saved date moved to another day). */
export function needsReason(saved: TInvestigationSchedule, section: DueSection, dueDate: string): boolean {
  const before = saved[section].dueDate;
  return before !== null && isValidIsoDate(dueDate) && dueDate !== before;
}

/** The reasons of the due dates that still differ from the saved ones (a date moved back needs none). */
export function reasonsToSend(
  saved: TInvestigationSchedule,
  edited: TInvestigationSchedule,
  reasons: TDueDateReasons,
): TDueDateReasons | undefined {
  const sent: TDueDateReasons = {};
  for (const section of DUE_SECTIONS) {
    const reason = reasons[section];
    if (reason && edited[section].dueDate !== saved[section].dueDate) sent[section] = reason;
  }
  return Object.keys(sent).length > 0 ? sent : undefined;
}

/** Sections whose due date is typed but not a whole date yet. */
export function invalidDueDates(edited: TInvestigationSchedule): DueSection[] {
  return DUE_SECTIONS.filter((s) => {
    const due = edited[s].dueDate;
    return due !== null && due !== '' && !isValidIsoDate(due);
  });
}
