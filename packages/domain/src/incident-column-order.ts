import {
  defaultIncidentColumnChoices,
  INCIDENT_COLUMN_IDS,
  type IncidentColumnId,
  reconcileColumnChoices,
} from './incident-columns';
import type { TColumnChoice } from './profile';

/**
 * Where the columns sit until a user reorders them: the triage columns (status, investigation, justified,
 * location) come right after the incident number, so that they show on a laptop screen without scrolling
 * sideways. Columns not listed follow in INCIDENT_COLUMNS order.
 */
export const DEFAULT_COLUMN_ORDER: readonly IncidentColumnId[] = [
  'incidentNumber',
  'status',
  'severity',
  'dispositionStatus',
  'investigationId',
  'incidentJustified',
  'incidentLocation',
  'reportedBy',
  'incidentDate',
  'product',
  'partNumber',
  'defectiveQuantity',
  'supplier',
  'category',
];

function rank(id: string): number {
  const listed = DEFAULT_COLUMN_ORDER.indexOf(id as IncidentColumnId);
  if (listed >= 0) return listed;
  return DEFAULT_COLUMN_ORDER.length + INCIDENT_COLUMN_IDS.indexOf(id as IncidentColumnId);
}

/** The default column choices (visibility from incident-columns) in DEFAULT_COLUMN_ORDER. */
export function defaultOrderedColumnChoices(): TColumnChoice[] {
  return defaultIncidentColumnChoices().sort((a, b) => rank(a.id) - rank(b.id));
}

/** A saved choice list brought in line with the current columns; no saved list means the ordered defaults. */
export function columnChoicesOrDefaults(saved: readonly TColumnChoice[] | undefined): TColumnChoice[] {
  if (!saved || saved.length === 0) return defaultOrderedColumnChoices();
  return reconcileColumnChoices(saved);
}
