import {
  effectivenessRate,
  HEADLINE_LABELS,
  MEDIAN_CLOSE_WINDOW_DAYS,
  type THeadline,
} from '@qi/domain/incident-measures';
import type { Db } from '../../db/database';
import type { DbKind } from '../incidents/incident-list-conditions-sql';
import { openDueItems } from '../reminders/reminder-sources-repository';
import { countOpenIncidents, countRecordedChecks, medianDaysToClose } from './headline-repository';

const DAY_MS = 86_400_000;

/** Days shown to one decimal: a median of 3.25 days reads 3.3. */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * GET /v1/intelligence/headlines: the headline figures of /intelligence, in the order they are shown. Each is
 * `{ id, label, value, unit }`, so that a figure is added here without changing the page. `now` is the time
 * the window of the median ends at.
 */
export async function intelligenceHeadlines(
  db: Db,
  kind: DbKind,
  now: string,
  today: string,
): Promise<THeadline[]> {
  const since = new Date(Date.parse(now) - MEDIAN_CLOSE_WINDOW_DAYS * DAY_MS).toISOString();
  const [open, median, items, checks] = await Promise.all([
    countOpenIncidents(db),
    medianDaysToClose(db, kind, since),
    // The same open work the reminders go through: sections, disposition lines and checks with an owner.
    openDueItems(db),
    countRecordedChecks(db),
  ]);
  return [
    { id: 'openIncidents', label: HEADLINE_LABELS.openIncidents, value: open, unit: 'count' },
    {
      id: 'overdueItems',
      label: HEADLINE_LABELS.overdueItems,
      value: items.filter((item) => item.dueDate < today).length,
      unit: 'count',
    },
    {
      id: 'medianDaysToClose',
      label: HEADLINE_LABELS.medianDaysToClose,
      value: oneDecimal(median),
      unit: 'days',
    },
    {
      id: 'effectivenessRate',
      label: HEADLINE_LABELS.effectivenessRate,
      value: effectivenessRate(checks.effective, checks.recorded),
      unit: 'percent',
    },
  ];
}
