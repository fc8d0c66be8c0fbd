import gammainc from '@stdlib/math-base-special-gammainc';
import type { TSignalMethod } from './signal-method';

export {
  BASELINE_DAYS_MAX,
  DEFAULT_BASELINE_DAYS,
  DEFAULT_FALSE_ALARM_RATE,
  SIGNAL_GROUP_LABELS,
  SIGNAL_GROUPS,
  type SignalGroup,
  type TSignalMethod,
  ZSignalMethod,
} from './signal-method';

/**
 * Trend signals (recurrence, part 2): when a group of incidents (a part number, a supplier, …) comes back more
 * often than it should. Two methods a quality team chooses per rule:
 * - 'count': at least N incidents in the last D days (a fixed line, simple to explain);
 * - 'poisson': the last D days' count tested against the group's own rate before them. Every evaluation looks
 *   at every watched group, so the false-alarm rate is shared out among them (Bonferroni): busy groups are
 *   judged against their own busy baseline and do not cry wolf, and watching more groups does not raise the
 *   number of false signals. A group with little history borrows the rate of all groups (shrinkage), so that
 *   a new part with one earlier incident does not fire on its second.
 */

/** How many days of pooled rate a group's own baseline is weighed against (shrinkage towards all groups). */
export const PRIOR_DAYS = 28;

/** P(X ≥ k) for X ~ Poisson(mean): the regularized lower incomplete gamma P(k, mean). */
export function poissonUpperTail(k: number, mean: number): number {
  if (k <= 0) return 1;
  if (mean <= 0) return 0;
  return gammainc(mean, k);
}

export interface GroupCounts {
  /** Incidents of the group in the window (the last `days` days). */
  windowCount: number;
  /** Incidents of the group in the baseline before the window. */
  baselineCount: number;
  /** Days of baseline the group had (shorter than the rule's when its history is shorter). */
  baselineDays: number;
}

export interface EvaluationContext {
  /** How many groups the rule watches in this evaluation (the Bonferroni divisor). */
  groupsWatched: number;
  /** The rate of an average group, incidents a day (all groups' baseline count over groups × baseline days). */
  pooledRatePerDay: number;
}

export interface GroupVerdict {
  fires: boolean;
  observed: number;
  /** What the group's rate predicts for the window (for 'count', the rule's own line). */
  expected: number;
  /** The chance of at least `observed` by the group's usual rate ('poisson' only; null for 'count'). */
  pValue: number | null;
}

/** The group's rate a day: its own baseline, weighed against the pooled rate over `PRIOR_DAYS`. */
export function groupRatePerDay(counts: GroupCounts, pooledRatePerDay: number): number {
  return (counts.baselineCount + pooledRatePerDay * PRIOR_DAYS) / (counts.baselineDays + PRIOR_DAYS);
}

/** Whether one group signals under a rule now. */
export function evaluateGroup(
  method: TSignalMethod,
  counts: GroupCounts,
  context: EvaluationContext,
): GroupVerdict {
  const observed = counts.windowCount;
  if (method.method === 'count') {
    return { fires: observed >= method.atLeast, observed, expected: method.atLeast, pValue: null };
  }
  const expected = groupRatePerDay(counts, context.pooledRatePerDay) * method.days;
  const pValue = poissonUpperTail(observed, expected);
  const threshold = method.falseAlarmRate / Math.max(1, context.groupsWatched);
  return { fires: observed >= method.minCount && pValue < threshold, observed, expected, pValue };
}

/** Whether a group that signalled on `lastSignalDay` may signal again on `today` (days since the epoch). */
export function pastCoolDown(lastSignalDay: number | null, today: number, coolDownDays: number): boolean {
  return lastSignalDay === null || today - lastSignalDay >= coolDownDays;
}
