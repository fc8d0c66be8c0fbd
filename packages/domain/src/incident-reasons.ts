import type { IncidentStatus } from './incident-status';

/**
 * The reasons an incident carries belong to the status they were given for (docs/product.md §4): the reject
 * reason to 'rejected', the pending-update reason ("More information requested") to 'pending-update'. Once
 * the incident leaves that status the reason is history (kept in the history's entry), not a banner.
 */
export interface IncidentReasons {
  status: IncidentStatus;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
}

/** The reasons that still apply to the incident in its current status (the others null). */
export function currentReasons(
  incident: IncidentReasons,
): Pick<IncidentReasons, 'rejectReason' | 'pendingUpdateReason'> {
  return {
    rejectReason: incident.status === 'rejected' ? incident.rejectReason : null,
    pendingUpdateReason: incident.status === 'pending-update' ? incident.pendingUpdateReason : null,
  };
}
