import { z } from 'zod';

/** The incident statuses of docs/product.md §4, in lifecycle order. */
export const INCIDENT_STATUSES = [
  'draft',
  'cancelled',
  'submitted',
  'pending-update',
  'acknowledged',
  'rejected',
  'under-investigation',
  'investigation-completed',
  'closed',
] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const ZIncidentStatus = z.enum(INCIDENT_STATUSES, {
  error: `Status must be one of ${INCIDENT_STATUSES.join(', ')}.`,
});

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  draft: 'Draft',
  cancelled: 'Cancelled',
  submitted: 'Submitted',
  'pending-update': 'Pending Update',
  acknowledged: 'Acknowledged',
  rejected: 'Rejected',
  'under-investigation': 'Under Investigation',
  'investigation-completed': 'Investigation Completed',
  closed: 'Closed',
};

export function incidentStatusLabel(status: IncidentStatus): string {
  return INCIDENT_STATUS_LABELS[status];
}

export function isIncidentStatus(value: unknown): value is IncidentStatus {
  return typeof value === 'string' && (INCIDENT_STATUSES as readonly string[]).includes(value);
}

/** Statuses the reporter still owns: the 'Report Incident' form is shown for them (docs/product.md §2). */
export const REPORTER_EDITABLE_STATUSES: readonly IncidentStatus[] = ['draft', 'pending-update'];

/** Statuses that must have an investigation (docs/product.md §5, update form's investigationId rule). */
export const INVESTIGATION_STATUSES: readonly IncidentStatus[] = [
  'under-investigation',
  'investigation-completed',
  'closed',
];

export function isReporterEditable(status: IncidentStatus): boolean {
  return REPORTER_EDITABLE_STATUSES.includes(status);
}

export function requiresInvestigation(status: IncidentStatus): boolean {
  return INVESTIGATION_STATUSES.includes(status);
}
