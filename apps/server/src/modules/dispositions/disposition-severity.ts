import { severityChangeWithdrawsApproval } from '@qi/domain/disposition';
import type { IncidentRecord } from '../incidents/incident-record';

/**
 * The disposition fields of an incident whose severity changes: a change that makes a second person necessary
 * withdraws an approval its proposer gave (it falls back to decided). The save's reason-for-change step then
 * records the Withdrawn signature when the approval was signed; the history shows the status change.
 */
export function dispositionAfterSeverityChange(
  current: IncidentRecord,
  next: IncidentRecord,
): Partial<IncidentRecord> {
  const withdraws = severityChangeWithdrawsApproval({
    before: current.severity,
    after: next.severity,
    dispositionStatus: next.dispositionStatus,
    proposedBy: next.dispositionProposedBy,
    approvedBy: next.dispositionApprovedBy,
  });
  if (!withdraws) return {};
  return { dispositionStatus: 'decided', dispositionApprovedBy: null, dispositionApprovedAt: null };
}
