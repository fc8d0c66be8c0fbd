import { AppError } from '@qi/domain/app-error';
import type { TIncidentFields } from '@qi/domain/incident';
import { classificationIssue } from '@qi/domain/incident-classification';
import type { Severity } from '@qi/domain/severity';
import { SUPPLIER_MSG } from '@qi/domain/supplier';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import { findSupplierById } from '../suppliers/supplier-repository';
import type { IncidentRecord } from './incident-record';

export interface Classification {
  severity: Severity | null;
  supplierId: string | null;
}

const classificationOf = (incident: IncidentRecord | null): Classification => ({
  severity: incident?.severity ?? null,
  supplierId: incident?.supplierId ?? null,
});

/** The severity and supplier an incident will have after a request (left out: kept). */
export function requestedClassification(
  current: IncidentRecord | null,
  body: Pick<Partial<TIncidentFields>, 'severity' | 'supplierId'>,
): Classification {
  const before = classificationOf(current);
  return {
    severity: body.severity === undefined ? before.severity : body.severity,
    supplierId: body.supplierId === undefined ? before.supplierId : body.supplierId?.trim() || null,
  };
}

/**
 * Refuses a classification change the domain rule does not allow this person (403), or a newly named
 * supplier that does not exist or is retired (422). Runs after the transition's own checks, so that a person
 * who may not perform the action at all hears that first.
 */
export async function assertClassification(
  db: Db,
  auth: AuthContext,
  current: IncidentRecord | null,
  after: Classification,
): Promise<void> {
  const before = classificationOf(current);
  const issue = classificationIssue({
    actorRole: auth.user.role,
    status: current?.status ?? null,
    severity: { before: before.severity, after: after.severity },
    supplierId: { before: before.supplierId, after: after.supplierId },
  });
  if (issue) throw new AppError(issue.code, issue.message, [{ path: issue.path, message: issue.message }]);
  if (after.supplierId !== null && after.supplierId !== before.supplierId) {
    const supplier = await findSupplierById(db, after.supplierId);
    const message = !supplier ? SUPPLIER_MSG.unknown : !supplier.active ? SUPPLIER_MSG.retired : null;
    if (message) throw new AppError('VALIDATION', message, [{ path: 'supplierId', message }]);
  }
}
