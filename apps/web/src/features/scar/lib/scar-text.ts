import { formatDate } from '@qi/domain/dates';
import type { ScarMilestone } from '@qi/domain/scar-milestones';
import { SCAR_MILESTONE_LABELS } from '@qi/domain/scar-milestones';
import type { ScarAuditAction, TScarAuditEntry } from '@qi/domain/scar-views';

/** How each audit action reads in the request's trail. */
export const SCAR_AUDIT_LABELS: Record<ScarAuditAction, string> = {
  raised: 'Raised',
  'link-sent': 'Link sent',
  opened: 'Link opened',
  'code-sent': 'Code sent',
  'code-failed': 'Wrong code',
  'signed-in': 'Signed in',
  'signed-out': 'Signed out',
  acknowledged: 'Acknowledged',
  saved: 'Draft saved',
  submitted: 'Submitted',
  'file-uploaded': 'File uploaded',
  accepted: 'Accepted',
  returned: 'Returned',
  'shared-attachments-changed': 'Shared files changed',
  'contact-changed': 'Contact changed',
  closed: 'Closed',
  revoked: 'Revoked',
};

/** 'D3 Containment, 12-05-2026': a milestone and its due date. */
export function nextDueText(nextDue: { milestone: ScarMilestone; dueDate: string } | null): string {
  return nextDue ? `${SCAR_MILESTONE_LABELS[nextDue.milestone]}, ${formatDate(nextDue.dueDate)}` : '-';
}

/** The audit line's action, with the stage it concerns when there is one ('Returned (d4)'). */
export function auditActionText(entry: TScarAuditEntry, stageLabel: (stage: string) => string): string {
  const label = SCAR_AUDIT_LABELS[entry.action];
  return entry.stage ? `${label}: ${stageLabel(entry.stage)}` : label;
}

/** Incident numbers as '#101, #102' (an incident not yet numbered reads '-'). */
export function incidentNumbersText(numbers: readonly (number | null)[]): string {
  return numbers.map((n) => (n === null ? '-' : `#${n}`)).join(', ') || '-';
}
