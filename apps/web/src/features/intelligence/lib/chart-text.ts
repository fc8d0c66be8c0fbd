import {
  DISPOSITION_DECISION_LABELS,
  DISPOSITION_STATUS_LABELS,
  type DispositionDecision,
  type DispositionStatus,
} from '@qi/domain/disposition';
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '@qi/domain/incident-status';
import { INVESTIGATION_STATUS_LABELS, type InvestigationStatus } from '@qi/domain/investigation';
import { SEVERITY_LABELS, type Severity } from '@qi/domain/severity';

/**
 * Groups the server sends as ids read as their labels ('under-investigation' → 'Under Investigation', 'scrap' →
 * 'Scrap'); others as they are.
 */
export function groupLabel(groupBy: string | undefined, group: string): string {
  if (groupBy === 'status') return INCIDENT_STATUS_LABELS[group as IncidentStatus] ?? group;
  if (groupBy === 'severity') return SEVERITY_LABELS[group as Severity] ?? group;
  if (groupBy === 'dispositionStatus') return DISPOSITION_STATUS_LABELS[group as DispositionStatus] ?? group;
  if (groupBy === 'dispositionDecision')
    return DISPOSITION_DECISION_LABELS[group as DispositionDecision] ?? group;
  if (groupBy === 'investigationStatus') {
    return INVESTIGATION_STATUS_LABELS[group as InvestigationStatus] ?? group;
  }
  return group;
}

const plain = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/** A value as a tooltip or a pie's legend shows it: grouped thousands, at most two decimals. */
export function formatValue(value: number): string {
  return plain.format(value);
}

/** An axis tick: 12,500 as '12.5k' from ten thousand up, so that the labels fit the margin. */
export function formatTick(value: number): string {
  return Math.abs(value) >= 10_000 ? compact.format(value) : plain.format(value);
}

/** Average width of a character of the charts' 12 px sans-serif text, for fitting labels without a DOM. */
export const CHAR_WIDTH = 6.6;

/** `text` cut to at most `width` pixels (by CHAR_WIDTH), ending in '…' when cut. */
export function fitText(text: string, width: number): string {
  const chars = Math.floor(width / CHAR_WIDTH);
  if (text.length <= chars) return text;
  if (chars <= 1) return chars === 1 ? '…' : '';
  return `${text.slice(0, chars - 1)}…`;
}
