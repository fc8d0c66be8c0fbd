import { defaultSchedule, investigationSeverity, type TInvestigationSchedule } from '@qi/domain/due-dates';
import type { Severity } from '@qi/domain/severity';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { readDueDateDefaults } from '../due-dates/due-date-defaults-repository';

/**
 * The schedule every started investigation gets (a start, a copy, a restart after a not-effective check): due
 * dates counted from today by the highest severity of its incidents, every section owned by the assignee, so
 * the work is in someone's My tasks and reminded from day one.
 */
export async function startingSchedule(
  trx: Db,
  ctx: AppContext,
  severities: readonly (Severity | null | undefined)[],
  assignee: string | null,
): Promise<TInvestigationSchedule> {
  const defaults = await readDueDateDefaults(trx);
  return defaultSchedule(defaults, investigationSeverity(severities), ctx.today(), assignee || null);
}
