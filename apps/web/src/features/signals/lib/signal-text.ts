import { formatDate } from '@qi/domain/dates';
import type { TSignalMethod } from '@qi/domain/signal-method';
import type { TBacktestResult, TSignal } from '@qi/domain/signal-rules';
import { percentText } from './signal-rule-form';

/** 'At least 3 in 7 days', or the statistical method with its settings. */
export function methodText(method: TSignalMethod): string {
  if (method.method === 'count') return `At least ${method.atLeast} in ${method.days} days`;
  return `Above the group's usual rate in ${method.days} days (baseline ${method.baselineDays} days, ${percentText(method.falseAlarmRate)}% false alarms, at least ${method.minCount})`;
}

type Observation = Pick<TSignal, 'observed' | 'expected' | 'pValue'>;

/** Observed against expected: for a count rule (no p-value) the expected figure is the rule's threshold. */
export function observedText({ observed, expected, pValue }: Observation): string {
  const incidents = `${observed} ${observed === 1 ? 'incident' : 'incidents'}`;
  return pValue === null
    ? `${incidents} (threshold ${expected})`
    : `${incidents} (${expected.toFixed(1)} expected)`;
}

/** A p-value as people read it: 'p < 0.001' below a thousandth. */
export function pValueText(pValue: number): string {
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}

export function windowText(from: string, to: string): string {
  return `${formatDate(from)} to ${formatDate(to)}`;
}

export function incidentLabel(incident: { id: string; incidentNumber: number | null }): string {
  return incident.incidentNumber === null ? `Incident ${incident.id}` : `#${incident.incidentNumber}`;
}

/** The back-test's summary sentence: how often, in how many groups, over which dates. */
export function backtestSummary(result: TBacktestResult): string {
  const groups = new Set(result.signals.map((s) => s.groupKey)).size;
  const span = `between ${formatDate(result.from)} and ${formatDate(result.to)} (${result.evaluations} weekly evaluations)`;
  if (result.count === 0) return `It would not have fired ${span}.`;
  const times = result.count === 1 ? 'once' : `${result.count} times`;
  const inGroups = groups === 1 ? 'in 1 group' : `in ${groups} groups`;
  return `It would have fired ${times}, ${inGroups}, ${span}.`;
}
