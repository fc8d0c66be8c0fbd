import { AppError } from '@qi/domain/app-error';
import {
  applyScheduleUpdate,
  DUE_DATE_MSG,
  DUE_SECTIONS,
  emptySchedule,
  type TInvestigationSchedule,
} from '@qi/domain/due-dates';
import type { TUpdateInvestigationRequest } from '@qi/domain/investigation';
import type { Db } from '../../db/database';
import { assertWorkOwners } from '../users/work-owner-check';
import type { InvestigationRecord } from './investigation-record';

export const OWNER_UNKNOWN = 'The owner must be an active user.';

export interface ScheduleAfterSave {
  next: TInvestigationSchedule;
  changed: boolean;
  /** History entries `<section>DueDateReason` for the due dates the save moves. */
  reasons: Record<string, { from: null; to: string }>;
}

/**
 * A save's owners and due dates (docs/product.md §4 Owners and due dates): a moved due date needs its
 * reason (422 otherwise), a new owner must be an active investigator, quality or admin user (work-owners.ts), and a completed investigation keeps its schedule
 * (un-completing it in the same save unlocks it, as for the sections).
 */
export async function scheduleAfterSave(
  db: Db,
  previous: InvestigationRecord,
  request: TUpdateInvestigationRequest,
): Promise<ScheduleAfterSave> {
  const before = previous.schedule ?? emptySchedule();
  const result = applyScheduleUpdate(before, request.schedule, request.dueDateReasons);
  if (!result.ok) throw new AppError('VALIDATION', result.message, result.issues);
  const changed = JSON.stringify(result.next) !== JSON.stringify(before);
  if (!changed) return { next: before, changed, reasons: {} };
  if (previous.completed && request.completed !== false) {
    throw new AppError('CONFLICT', DUE_DATE_MSG.completed);
  }
  const owners = DUE_SECTIONS.flatMap((section) => {
    const owner = result.next[section].owner;
    return owner && owner !== before[section].owner
      ? [{ path: `schedule.${section}.owner`, userId: owner }]
      : [];
  });
  await assertWorkOwners(db, owners, OWNER_UNKNOWN);
  const reasons = Object.fromEntries(
    result.moved.map((m) => [`${m.section}DueDateReason`, { from: null, to: m.reason }]),
  ) as ScheduleAfterSave['reasons'];
  return { next: result.next, changed, reasons };
}
