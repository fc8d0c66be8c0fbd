import type { IncidentStatus } from './incident-status';
import { isQualityTeam, type Role } from './roles';
import { SEVERITY_MSG, type Severity } from './severity';
import { SUPPLIER_MSG } from './supplier';

/**
 * Who may set an incident's severity and supplier (docs/product.md §3 Severity, Supplier): the severity is the
 * quality team's (set when acknowledging, changed later); the supplier is the reporter's to name while the
 * report is theirs (new, draft, pending-update) and the quality team's afterwards.
 */
export const REPORTER_OWNED_STATUSES: readonly (IncidentStatus | null)[] = [null, 'draft', 'pending-update'];

export interface ClassificationChange {
  actorRole: Role;
  /** null for a new incident. */
  status: IncidentStatus | null;
  severity: { before: Severity | null; after: Severity | null };
  supplierId: { before: string | null; after: string | null };
}

export interface ClassificationIssue {
  code: 'FORBIDDEN';
  message: string;
  path: 'severity' | 'supplierId';
}

export function classificationIssue(change: ClassificationChange): ClassificationIssue | null {
  const quality = isQualityTeam(change.actorRole);
  if (change.severity.before !== change.severity.after && !quality) {
    return { code: 'FORBIDDEN', message: SEVERITY_MSG.qualityOnly, path: 'severity' };
  }
  if (
    change.supplierId.before !== change.supplierId.after &&
    !quality &&
    !REPORTER_OWNED_STATUSES.includes(change.status)
  ) {
    return { code: 'FORBIDDEN', message: SUPPLIER_MSG.qualityOnly, path: 'supplierId' };
  }
  return null;
}

/** Whether the form shows this person the severity select (the same rule, for the UI). */
export const canSetSeverity = (role: Role): boolean => isQualityTeam(role);

/** Whether the form lets this person choose the supplier at this status. */
export function canSetSupplier(role: Role, status: IncidentStatus | null): boolean {
  return isQualityTeam(role) || REPORTER_OWNED_STATUSES.includes(status);
}
