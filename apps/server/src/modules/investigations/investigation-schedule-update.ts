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
import { activeUserIds } from '../users/user-repository';
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
 * reason (422 otherwise), an owner must be an active user, and a completed investigation keeps its schedule
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
    return owner && owner !== before[section].owner ? [{ section, owner }] : [];
  });
  if (owners.length > 0) {
    const ids = await activeUserIds(
      db,
      owners.map((o) => o.owner),
    );
    const unknown = owners.filter((o) => !ids.has(o.owner));
    if (unknown.length > 0) {
      throw new AppError(
        'VALIDATION',
        OWNER_UNKNOWN,
        unknown.map((o) => ({ path: `schedule.${o.section}.owner`, message: OWNER_UNKNOWN })),
      );
    }
  }
  const reasons = Object.fromEntries(
    result.moved.map((m) => [`${m.section}DueDateReason`, { from: null, to: m.reason }]),
  ) as ScheduleAfterSave['reasons'];
  return { next: result.next, changed, reasons };
}
