import { describe, expect, it } from 'vitest';
import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  incidentStatusLabel,
  isIncidentStatus,
  isReporterEditable,
  requiresInvestigation,
  ZIncidentStatus,
} from './incident-status';

describe('incident statuses', () => {
  it('lists the nine statuses of docs/product.md §4 with their labels', () => {
    expect(INCIDENT_STATUSES.map((s) => INCIDENT_STATUS_LABELS[s])).toEqual([
      'Draft',
      'Cancelled',
      'Submitted',
      'Pending Update',
      'Acknowledged',
      'Rejected',
      'Under Investigation',
      'Investigation Completed',
      'Closed',
    ]);
    expect(incidentStatusLabel('pending-update')).toBe('Pending Update');
  });

  it('parses known statuses and refuses others', () => {
    expect(ZIncidentStatus.parse('under-investigation')).toBe('under-investigation');
    expect(ZIncidentStatus.safeParse('open').success).toBe(false);
    expect(isIncidentStatus('closed')).toBe(true);
    expect(isIncidentStatus('Closed')).toBe(false);
    expect(isIncidentStatus(3)).toBe(false);
  });

  it('knows which statuses the reporter edits and which need an investigation', () => {
    expect(INCIDENT_STATUSES.filter(isReporterEditable)).toEqual(['draft', 'pending-update']);
    expect(INCIDENT_STATUSES.filter(requiresInvestigation)).toEqual([
      'under-investigation',
      'investigation-completed',
      'closed',
    ]);
  });
});
