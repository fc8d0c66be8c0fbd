import { PARETO_MARK_PERCENT } from '@qi/domain/pareto';
import type { TParetoTotals } from '../api/get-chart-series';
import { formatValue } from './chart-text';

const groupsText = (n: number) => `${n} ${n === 1 ? 'group' : 'groups'}`;

/**
 * What a Pareto chart shows, in words (below the chart, and its image's description): what the bars rank, what
 * the line's percentages are of — the total of every group, those beyond the limit included — and the mark.
 */
export function paretoNote(measure: string, drawn: number, { total, groups }: TParetoTotals): string {
  const left = groups - drawn;
  return [
    `Bars: ${measure}, largest first.`,
    `Line: cumulative share of the total of all ${groupsText(groups)} (${formatValue(total)}); dashed line at ${PARETO_MARK_PERCENT}%.`,
    ...(left > 0 ? [`${groupsText(left)} beyond the limit ${left === 1 ? 'is' : 'are'} not drawn.`] : []),
  ].join(' ');
}
