import {
  DUE_SECTIONS,
  type DueSection,
  emptySchedule,
  type OpenSection,
  overdueSections,
  type ScheduledInvestigation,
  type TInvestigationSchedule,
} from '@qi/domain/due-dates';
import { isSectionSigned, type TInvestigation } from '@qi/domain/investigation';

/** The column prefix of each section (containmentAction → containment_action). */
export const SECTION_COLUMN: Record<DueSection, string> = {
  containmentAction: 'containment_action',
  rootCause: 'root_cause',
  correctiveAction: 'corrective_action',
  verificationOfEffectiveness: 'verification_of_effectiveness',
  preventiveAction: 'preventive_action',
};

type ScheduleRow = Record<string, unknown>;

/** The schedule stored in an investigations row (migration 220). */
export function scheduleFromRow(row: ScheduleRow): TInvestigationSchedule {
  const schedule = emptySchedule();
  for (const section of DUE_SECTIONS) {
    const owner = row[`${SECTION_COLUMN[section]}_owner`];
    const due = row[`${SECTION_COLUMN[section]}_due_date`];
    schedule[section] = {
      owner: typeof owner === 'string' ? owner : null,
      dueDate: typeof due === 'string' ? due : null,
    };
  }
  return schedule;
}

/** The owner and due date columns written for a schedule. */
export function scheduleColumns(schedule: TInvestigationSchedule | undefined) {
  const s = schedule ?? emptySchedule();
  return {
    containment_action_owner: s.containmentAction.owner,
    containment_action_due_date: s.containmentAction.dueDate,
    root_cause_owner: s.rootCause.owner,
    root_cause_due_date: s.rootCause.dueDate,
    corrective_action_owner: s.correctiveAction.owner,
    corrective_action_due_date: s.correctiveAction.dueDate,
    verification_of_effectiveness_owner: s.verificationOfEffectiveness.owner,
    verification_of_effectiveness_due_date: s.verificationOfEffectiveness.dueDate,
    preventive_action_owner: s.preventiveAction.owner,
    preventive_action_due_date: s.preventiveAction.dueDate,
  };
}

/** What the overdue rules read of an investigation. */
export function scheduledOf(inv: TInvestigation): ScheduledInvestigation {
  const signed = Object.fromEntries(
    DUE_SECTIONS.map((section) => [section, isSectionSigned(inv, section)]),
  ) as Record<DueSection, boolean>;
  return { completed: inv.completed, schedule: inv.schedule ?? emptySchedule(), signed };
}

/** The overdue sections as the investigation answer carries them. */
export function overdueOf(inv: TInvestigation, today: string) {
  return overdueSections(scheduledOf(inv), today).map((s: OpenSection) => ({
    section: s.section,
    dueDate: s.dueDate ?? '',
    daysOverdue: s.daysOverdue,
  }));
}
